import { tierRank, TRIAL_PERIOD_DAYS, type PaidTierType, type TierType } from '@vantage/contracts/billing';
import type { Logger } from '@vantage/service-kit/logger';
import { HttpError } from '@vantage/service-kit/errors';
import type { BillingUser } from '../caller';
import { PROVIDER_UNAVAILABLE, ProviderUnavailableError, type PaymentProvider } from '../payments/provider';
import type { SubscriptionsRepository } from '../subscriptions/repository';
import type { SubscriptionService } from '../subscriptions/service';
import type { TierRow, TiersRepository } from '../tiers/repository';

/** Checkout's refusals answer `{error}`, the text the pricing page shows (product rules §8). */
export const checkoutRefusal = (status: number, error: string) => new HttpError(status, { error });

/** Starting a checkout and opening the billing portal; the provider decides where the browser goes. */
export class CheckoutService {
  constructor(
    private readonly deps: {
      tiers: TiersRepository;
      subscriptionsRepository: SubscriptionsRepository;
      subscriptions: SubscriptionService;
      provider: PaymentProvider;
      logger: Logger;
    },
  ) {}

  /** The provider's checkout page for `tierId`; refuses an unknown or free tier and a plan already held. */
  async createCheckoutSession(user: BillingUser, tierId: number): Promise<string> {
    const tier = await this.deps.tiers.findById(tierId);
    if (!tier) throw checkoutRefusal(404, 'Unknown pricing tier.');
    if (!isPaid(tier)) throw checkoutRefusal(400, `The ${tier.name} plan is free and needs no checkout.`);

    // Upgrading (Basic to Pro) is a new checkout; the old subscription ends when it completes.
    const current = await this.deps.subscriptions.currentSubscription(user.id);
    if (current && tierRank(current.tierType as TierType) >= tierRank(tier.tierType)) {
      const currentTier = await this.deps.tiers.findByType(current.tierType as TierType);
      throw checkoutRefusal(409, `You are already subscribed to the ${currentTier?.name ?? current.tierType} plan.`);
    }

    // One free trial per user: a returning or upgrading subscriber pays from the first day.
    const trialDays = (await this.deps.subscriptionsRepository.hasEverSubscribed(user.id)) ? null : TRIAL_PERIOD_DAYS;
    try {
      const customerId = await this.customerFor(user);
      return await this.deps.provider.createCheckoutSession({ userId: user.id, customerId, tier, trialDays });
    } catch (err) {
      if (!(err instanceof ProviderUnavailableError)) throw err;
      this.deps.logger.error({ err: err.cause, userId: user.id, tier: tier.tierType }, 'checkout session failed');
      throw checkoutRefusal(503, PROVIDER_UNAVAILABLE);
    }
  }

  async createPortalSession(user: BillingUser): Promise<string> {
    const customerId = await this.deps.subscriptionsRepository.customerIdFor(user.id);
    if (!customerId) throw new HttpError(400, { detail: 'You have no billing account yet. Choose a plan first.' });
    try {
      return await this.deps.provider.createPortalSession({ id: user.id, customerId });
    } catch (err) {
      if (!(err instanceof ProviderUnavailableError)) throw err;
      this.deps.logger.error({ err: err.cause, userId: user.id }, 'billing portal session failed');
      throw new HttpError(503, { detail: PROVIDER_UNAVAILABLE }, { 'Retry-After': '30' });
    }
  }

  /** The user's provider customer, created once and reused for every later checkout. */
  private async customerFor(user: BillingUser): Promise<string> {
    const existing = await this.deps.subscriptionsRepository.customerIdFor(user.id);
    if (existing) return existing;
    const created = await this.deps.provider.createCustomer(user);
    return this.deps.subscriptionsRepository.saveCustomer(user.id, created);
  }
}

function isPaid(tier: TierRow): tier is TierRow & { tierType: PaidTierType } {
  return tier.tierType !== 'free';
}
