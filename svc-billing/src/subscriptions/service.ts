import {
  tierRank,
  type InternalMemberErased,
  type Invoice,
  type PaidTierType,
  type SubscriptionStatus,
  type SubscriptionStatusValue,
  type TierType,
} from '@vantage/contracts/billing';
import type { BillingDb, BillingTx } from '../db/database';
import type { PaymentProvider } from '../payments/provider';
import type { TiersRepository } from '../tiers/repository';
import { isEntitled, type Claim, type InvoiceRecord, type SubscriptionState } from './model';
import type { InvoiceRow, SubscriptionRow, SubscriptionsRepository } from './repository';

const INVOICE_PAGE = 50;

/** No claim needed: the change is idempotent on its own (e.g. canceling, which is terminal). */
export const unclaimed: Claim<BillingTx> = async () => true;

export function stateFromRow(row: SubscriptionRow, observedAt = new Date()): SubscriptionState {
  return {
    id: row.id,
    userId: row.userId,
    customerId: row.customerId,
    tierType: row.tierType as PaidTierType,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    trialEnd: row.trialEnd,
    observedAt,
  };
}

/**
 * Subscription state for every path that changes or reads it: the Stripe webhook and the sandbox both
 * activate through completeCheckout() and record changes through applyChanges().
 */
export class SubscriptionService {
  constructor(
    private readonly deps: {
      db: BillingDb;
      subscriptions: SubscriptionsRepository;
      tiers: TiersRepository;
      provider: PaymentProvider;
    },
  ) {}

  /**
   * A checkout finished: record the new subscription and keep only one plan per user. An upgrade (Basic
   * to Pro) ends the Basic subscription; a completion that arrives late for a lower plan than the user
   * already has ends that lower one instead, so nobody pays twice whatever order events arrive in.
   * Returns false when `claim` says this completion was already applied.
   */
  async completeCheckout(
    subscription: SubscriptionState,
    claim: Claim<BillingTx>,
    invoices: InvoiceRecord[] = [],
  ): Promise<boolean> {
    const canceled = isEntitled(subscription.status) ? await this.cancelDuplicatePlans(subscription) : [];
    return this.applyChanges(claim, [subscription, ...canceled], invoices);
  }

  /**
   * Writes provider-reported state in one transaction, together with the claim that makes it happen once.
   * Nothing is written for a deleted account (the events its cancellation caused arrive afterwards), even
   * one being erased at this instant: the members' locks, taken first, order this after or before the erase.
   */
  applyChanges(claim: Claim<BillingTx>, states: SubscriptionState[], invoices: InvoiceRecord[] = []): Promise<boolean> {
    const userIds = [...new Set([...states, ...invoices].map((record) => record.userId))];
    return this.deps.db.transaction(async (tx) => {
      const repository = this.deps.subscriptions.with(tx);
      await repository.lockMembers(userIds);
      if (!(await claim(tx))) return false;
      const erased = await repository.erasedAmong(userIds);
      for (const state of states) if (!erased.has(state.userId)) await repository.upsertSubscription(state);
      for (const invoice of invoices) if (!erased.has(invoice.userId)) await repository.upsertInvoice(invoice);
      return true;
    });
  }

  /**
   * An account was deleted (svc-auth asks): every subscription the provider may still bill is ended now, the
   * provider's customer (with the email) is deleted, then every row kept for the user. A provider failure
   * throws before anything here is deleted, so svc-auth keeps the account and the member can ask again.
   */
  async eraseMember(userId: string): Promise<InternalMemberErased> {
    const open = await this.deps.subscriptions.openSubscriptions(userId);
    for (const row of open) await this.deps.provider.cancelSubscription(stateFromRow(row));
    const customerId = await this.deps.subscriptions.customerIdFor(userId);
    if (customerId) await this.deps.provider.deleteCustomer(customerId);
    const deletedRows = await this.deps.db.transaction(async (tx) => {
      const repository = this.deps.subscriptions.with(tx);
      // A webhook writing this member's rows now finishes first (or finds the id erased): see lockMembers.
      await repository.lockMembers([userId]);
      return repository.eraseMember(userId);
    });
    return { canceled_subscriptions: open.length, deleted_rows: deletedRows };
  }

