import { and, eq, gte, lt, notExists, or, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_SECONDS } from '@vantage/service-kit/jwt';
import { outbox, passwordResetTokens, pushAlerts, refreshFamilies, refreshTokens, rightsChanges } from '../db/schema';
import type { AuthDatabase } from '../db/types';

export interface PurgeCounts {
  refreshFamilies: number;
  passwordResetTokens: number;
  sentEmails: number;
  rightsStamps: number;
  pushAlerts: number;
}

/**
 * Deletes credentials nobody can use any more, and delivered emails (a reset email carries a credential). Rows
 * are kept for `graceSeconds` after they became useless, so a replayed token is still recognised for a while
 * before it is forgotten.
 */
export class MaintenanceRepository {
  constructor(private readonly db: AuthDatabase) {}

  async purgeExpired(graceSeconds: number): Promise<PurgeCounts> {
    const cutoff = sql`now() - make_interval(secs => ${graceSeconds})`;
    return this.db.transaction(async (tx) => {
      // A family is dead once its absolute lifetime is over, it was revoked, or its newest token idled
      // out; its tokens go with it (on delete cascade).
      const families = await tx
        .delete(refreshFamilies)
        .where(
          or(
            lt(refreshFamilies.absoluteExpiresAt, cutoff),
            lt(refreshFamilies.revokedAt, cutoff),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(refreshTokens)
                .where(and(eq(refreshTokens.familyId, refreshFamilies.id), gte(refreshTokens.idleExpiresAt, cutoff))),
            ),
          ),
        )
        .returning({ id: refreshFamilies.id });
      const resets = await tx
        .delete(passwordResetTokens)
        .where(or(lt(passwordResetTokens.expiresAt, cutoff), lt(passwordResetTokens.usedAt, cutoff)))
        .returning({ tokenHash: passwordResetTokens.tokenHash });
      const sent = await tx.delete(outbox).where(lt(outbox.sentAt, cutoff)).returning({ id: outbox.id });
      // A stamp matters while a token issued before it can be alive.
      const stamps = await tx
        .delete(rightsChanges)
        .where(
          lt(
            rightsChanges.changedAt,
            sql`now() - make_interval(secs => ${Math.max(graceSeconds, ACCESS_TOKEN_TTL_SECONDS)})`,
          ),
        )
        .returning({ userId: rightsChanges.userId });
      // An alert's row only guards against a second send before its game starts.
      const alerts = await tx
        .delete(pushAlerts)
        .where(lt(pushAlerts.startsAt, cutoff))
        .returning({ id: pushAlerts.subscriptionId });
      return {
        pushAlerts: alerts.length,
        refreshFamilies: families.length,
        passwordResetTokens: resets.length,
        sentEmails: sent.length,
        rightsStamps: stamps.length,
      };
    });
  }
}
