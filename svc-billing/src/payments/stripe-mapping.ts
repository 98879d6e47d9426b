import { tierTypeSchema, type PaidTierType } from '@vantage/contracts/billing';
import type Stripe from 'stripe';
import type { InvoiceRecord, SubscriptionState } from '../subscriptions/model';
import type { SubscriptionsRepository } from '../subscriptions/repository';
import type { TiersRepository } from '../tiers/repository';

const fromUnix = (seconds: number | null | undefined) => (seconds == null ? null : new Date(seconds * 1000));

export function objectId(value: string | { id: string } | null | undefined): string | null {
  if (value == null) return null;
  return typeof value === 'string' ? value : value.id;
}

function paidTier(value: unknown): PaidTierType | null {
  const parsed = tierTypeSchema.safeParse(value);
  return parsed.success && parsed.data !== 'free' ? parsed.data : null;
}

/** Maps Stripe objects to our users and tiers (price id first: a plan switch in the portal changes it). */
export class StripeMapping {
  constructor(
    private readonly deps: {
      tiers: TiersRepository;
      subscriptions: SubscriptionsRepository;
    },
  ) {}

  /** null when the subscription is not one of ours (unknown price and no metadata, or unknown customer). */
  async subscriptionState(subscription: Stripe.Subscription, observedAt: Date): Promise<SubscriptionState | null> {
    const customerId = objectId(subscription.customer);
    const item = subscription.items.data[0];
    const tierByPrice = item ? await this.deps.tiers.findByStripePrice(item.price.id) : null;
    const tierType = paidTier(tierByPrice?.tierType) ?? paidTier(subscription.metadata?.tier_type);
    const userId =
      subscription.metadata?.user_id ||
      (customerId ? await this.deps.subscriptions.userIdForCustomer(customerId) : null);
    if (!customerId || !tierType || !userId) return null;
    return {
      id: subscription.id,
      userId,
      customerId,
      tierType,
      status: subscription.status,
      currentPeriodEnd: fromUnix(item?.current_period_end),
      cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at != null,
      trialEnd: fromUnix(subscription.trial_end),
      observedAt,
    };
  }

  async invoiceRecord(
    invoice: Stripe.Invoice,
    observedAt: Date,
    subscription: SubscriptionState | null,
  ): Promise<InvoiceRecord | null> {
    if (!invoice.id) return null;
    const customerId = objectId(invoice.customer);
    const details = invoice.parent?.subscription_details;
    const userId =
      subscription?.userId ??
      (customerId ? await this.deps.subscriptions.userIdForCustomer(customerId) : null) ??
      details?.metadata?.user_id ??
      null;
    if (!userId) return null;
    return {
      id: invoice.id,
      userId,
      subscriptionId: objectId(details?.subscription) ?? subscription?.id ?? null,
      tierType: subscription?.tierType ?? paidTier(details?.metadata?.tier_type),
      number: invoice.number,
      status: invoice.status ?? 'draft',
      currency: invoice.currency,
      amountDueCents: invoice.amount_due,
      amountPaidCents: invoice.amount_paid,
      periodStart: fromUnix(invoice.period_start),
      periodEnd: fromUnix(invoice.period_end),
      hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
      invoicePdf: invoice.invoice_pdf ?? null,
      createdAt: new Date(invoice.created * 1000),
      observedAt,
    };
  }
}
