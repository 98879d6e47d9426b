import Stripe from 'stripe';
import type { StripeSettings } from '../config';
import type { SubscriptionState } from '../subscriptions/model';
import type { CheckoutRequest, PaymentProvider } from './provider';
import { ProviderUnavailableError } from './provider';
import type { StripeMapping } from './stripe-mapping';

// Not service-kit's HttpClient: the Stripe SDK makes its own requests (its timeout and retries set here).
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: settings.maxNetworkRetries,
    timeout: settings.timeoutMs,
    telemetry: false,
    appInfo: { name: 'vantage-svc-billing' },
    ...(settings.host ? { host: settings.host, port: settings.port, protocol: settings.protocol } : {}),
  });
}

/** Any Stripe failure (network, outage, key, rate limit, rejected request) becomes "provider unavailable". */
async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) throw new ProviderUnavailableError(err);
    throw err;
  }
}

export class StripeProvider implements PaymentProvider {
  readonly mode = 'stripe';

  constructor(
    private readonly deps: {
      stripe: Stripe;
      publicUrl: string;
      mapping: StripeMapping;
    },
  ) {}

  async createCustomer(user: { id: string; email: string }): Promise<string> {
    // The idempotency key makes two racing first checkouts of one user get the same customer.
    const customer = await stripeCall(() =>
      this.deps.stripe.customers.create(
        { email: user.email, metadata: { user_id: user.id } },
        { idempotencyKey: `vantage-customer-${user.id}` },
      ),
    );
    return customer.id;
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<string> {
    const { tier } = request;
    if (!tier.stripePriceId) throw new Error(`Tier ${tier.tierType} has no Stripe price id`);
    const metadata = { user_id: request.userId, tier_type: tier.tierType };
    const session = await stripeCall(() =>
      this.deps.stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: request.customerId,
        client_reference_id: request.userId,
        line_items: [{ price: tier.stripePriceId!, quantity: 1 }],
        subscription_data: {
          metadata,
          ...(request.trialDays ? { trial_period_days: request.trialDays } : {}),
        },
        metadata,
        success_url: `${this.deps.publicUrl}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${this.deps.publicUrl}/pricing`,
      }),
    );
    if (!session.url) throw new ProviderUnavailableError(new Error(`Checkout session ${session.id} has no url`));
    return session.url;
  }

  async createPortalSession(user: { id: string; customerId: string }): Promise<string> {
    const session = await stripeCall(() =>
      this.deps.stripe.billingPortal.sessions.create({
        customer: user.customerId,
        return_url: `${this.deps.publicUrl}/account/billing`,
      }),
    );
    return session.url;
  }

  async cancelSubscription(subscription: SubscriptionState): Promise<SubscriptionState> {
    const observedAt = new Date();
    const canceled = await stripeCall(async () => {
      try {
        return await this.deps.stripe.subscriptions.cancel(subscription.id, { prorate: true });
      } catch (err) {
        // Canceled meanwhile (a duplicate delivery, or the user in the portal): read what Stripe has.
        if (err instanceof Stripe.errors.StripeInvalidRequestError)
          return this.deps.stripe.subscriptions.retrieve(subscription.id);
        throw err;
      }
    });
    return (
      (await this.deps.mapping.subscriptionState(canceled, observedAt)) ?? {
        ...subscription,
        status: canceled.status,
        observedAt,
      }
    );
  }

  async deleteCustomer(customerId: string): Promise<void> {
    await stripeCall(async () => {
      try {
        await this.deps.stripe.customers.del(customerId);
      } catch (err) {
        // Deleted already (a repeated account deletion): Stripe answers 404 resource_missing.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return;
        throw err;
      }
    });
  }

  /** The subscription as Stripe has it now (webhooks read it rather than trusting event order). */
  async currentSubscription(subscriptionId: string): Promise<SubscriptionState | null> {
    const observedAt = new Date();
    const subscription = await stripeCall(() => this.deps.stripe.subscriptions.retrieve(subscriptionId));
    return this.deps.mapping.subscriptionState(subscription, observedAt);
  }
}
