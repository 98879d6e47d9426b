import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { CheckoutSessionResponse, PricingTier } from '@vantage/contracts/billing';
import { tierRank, type TierType } from '@vantage/contracts/tiers';

/** product rules §2: Basic is badged 'Most Popular', Pro 'Best Value'. */
export const TIER_BADGES: Partial<Record<TierType, string>> = { basic: 'Most Popular', pro: 'Best Value' };

export const CHECKOUT_NETWORK_ERROR = 'Error creating checkout session. Please try logging in again.';

/** Cheapest first, so Free, Basic, Pro read left to right. */
export function sortTiers(tiers: readonly PricingTier[]): PricingTier[] {
  return [...tiers].sort((a, b) => a.price - b.price || tierRank(a.tier_type) - tierRank(b.tier_type));
}

/** '$9.99' for a paid tier, null for Free (product rules §2: non-free tiers show '$' and the price per month). */
export function formatMonthlyPrice(tier: PricingTier): string | null {
  if (tier.tier_type === 'free' || tier.price === 0) return null;
  return `$${tier.price.toFixed(2)}`;
}

export function projectsText(maxProjects: number | null): string {
  if (maxProjects === null) return 'Unlimited projects';
  return maxProjects === 1 ? '1 project' : `Up to ${maxProjects} projects`;
}

/** `/pricing?checkout=basic`: after a guest signs in, the pricing page starts the checkout they chose. */
export const RESUME_CHECKOUT_PARAM = 'checkout';

/** Where a guest who chose `tier` signs in: /login, then back to that tier's checkout. */
export function signInToCheckoutPath(tier: PricingTier): string {
  const next = `/pricing?${new URLSearchParams({ [RESUME_CHECKOUT_PARAM]: tier.tier_type }).toString()}`;
  return `/login?${new URLSearchParams({ next }).toString()}`;
}

/** The paid tier chosen before signing in, while it is still above the member's plan; else null. */
export function tierToResume(
  chosen: string | null,
  tiers: readonly PricingTier[],
  current: TierType,
): PricingTier | null {
  const tier = tiers.find((candidate) => candidate.tier_type === chosen);
  return tier && tier.tier_type !== 'free' && tierRank(tier.tier_type) > tierRank(current) ? tier : null;
}

/** The checkout URL of an answer, or the spec's alert text (§8) for an answer that has none. */
export function checkoutOutcome(response: CheckoutSessionResponse): { url: string } | { error: string } {
  if ('checkout_url' in response) return { url: response.checkout_url };
  return { error: `Error creating checkout session: ${response.error || 'Unknown error'}` };
}

/** product rules §8: the service's `error` (else 'Unknown error'); no answer at all asks the user to log in again. */
export function checkoutErrorMessage(error: FetchBaseQueryError | SerializedError): string {
  if (!('status' in error) || typeof error.status !== 'number') return CHECKOUT_NETWORK_ERROR;
  const message = (error.data as { error?: unknown } | null)?.error;
  return `Error creating checkout session: ${typeof message === 'string' && message ? message : 'Unknown error'}`;
}