  /** Ends one of the user's subscriptions now (the sandbox portal's cancel; Stripe's portal does its own). */
  async cancel(userId: string, subscriptionId: string): Promise<boolean> {
    const row = await this.deps.subscriptions.findSubscription(subscriptionId);
    if (!row || row.userId !== userId || !isEntitled(row.status)) return false;
    const canceled = await this.deps.provider.cancelSubscription(stateFromRow(row));
    await this.applyChanges(unclaimed, [canceled]);
    return true;
  }

  /** Cancels every entitled subscription of the user except the highest one (the new one on a tie). */
  private async cancelDuplicatePlans(subscription: SubscriptionState): Promise<SubscriptionState[]> {
    const others = (await this.deps.subscriptions.entitledSubscriptions(subscription.userId))
      .filter((row) => row.id !== subscription.id)
      .map((row) => stateFromRow(row));
    const keep = others.reduce(
      (best, other) => (tierRank(other.tierType) > tierRank(best.tierType) ? other : best),
      subscription,
    );
    const ending = [subscription, ...others].filter((state) => state.id !== keep.id);
    return Promise.all(ending.map((state) => this.deps.provider.cancelSubscription(state)));
  }

  /** The subscription that decides the user's tier: the highest entitled one. */
  async currentSubscription(userId: string): Promise<SubscriptionRow | null> {
    const entitled = await this.deps.subscriptions.entitledSubscriptions(userId);
    const ranked = entitled.sort((a, b) => tierRank(b.tierType as TierType) - tierRank(a.tierType as TierType));
    return ranked[0] ?? null;
  }

  async currentTier(userId: string): Promise<TierType> {
    return ((await this.currentSubscription(userId))?.tierType as TierType | undefined) ?? 'free';
  }

  /** When the user's plan last changed (null when it never did): tokens signed before then are refused. */
  tierChangedAt(userId: string): Promise<Date | null> {
    return this.deps.subscriptions.tierChangedAt(userId);
  }

  /** Users whose plan changed after `since`, with when (svc-auth polls this). */
  tierChangesSince(since: Date): Promise<{ userId: string; changedAt: Date }[]> {
    return this.deps.subscriptions.tierChangesSince(since);
  }

  async status(userId: string): Promise<SubscriptionStatus> {
    const subscription = await this.currentSubscription(userId);
    const tierType = (subscription?.tierType as TierType | undefined) ?? 'free';
    const tier = await this.deps.tiers.findByType(tierType);
    // The rule checkout applies (checkout/service.ts): the trial is for a first subscription only.
    const trialAvailable = !(await this.deps.subscriptions.hasEverSubscribed(userId));
    if (!subscription) {
      return {
        tier: tier?.name ?? 'Free',
        tier_type: 'free',
        status: 'free',
        current_period_end: null,
        cancel_at_period_end: false,
        trial_end: null,
        trial_available: trialAvailable,
      };
    }
    return {
      tier: tier?.name ?? tierType,
      tier_type: tierType,
      status: subscription.status as SubscriptionStatusValue,
      current_period_end: subscription.currentPeriodEnd?.toISOString() ?? null,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      trial_end: subscription.trialEnd?.toISOString() ?? null,
      trial_available: trialAvailable,
    };
  }

  async invoices(userId: string): Promise<Invoice[]> {
    return (await this.deps.subscriptions.listInvoices(userId, INVOICE_PAGE)).map(toInvoice);
  }
}

function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    tier_type: (row.tierType as PaidTierType | null) ?? null,
    amount_due: row.amountDueCents / 100,
    amount_paid: row.amountPaidCents / 100,
    currency: row.currency,
    created: row.createdAt.toISOString(),
    period_start: row.periodStart?.toISOString() ?? null,
    period_end: row.periodEnd?.toISOString() ?? null,
    hosted_invoice_url: row.hostedInvoiceUrl,
    invoice_pdf: row.invoicePdf,
  };
}
