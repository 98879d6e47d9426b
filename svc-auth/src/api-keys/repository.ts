import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { apiKeys, apiKeyUsage } from '../db/schema';
import type { AuthDb } from '../db/database';

export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  callsToday: number;
}

export interface ActiveKey {
  id: string;
  userId: string;
}

const today = sql`(now() at time zone 'utc')::date`;

export class ApiKeyRepository {
  constructor(private readonly db: AuthDb) {}

  /**
   * Stores a key unless the member already holds `max` active ones; the count and the insert share a
   * transaction with the member's row locked, so two creations at once cannot both pass the limit.
   */
  async create(
    values: { userId: string; name: string; prefix: string; keyHash: string },
    max: number,
  ): Promise<ApiKeyRow | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from auth.users where id = ${values.userId} for update`);
      const [{ active }] = await tx
        .select({ active: sql<number>`count(*)::int` })
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, values.userId), isNull(apiKeys.revokedAt)));
      if (active >= max) return null;
      const [row] = await tx.insert(apiKeys).values(values).returning();
      return {
        id: row.id,
        name: row.name,
        prefix: row.prefix,
        createdAt: row.createdAt,
        lastUsedAt: null,
        callsToday: 0,
      };
    });
  }

  /** The member's active keys, newest first, with today's calls. */
  async list(userId: string): Promise<ApiKeyRow[]> {
    return this.db
      .select({
        id: apiKeys.id,
        name: apiKeys.name,
        prefix: apiKeys.prefix,
        createdAt: apiKeys.createdAt,
        lastUsedAt: apiKeys.lastUsedAt,
        callsToday: sql<number>`coalesce(${apiKeyUsage.calls}, 0)::int`,
      })
      .from(apiKeys)
      .leftJoin(apiKeyUsage, and(eq(apiKeyUsage.keyId, apiKeys.id), eq(apiKeyUsage.day, today)))
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .orderBy(desc(apiKeys.createdAt));
  }

  /** Revokes one of the member's keys; false when the member has no such active key. */
  async revoke(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .update(apiKeys)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    return rows.length > 0;
  }

  async findActive(keyHash: string): Promise<ActiveKey | undefined> {
    const [row] = await this.db
      .select({ id: apiKeys.id, userId: apiKeys.userId })
      .from(apiKeys)
      .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
    return row;
  }

  /** Counts one call for today and marks the key used, in one statement each way (no read-modify-write). */
  async countCall(keyId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(apiKeyUsage)
        .values({ keyId, day: sql`${today}`, calls: 1 })
        .onConflictDoUpdate({
          target: [apiKeyUsage.keyId, apiKeyUsage.day],
          set: { calls: sql`${apiKeyUsage.calls} + 1` },
        });
      await tx
        .update(apiKeys)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(apiKeys.id, keyId));
    });
  }
}
