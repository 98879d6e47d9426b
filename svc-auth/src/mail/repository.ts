import { and, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { MAIL_MAX_ATTEMPTS, outbox } from '../db/schema';
import type { AuthDb } from '../db/database';

export interface ClaimedEmail {
  id: number;
  to: string;
  subject: string;
  body: string;
  html: string | null;
  headers: Record<string, string>;
  createdAt: Date;
  /** Including this claim. */
  attempts: number;
}

/** The relay's side of auth.outbox (and the development outbox's read). Every method is one autocommitted statement: no transaction waits on SMTP. */
export class OutboxRepository {
  constructor(private readonly db: AuthDb) {}

  /**
   * Claims up to `limit` due, unsent emails in one statement: counts the attempt and hides the rows for
   * `leaseSeconds`, so another relay (or this one's next run) skips them while they are being sent, and
   * picks them up again if this process dies before reporting back. SKIP LOCKED lets concurrent relays
   * claim disjoint batches instead of waiting on each other.
   */
  async claimDue(limit: number, leaseSeconds: number): Promise<ClaimedEmail[]> {
    const due = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, sql`now()`), lt(outbox.attempts, MAIL_MAX_ATTEMPTS)))
      .orderBy(outbox.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(inArray(outbox.id, due))
      .returning({
        id: outbox.id,
        to: outbox.to,
        subject: outbox.subject,
        body: outbox.body,
        html: outbox.html,
        headers: outbox.headers,
        createdAt: outbox.createdAt,
        attempts: outbox.attempts,
      });
    return claimed.sort((a, b) => a.id - b.id);
  }

  async markSent(id: number): Promise<void> {
    await this.db
      .update(outbox)
      .set({ sentAt: sql`now()`, lastError: null })
      .where(eq(outbox.id, id));
  }

  async markFailed(id: number, error: string, retryInSeconds: number): Promise<void> {
    await this.db
      .update(outbox)
      .set({ lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` })
      .where(eq(outbox.id, id));
  }

  /** The last `limit` emails to one recipient, newest first (the development outbox). */
  async latestTo(to: string, limit: number) {
    return this.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(limit);
  }
}
