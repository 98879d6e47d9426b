import type { TokenPair } from '@vantage/contracts/auth';
import { unauthorized } from '@vantage/service-kit/errors';
import { signAccessToken } from '@vantage/service-kit/jwt';
import type { TierType } from '@vantage/contracts/tiers';
import type { TierClient } from '../billing-client/tier-client';
import type { RightsRegistry } from '../rights/registry';
import type { UserRow } from '../db/schema';
import type { KeyStore } from '../keys/key-store';
import type { UserRepository } from '../users/repository';
import { hashToken, newOpaqueToken } from './opaque-token';
import type { SessionRepository } from './repository';

export interface SessionServiceDeps {
  sessions: SessionRepository;
  users: UserRepository;
  keys: KeyStore;
  tiers: TierClient;
  rights: RightsRegistry;
}

/** The lifetime of a token whose tier svc-billing did not confirm: it is asked again soon. */
export const UNCONFIRMED_TIER_TTL_SECONDS = 60;

const refreshRefused = () => unauthorized('Token is invalid or expired');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Access tokens (ES256 JWTs, 15 min) plus opaque refresh tokens rotated within a family. */
export class SessionService {
  constructor(private readonly deps: SessionServiceDeps) {}

  /**
   * Signs an access token with the rights as they are now. Tokens issued at or before the second of the
   * user's rights stamp are refused everywhere, so: wait until that second is over, note the time, then
   * read the rights and sign with that time as `iat` (a change committing meanwhile is stamped later). A
   * plan change billing reports that svc-auth has not stamped yet is stamped here and the read done again
   * after its second, so the token just signed (the one the checkout's success page asks for) is not
   * revoked a moment later when the change would have been learned from the feed.
   */
  async accessTokenFor(given: UserRow, sessionId: string): Promise<string> {
    const { users, keys, tiers, rights } = this.deps;
    for (;;) {
      const stamp = await rights.stampOf(given.id);
      if (stamp !== null && Math.floor(Date.now() / 1000) <= Math.floor(stamp / 1000)) {
        // Checked again after the wait: a Node timer may fire a millisecond early, and a token signed in the
        // stamp's last millisecond would be refused (a fresh login answered 401 now and then).
        await sleep((Math.floor(stamp / 1000) + 1) * 1000 - Date.now());
        continue;
      }
      const readAt = Date.now();
      const user = (await users.findById(given.id)) ?? given;
      const reported = await tiers.fetchTier(user.id);
      if (reported && reported.changedAt !== null) {
        const billingStamp = rights.stampForPlanChange(reported.changedAt);
        if (Math.floor(billingStamp / 1000) >= Math.floor(readAt / 1000)) {
          await rights.record(user.id, undefined, billingStamp);
          continue;
        }
      }
      let tier: TierType;
      if (reported) {
        tier = reported.tier;
        await users.rememberTier(user.id, reported.tier, new Date(readAt));
      } else {
        // svc-billing did not answer: the stored tier only if billing confirmed it after the user's last
        // rights change (a cancellation stamps one), else free; either way a short token, so the real tier
        // is asked for again within a minute. A paying user may see free briefly; a cancelled one never
        // keeps the paid tier.
        const confirmedSinceChange =
          user.tierCheckedAt !== null && (stamp === null || user.tierCheckedAt.getTime() > stamp);
        tier = confirmedSinceChange ? user.tier : 'free';
      }
      return signAccessToken(
        keys.signer,
        { sub: user.id, email: user.email, username: user.username, is_staff: user.isStaff, tier, sid: sessionId },
        reported ? undefined : UNCONFIRMED_TIER_TTL_SECONDS,
        Math.floor(readAt / 1000),
      );
    }
  }

  /** A new session (login, signup). */
  async start(user: UserRow): Promise<TokenPair> {
    const refresh = newOpaqueToken();
    const sessionId = await this.deps.sessions.start(user.id, hashToken(refresh));
    return { access: await this.accessTokenFor(user, sessionId), refresh };
  }

  /**
   * Rotates a refresh token; a 401 when it is unknown, expired, revoked, spent before the grace, or its user
   * is gone. A reuse after the grace ends the session, its access tokens included.
   */
  async refresh(presented: string): Promise<{ tokens: TokenPair; user: UserRow }> {
    const refresh = newOpaqueToken();
    const rotation = await this.deps.sessions.rotate(hashToken(presented), hashToken(refresh));
    if (rotation.outcome === 'reused') this.deps.rights.endSession(rotation.familyId);
    if (rotation.outcome !== 'rotated') throw refreshRefused();
    const user = await this.deps.users.findById(rotation.userId);
    if (!user || !user.isActive) throw refreshRefused();
    return { tokens: { access: await this.accessTokenFor(user, rotation.familyId), refresh }, user };
  }

  /** Signs the user out everywhere: every session, and every access token issued until now. */
  async endAll(userId: string): Promise<void> {
    const { sessions, rights } = this.deps;
    await sessions.transaction(async (tx) => {
      await sessions.revokeAllOf(userId, 'logout-all', tx);
      await rights.record(userId, tx);
    });
  }

  /**
   * Ends the session the token belongs to, its access tokens included. Unknown tokens are ignored: logout
   * always succeeds.
   */
  async end(presented: string): Promise<void> {
    const sessionId = await this.deps.sessions.revokeFamilyOf(hashToken(presented), 'logout');
    if (sessionId) this.deps.rights.endSession(sessionId);
  }
}
