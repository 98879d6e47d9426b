import { eq, gt, sql } from 'drizzle-orm';
import { refreshFamilies, rightsChanges } from '../db/schema';
import type { AuthDb, Executor } from '../db/database';

/**
 * A change is stamped this far ahead of the moment it is written: its transaction commits within that
 * time, so a token signed by another replica that read the rights just before the commit still falls at
 * or before the stamp's second and is refused.
 */
export const COMMIT_MARGIN_MS = 1000;

export class RightsRepository {
  constructor(private readonly db: AuthDb) {}

  /** Records that the user's rights change at `at` (default: now, plus the margin); never moves back. */
  async stamp(
    userId: string,
    at: Date = new Date(Date.now() + COMMIT_MARGIN_MS),
    executor: Executor = this.db,
  ): Promise<number> {
    await executor
      .insert(rightsChanges)
      .values({ userId, changedAt: at })
      .onConflictDoUpdate({
        target: rightsChanges.userId,
        set: { changedAt: sql`greatest(${rightsChanges.changedAt}, excluded.changed_at)` },
      });
    return at.getTime();
  }

  /** The user's stamp in milliseconds, or null. */
  async stampOf(userId: string): Promise<number | null> {
    const [row] = await this.db
      .select({ changedAt: rightsChanges.changedAt })
      .from(rightsChanges)
      .where(eq(rightsChanges.userId, userId));
    return row?.changedAt.getTime() ?? null;
  }

  /** Stamps after `since`: the ones a still-valid token can predate. */
  async since(since: Date): Promise<Map<string, number>> {
    const rows = await this.db.select().from(rightsChanges).where(gt(rightsChanges.changedAt, since));
    return new Map(rows.map((row) => [row.userId, row.changedAt.getTime()]));
  }

  /** Sessions (refresh families) revoked after `since`: their access tokens may still be live. */
  async sessionsEndedSince(since: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: refreshFamilies.id })
      .from(refreshFamilies)
      .where(gt(refreshFamilies.revokedAt, since));
    return rows.map((row) => row.id);
  }
}
