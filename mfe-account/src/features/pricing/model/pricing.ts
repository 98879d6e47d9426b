import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { CheckoutSessionResponse, PricingTier, SubscriptionStatus } from '@vantage/contracts/billing';
import { tierRank, TRIAL_PERIOD_DAYS, type TierType } from '@vantage/contracts/tiers';
import { formatLongDate } from '@/shared/model/dates';
import { currentTierType } from '@/shared/model/subscription';

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

/** A plan's max_projects in the fan's word: they are watchlists (product rules §10). */
export function watchlistsText(maxProjects: number | null): string {
  if (maxProjects === null) return 'Unlimited watchlists';
  return maxProjects === 1 ? '1 watchlist' : `Up to ${maxProjects} watchlists`;
}

/** What a plan's storage is for: the product stores nothing else of a member's (product rules §10). */
export const STORAGE_NOTE = 'Storage holds your profile picture and your watchlists.';

/**
 * The trial line above the plans, true for its reader (product rules §6: one free trial, with a first paid
 * plan): a guest or a member who never subscribed is offered it, a member in their trial is told when it ends,
 * a member who had it that a new plan is charged at once. undefined while a member's plan loads.
 */
export function trialText(status: SubscriptionStatus | undefined, signedIn: boolean): string | undefined {
  if (!signedIn) return TRIAL_OFFER;
  if (!status) return undefined;
  if (status.status === 'trialing') {
    const ends = formatLongDate(status.trial_end ?? status.current_period_end);
    return `Your ${status.tier} free trial ends${ends ? ` on ${ends}` : ''}. Upgrading ends it: the new plan is charged from the day it starts.`;
  }
  return status.trial_available
    ? TRIAL_OFFER
    : 'You have had your free trial: a new plan is charged from the day it starts.';
}
const TRIAL_OFFER = `Every paid plan starts with a ${TRIAL_PERIOD_DAYS}-day free trial. Cancel anytime.`;

/** A paid tier's button for a member: the trial is offered only to one who can still have it. */
export function chooseTierText(tier: PricingTier, current: TierType, trialAvailable: boolean): string {
  if (current !== 'free') return `Upgrade to ${tier.name}`;
  return trialAvailable ? 'Start Free Trial' : `Subscribe to ${tier.name}`;
}

/**
 * What a member leaving a paid plan for a higher one is told before the checkout: the plan (or its trial) ends
 * and the new one is charged at once (svc-billing gives no second trial). null when there is nothing to end.
 */
export function upgradeNotice(
  status: SubscriptionStatus | undefined,
  tier: PricingTier,
): { title: string; content: string } | null {
  if (!status || currentTierType(status) === 'free') return null;
  const price = formatMonthlyPrice(tier);
  const ending = status.status === 'trialing' ? `Your ${status.tier} free trial ends` : `Your ${status.tier} plan ends`;
  return {
    title: `Upgrade to ${tier.name} now?`,
    content: `${ending} when you upgrade, and ${tier.name} is charged ${price} at once, then every month until you cancel.`,
  };
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
