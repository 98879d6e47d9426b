import type { Logger } from '@vantage/service-kit/logger';
import { badRequest, HttpError } from '@vantage/service-kit/errors';
import { PROVIDER_UNAVAILABLE, ProviderUnavailableError } from '../payments/provider';
import Stripe from 'stripe';
import type { BillingTx } from '../db/database';
import { objectId, type StripeMapping } from '../payments/stripe-mapping';
import type { StripeProvider } from '../payments/stripe-provider';
import type { Claim, SubscriptionState } from '../subscriptions/model';
import type { SubscriptionsRepository } from '../subscriptions/repository';
import type { SubscriptionService } from '../subscriptions/service';

export interface WebhookOutcome {
  /** False when this event id was applied before (a retry or a parallel duplicate delivery). */
  applied: boolean;
}

/**
 * Stripe webhooks: verified by signature, applied once per event id (claimed in the same transaction as
 * the change), and safe in any order because subscription state is read from Stripe, not from the event.
 */
export class WebhookService {
  constructor(
    private readonly deps: {
      stripe: Stripe;
      signingSecret: string;
      provider: StripeProvider;
      mapping: StripeMapping;
      subscriptions: SubscriptionService;
      repository: SubscriptionsRepository;
      logger: Logger;
    },
  ) {}

  /** Checks the Stripe-Signature header against the exact request bytes (and its timestamp's age). */
  verify(payload: Buffer | undefined, signature: string | undefined): Stripe.Event {
    if (!signature) throw badRequest('Missing Stripe-Signature header.');
    if (!payload || payload.length === 0) throw badRequest('Missing webhook payload.');
    let event: Stripe.Event;
    try {
      event = this.deps.stripe.webhooks.constructEvent(payload, signature, this.deps.signingSecret);
    } catch (err) {
      if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw badRequest(`Invalid Stripe signature: ${err.message}`);
      }
      throw err;
    }
    // Signed is not the same as well-formed: the handlers below read these fields.
    if (!isEventEnvelope(event)) throw badRequest('Invalid Stripe event.');
    return event;
  }

  /** Applies a verified event once; a 503 while Stripe cannot be read, so Stripe delivers it again later. */
  async handle(event: Stripe.Event): Promise<WebhookOutcome> {
    // Cheap early exit for retries; the claim inside the transaction is what guarantees "once".
    if (await this.deps.repository.isEventProcessed(event.id)) return { applied: false };
    const claim: Claim<BillingTx> = (tx) => this.deps.repository.with(tx).claimEvent(event.id, event.type);
    let applied: boolean;
    try {
      applied = await this.apply(event, claim);
    } catch (err) {
      if (!(err instanceof ProviderUnavailableError)) throw err;
      this.deps.logger.error({ err: err.cause, eventId: event.id }, 'stripe unavailable while applying an event');
      throw new HttpError(503, { detail: PROVIDER_UNAVAILABLE });
    }
    this.deps.logger.info({ eventId: event.id, type: event.type, applied }, 'stripe event');
    return { applied };
  }

  private async apply(event: Stripe.Event, claim: Claim<BillingTx>): Promise<boolean> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const subscriptionId = objectId(session.subscription);
        if (session.mode !== 'subscription' || !subscriptionId) return this.deps.subscriptions.applyChanges(claim, []);
        const state = await this.current(subscriptionId, event);
        if (!state) return this.deps.subscriptions.applyChanges(claim, []);
        return this.deps.subscriptions.completeCheckout(state, claim);
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated': {
        const state = await this.current(event.data.object.id, event);
        return this.deps.subscriptions.applyChanges(claim, state ? [state] : []);
      }
      case 'customer.subscription.deleted': {
        // Deletion is final, so the event's own object is the current state.
        const state = await this.deps.mapping.subscriptionState(event.data.object, new Date());
        return this.deps.subscriptions.applyChanges(claim, state ? [state] : []);
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const subscriptionId = objectId(invoice.parent?.subscription_details?.subscription);
        const state = subscriptionId ? await this.current(subscriptionId, event) : null;
        const record = await this.deps.mapping.invoiceRecord(invoice, new Date(event.created * 1000), state);
        return this.deps.subscriptions.applyChanges(claim, state ? [state] : [], record ? [record] : []);
      }
      default:
        return this.deps.subscriptions.applyChanges(claim, []);
    }
  }

  private async current(subscriptionId: string, event: Stripe.Event): Promise<SubscriptionState | null> {
    const state = await this.deps.provider.currentSubscription(subscriptionId);
    if (!state)
      this.deps.logger.warn({ eventId: event.id, subscriptionId }, 'subscription is not a Vantage plan; ignored');
    return state;
  }
}

function isEventEnvelope(event: unknown): event is Stripe.Event {
  const candidate = event as { id?: unknown; type?: unknown; created?: unknown; data?: { object?: unknown } } | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.id === 'string' &&
    typeof candidate.type === 'string' &&
    typeof candidate.created === 'number' &&
    typeof candidate.data?.object === 'object' &&
    candidate.data.object !== null
  );
}
