import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordResetTokens, users } from '../db/schema';
import type { AuthDb, Executor } from '../db/database';

/** The token's row while it can still reset a password: unspent and unexpired. */
const usable = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

export class PasswordResetRepository {
  constructor(private readonly db: AuthDb) {}

  /** Stores a token and queues its email in one transaction, so neither exists without the other. */
  async issue(
    userId: string,
    tokenHash: string,
    ttlSeconds: number,
    send: (tx: Executor) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({
        tokenHash,
        userId,
        expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
      });
      await send(tx);
    });
  }

  /** The user a token may reset, without spending it. */
  async findUsable(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(usable(tokenHash));
    return row?.userId;
  }

  /**
   * Spends the token and sets the password in one transaction; every other reset token of the user is
   * spent too and `afterReset` runs inside the same transaction. False when the token was spent meanwhile.
   */
  async consume(
    tokenHash: string,
    passwordHash: string,
    afterReset: (tx: Executor, userId: string) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [token] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(usable(tokenHash))
        .returning({ userId: passwordResetTokens.userId });
      if (!token) return false;
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)));
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(eq(users.id, token.userId));
      await afterReset(tx, token.userId);
      return true;
    });
  }
}
