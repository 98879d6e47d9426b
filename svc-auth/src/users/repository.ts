import { eq, sql } from 'drizzle-orm';
import type { AuthDb, Executor } from '../db/database';
import type { TierType } from '@vantage/contracts/tiers';
import { users, type UserRow } from '../db/schema';

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'email' | 'createdAt'>>;

const UNIQUE_VIOLATION = '23505';

/** True when `err` is a unique violation of the named index (the database's own guarantee). */
export function violates(err: unknown, constraint: string): boolean {
  const cause = (err as { cause?: unknown }).cause ?? err;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError.code === UNIQUE_VIOLATION && pgError.constraint === constraint;
}

export class UserRepository {
  constructor(private readonly db: AuthDb) {}

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    return row;
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  /** Null when the email is taken, even by a signup racing this one (the unique index decides). */
  async insert(values: NewUser): Promise<UserRow | null> {
    const [row] = await this.db.insert(users).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  async update(id: string, changes: UserChanges): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row;
  }

  /** Deletes the user; what is kept for them goes with the row (foreign keys ON DELETE CASCADE). */
  async delete(id: string, executor: Executor = this.db): Promise<boolean> {
    const rows = await executor.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return rows.length > 0;
  }

  /** The tier svc-billing just reported, and when (see the fallback in sessions/service.ts). */
  async rememberTier(id: string, tier: TierType, checkedAt: Date): Promise<void> {
    await this.db.update(users).set({ tier, tierCheckedAt: checkedAt }).where(eq(users.id, id));
  }
}
