import type { TokenPair } from '@vantage/contracts/auth';
import { signAccessToken } from '@vantage/service-kit/jwt';
import type { TierClient } from '../billing/tier-client';
import type { UserRow } from '../database/schema';
import type { KeyStore } from '../keys/key-store';
import type { UserRepository } from '../users/repository';
import { hashToken, newOpaqueToken } from './opaque-token';
import type { SessionRepository } from './repository';

export interface SessionServiceDeps {
  sessions: SessionRepository;
  users: UserRepository;
  keys: KeyStore;
  tiers: TierClient;
}

/** Access tokens (ES256 JWTs, 15 min) plus opaque refresh tokens rotated within a family. */
export function createSessionService({ sessions, users, keys, tiers }: SessionServiceDeps) {
  /** Signs an access token; the tier comes fresh from svc-billing, else from the last one it reported. */
  async function accessTokenFor(user: UserRow): Promise<string> {
    const reported = await tiers.fetchTier(user.id);
    if (reported && reported !== user.tier) await users.rememberTier(user.id, reported);
    return signAccessToken(keys.signer, {
      sub: user.id,
      email: user.email,
      username: user.username,
      is_staff: user.isStaff,
      tier: reported ?? user.tier,
    });
  }

  return {
    accessTokenFor,

    /** A new session (login, signup). */
    async start(user: UserRow): Promise<TokenPair> {
      const refresh = newOpaqueToken();
      await sessions.start(user.id, hashToken(refresh));
      return { access: await accessTokenFor(user), refresh };
    },

    /** Rotates a refresh token; null when it is unknown, expired, revoked, spent, or its user is gone. */
    async refresh(presented: string): Promise<{ tokens: TokenPair; user: UserRow } | null> {
      const refresh = newOpaqueToken();
      const rotation = await sessions.rotate(hashToken(presented), hashToken(refresh));
      if (rotation.outcome !== 'rotated') return null;
      const user = await users.findById(rotation.userId);
      if (!user || !user.isActive) return null;
      return { tokens: { access: await accessTokenFor(user), refresh }, user };
    },

    /** Ends the session the token belongs to. Unknown tokens are ignored: logout always succeeds. */
    async end(presented: string): Promise<void> {
      await sessions.revokeFamilyOf(hashToken(presented), 'logout');
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
