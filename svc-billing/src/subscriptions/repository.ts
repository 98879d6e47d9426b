import { and, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import {
  customers,
  erasedMembers,
  invoices,
  processedEvents,
  sandboxSessions,
  subscriptions,
  tierChanges,
} from '../db/schema';
import { ENTITLED_STATUSES, isEntitled, TERMINAL_STATUSES, type InvoiceRecord, type SubscriptionState } from './model';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

export class SubscriptionsRepository {
  constructor(private readonly db: Executor) {}

  /** Same queries inside a transaction. */
  with(executor: Executor): SubscriptionsRepository {
    return new SubscriptionsRepository(executor);
  }

  /**
   * Writes a subscription state unless the stored one is newer or terminal: events and reads may land in
   * any order (and twice), and a canceled subscription is never revived by a late, older update. Records a
   * plan change only when what the subscription grants changes: every recorded change revokes the user's
   * tokens, and a checkout reports the same trial several times. Runs inside the caller's transaction (the
   * row stays locked from the read to the write).
   */
  async upsertSubscription(state: SubscriptionState): Promise<void> {
    const [before] = await this.db
      .select({ tierType: subscriptions.tierType, status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.id, state.id))
      .for('update');
    const values = {
      id: state.id,
      userId: state.userId,
      customerId: state.customerId,
      tierType: state.tierType,
      status: state.status,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      trialEnd: state.trialEnd,
      observedAt: state.observedAt,
    };
    const written = await this.db
      .insert(subscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: subscriptions.id,
        set: {
          tierType: values.tierType,
          status: values.status,
          currentPeriodEnd: values.currentPeriodEnd,
          cancelAtPeriodEnd: values.cancelAtPeriodEnd,
          trialEnd: values.trialEnd,
          observedAt: values.observedAt,
          updatedAt: sql`now()`,
        },
        setWhere: and(
          sql`${subscriptions.observedAt} <= excluded.observed_at`,
          notInArray(subscriptions.status, [...TERMINAL_STATUSES]),
        ),
      })
      .returning({ userId: subscriptions.userId });
    const grants = (row: { tierType: string; status: string } | undefined) =>
      row && isEntitled(row.status) ? row.tierType : null;
    if (written.length > 0 && grants(before) !== grants(state)) await this.recordTierChange(state.userId);
  }

  /**
   * Marks the user's plan as changed now. clock_timestamp(), not the transaction's start: svc-auth reads
   * changes with an overlap, and a stamp earlier than the write would fall behind what it already read.
   */
  async recordTierChange(userId: string): Promise<void> {
    await this.db
      .insert(tierChanges)
      .values({ userId, changedAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({
        target: tierChanges.userId,
        set: { changedAt: sql`greatest(${tierChanges.changedAt}, excluded.changed_at)` },
      });
  }

  /** When the user's plan last changed, or null. */
  async tierChangedAt(userId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ changedAt: tierChanges.changedAt })
      .from(tierChanges)
      .where(eq(tierChanges.userId, userId));
    return row?.changedAt ?? null;
  }

  /** Users whose plan changed after `since`, with when. */
  async tierChangesSince(since: Date): Promise<{ userId: string; changedAt: Date }[]> {
    return this.db
      .select({ userId: tierChanges.userId, changedAt: tierChanges.changedAt })
      .from(tierChanges)
      .where(gt(tierChanges.changedAt, since));
  }

  async findSubscription(id: string): Promise<SubscriptionRow | null> {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return row ?? null;
  }

  /** The user's subscriptions that currently grant a tier. */
  async entitledSubscriptions(userId: string): Promise<SubscriptionRow[]> {
    return this.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...ENTITLED_STATUSES])))
      .orderBy(desc(subscriptions.createdAt));
  }

  /** The user's subscriptions Stripe may still bill (every status but the terminal ones). */
  async openSubscriptions(userId: string): Promise<SubscriptionRow[]> {
    return this.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), notInArray(subscriptions.status, [...TERMINAL_STATUSES])));
  }

  async hasEverSubscribed(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .limit(1);
    return row !== undefined;
  }

  async customerIdFor(userId: string): Promise<string | null> {
    const [row] = await this.db.select().from(customers).where(eq(customers.userId, userId));
    return row?.customerId ?? null;
  }

  async userIdForCustomer(customerId: string): Promise<string | null> {
    const [row] = await this.db.select().from(customers).where(eq(customers.customerId, customerId));
    return row?.userId ?? null;
  }

  /** Records the user's customer unless one exists; returns the one that is stored (first writer wins). */
  async saveCustomer(userId: string, customerId: string): Promise<string> {
    await this.db.insert(customers).values({ userId, customerId }).onConflictDoNothing({ target: customers.userId });
    return (await this.customerIdFor(userId)) ?? customerId;
  }

  /** An invoice as last reported; an older event never overwrites a newer one. */
  async upsertInvoice(record: InvoiceRecord): Promise<void> {
    await this.db
      .insert(invoices)
      .values(record)
      .onConflictDoUpdate({
        target: invoices.id,
        set: {
          number: sql`excluded.number`,
          status: sql`excluded.status`,
          amountDueCents: sql`excluded.amount_due_cents`,
          amountPaidCents: sql`excluded.amount_paid_cents`,
          hostedInvoiceUrl: sql`excluded.hosted_invoice_url`,
          invoicePdf: sql`excluded.invoice_pdf`,
          observedAt: sql`excluded.observed_at`,
        },
        setWhere: sql`${invoices.observedAt} <= excluded.observed_at`,
      });
  }

  async listInvoices(userId: string, limit: number): Promise<InvoiceRow[]> {
    return this.db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(limit);
  }

  async isEventProcessed(eventId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: processedEvents.eventId })
      .from(processedEvents)
      .where(eq(processedEvents.eventId, eventId));
    return row !== undefined;
  }

  /**
   * Claims a webhook event inside the caller's transaction. A concurrent delivery of the same event waits
   * on the unique key until the first one commits (then gets false) or rolls back (then proceeds).
   */
  async claimEvent(eventId: string, type: string): Promise<boolean> {
    const inserted = await this.db
      .insert(processedEvents)
      .values({ eventId, type })
      .onConflictDoNothing({ target: processedEvents.eventId })
      .returning({ id: processedEvents.eventId });
    return inserted.length === 1;
  }

  /**
   * Takes each member's lock until the caller's transaction ends (pg_advisory_xact_lock on a 64-bit hash of
   * the id; PGlite has it too). Every transaction that writes a member's billing rows or erases them takes
   * it first, so an account's erase and a webhook for the same member run one after the other instead of
   * interleaving: without it, a webhook that read "not erased" could write after the erase deleted the rows,
   * or the erase could miss a row the webhook had written but not committed. Ids are locked in sorted order
   * (no deadlock between two multi-member callers). Needs READ COMMITTED (the default): statements after the
   * lock then see what the transaction that held it committed.
   */
  async lockMembers(userIds: string[]): Promise<void> {
    for (const userId of [...new Set(userIds)].sort()) {
      await this.db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`billing.member:${userId}`}, 0))`);
    }
  }

  /**
   * Removes every row kept for a deleted account (customer, subscriptions, invoices, plan changes, sandbox
   * sessions) and marks the id as erased, in the caller's transaction. Returns how many rows went.
   */
  async eraseMember(userId: string): Promise<number> {
    // One statement at a time: a transaction's connection runs one query at once.
    let deleted = 0;
    for (const [table, column] of [
      [subscriptions, subscriptions.userId],
      [invoices, invoices.userId],
      [customers, customers.userId],
      [tierChanges, tierChanges.userId],
      [sandboxSessions, sandboxSessions.userId],
    ] as const) {
      deleted += (await this.db.delete(table).where(eq(column, userId)).returning({ userId: column })).length;
    }
    await this.db.insert(erasedMembers).values({ userId }).onConflictDoNothing({ target: erasedMembers.userId });
    return deleted;
  }

  /** The ones of `userIds` whose account was deleted. */
  async erasedAmong(userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .select({ userId: erasedMembers.userId })
      .from(erasedMembers)
      .where(inArray(erasedMembers.userId, userIds));
    return new Set(rows.map((row) => row.userId));
  }
}
