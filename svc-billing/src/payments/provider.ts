import type { PaidTierType } from '@vantage/contracts/billing';
import type { SubscriptionState } from '../subscriptions/model';
import type { TierRow } from '../tiers/repository';

export interface CheckoutRequest {
  userId: string;
  customerId: string;
  tier: TierRow & { tierType: PaidTierType };
  /** null when the user already had a trial. */
  trialDays: number | null;
}

/**
 * Where money moves: real Stripe, or the sandbox used without Stripe keys. Everything after the provider
 * reports a change (activation, cancellation, tier) is shared code in SubscriptionService.
 */
export interface PaymentProvider {
  readonly mode: 'stripe' | 'sandbox';
  createCustomer(user: { id: string; email: string }): Promise<string>;
  /** Returns the URL the browser is sent to. */
  createCheckoutSession(request: CheckoutRequest): Promise<string>;
  /** Returns the billing-portal URL. */
  createPortalSession(user: { id: string; customerId: string }): Promise<string>;
  /** Ends a subscription now; returns its canceled state. */
  cancelSubscription(subscription: SubscriptionState): Promise<SubscriptionState>;
  /** Removes the customer (and the email it holds) at the provider; a customer already gone is not an error. */
  deleteCustomer(customerId: string): Promise<void>;
}

export const PROVIDER_UNAVAILABLE = 'Payment provider is unavailable. Please try again later.';

/** The provider could not be reached or refused to work (network, outage, bad key, rate limit). */
export class ProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Payment provider is unavailable', { cause });
  }
}
