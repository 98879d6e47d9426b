import { and, eq, isNull, sql } from 'drizzle-orm';
import { refreshFamilies, refreshTokens } from '../db/schema';
import type { AuthDb, Executor } from '../db/database';

export interface Lifetimes {
  absoluteSeconds: number;
  idleSeconds: number;
  /**
   * How long a spent token still gets a successor: two tabs refreshing at once present the same token, and
   * the second must not end the session. Past it, a spent token is a stolen one.
   */
  reuseGraceSeconds: number;
}

export type Rotation =
  | { outcome: 'rotated'; userId: string; familyId: string }
  /** A spent token came back after the grace: the family is now revoked. */
  | { outcome: 'reused'; familyId: string }
  | { outcome: 'invalid' };

const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

export class SessionRepository {
  constructor(
    private readonly deps: {
      db: AuthDb;
      lifetimes: Lifetimes;
    },
  ) {}

  /** Runs `work` in one transaction, for changes that must commit together with a session change. */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.deps.db.transaction(work);
  }

  /** A new family (one login) with its first refresh token; answers the family's id. */
  async start(userId: string, tokenHash: string): Promise<string> {
    return this.deps.db.transaction(async (tx) => {
      const [family] = await tx
        .insert(refreshFamilies)
        .values({ userId, absoluteExpiresAt: secondsFromNow(this.deps.lifetimes.absoluteSeconds) })
        .returning({ id: refreshFamilies.id });
      await tx.insert(refreshTokens).values({
        tokenHash,
        familyId: family.id,
        idleExpiresAt: secondsFromNow(this.deps.lifetimes.idleSeconds),
      });
      return family.id;
    });
  }

  /**
   * Spends `tokenHash` and stores its successor in the same family. The token and family rows are
   * locked, so of two concurrent uses exactly one rotates and the other sees a spent token: within the
   * grace that one gets a successor of its own (a twin), after it the family is revoked.
   */
  async rotate(tokenHash: string, successorHash: string): Promise<Rotation> {
    return this.deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          familyId: refreshTokens.familyId,
          userId: refreshFamilies.userId,
          spent: sql<boolean>`${refreshTokens.usedAt} is not null`,
          withinGrace: sql<boolean>`${refreshTokens.usedAt} > now() - make_interval(secs => ${this.deps.lifetimes.reuseGraceSeconds})`,
          revoked: sql<boolean>`${refreshFamilies.revokedAt} is not null`,
          expired: sql<boolean>`${refreshTokens.idleExpiresAt} <= now() or ${refreshFamilies.absoluteExpiresAt} <= now()`,
        })
        .from(refreshTokens)
        .innerJoin(refreshFamilies, eq(refreshFamilies.id, refreshTokens.familyId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for('update');
      if (!current || current.revoked) return { outcome: 'invalid' };
      if (current.spent && !current.withinGrace) {
        await tx
          .update(refreshFamilies)
          .set({ revokedAt: sql`now()`, revokedReason: 'reuse' })
          .where(eq(refreshFamilies.id, current.familyId));
        return { outcome: 'reused', familyId: current.familyId };
      }
      if (current.expired) return { outcome: 'invalid' };
      // A twin keeps the spent token's time of use: the grace runs from the first rotation.
      if (!current.spent) {
        await tx
          .update(refreshTokens)
          .set({ usedAt: sql`now()` })
          .where(eq(refreshTokens.tokenHash, tokenHash));
      }
      await tx.insert(refreshTokens).values({
        tokenHash: successorHash,
        familyId: current.familyId,
        // Never beyond the family's absolute lifetime.
        idleExpiresAt: sql`least(${secondsFromNow(this.deps.lifetimes.idleSeconds)}, (select ${refreshFamilies.absoluteExpiresAt} from ${refreshFamilies} where ${refreshFamilies.id} = ${current.familyId}))`,
      });
      return { outcome: 'rotated', userId: current.userId, familyId: current.familyId };
    });
  }

  /** Revokes the family a token (spent or not) belongs to; answers its id, null when the token is unknown. */
  async revokeFamilyOf(tokenHash: string, reason: string): Promise<string | null> {
    const [token] = await this.deps.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!token) return null;
    await this.deps.db
      .update(refreshFamilies)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(refreshFamilies.id, token.familyId), isNull(refreshFamilies.revokedAt)));
    return token.familyId;
  }

  async revokeAllOf(userId: string, reason: string, executor: Executor = this.deps.db): Promise<void> {
    await executor
      .update(refreshFamilies)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(refreshFamilies.userId, userId), isNull(refreshFamilies.revokedAt)));
  }
}
