import { and, eq, sql } from 'drizzle-orm';
import type { FavoriteTeams, Sport } from '@vantage/contracts/auth';
import { digests, users, type UserRow } from '../db/schema';
import type { AuthDb, Executor } from '../db/database';

export interface DigestRecipient {
  user: UserRow;
  sports: Sport[];
  teams: FavoriteTeams;
}

export class DigestRepository {
  constructor(private readonly db: AuthDb) {}

  /**
   * Members who want the digest (email notifications on, active: favourite sports or a watchlist's alerts) and have none for
   * `day` yet, oldest account first, at most `limit`.
   */
  async due(day: string, limit: number): Promise<DigestRecipient[]> {
    const rows = await this.db
      .select()
      .from(users)
      .where(
        and(
          eq(users.emailNotifications, true),
          eq(users.isActive, true),
          sql`not exists (select 1 from ${digests} where ${digests.userId} = ${users.id} and ${digests.day} = ${day})`,
        ),
      )
      .orderBy(users.createdAt)
      .limit(limit);
    return rows.map((user) => ({ user, sports: user.favoriteSports, teams: user.favoriteTeams }));
  }

  /**
   * Records the member's digest of `day` and queues its email in one transaction: false (and nothing queued)
   * when another run or replica recorded it first, so each member gets one per day.
   */
  async record(userId: string, day: string, games: number, queue: (tx: Executor) => Promise<void>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(digests)
        .values({ userId, day, games })
        .onConflictDoNothing()
        .returning({ userId: digests.userId });
      if (inserted.length === 0) return false;
      await queue(tx);
      return true;
    });
  }

  /** Turns the digest off for the member the unsubscribe token names; false for an unknown token. */
  async unsubscribe(mailToken: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ emailNotifications: false, updatedAt: sql`now()` })
      .where(eq(users.mailToken, mailToken))
      .returning({ id: users.id });
    return rows.length > 0;
  }
}
