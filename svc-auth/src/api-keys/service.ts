import {
  API_KEY_CALLS_PER_MINUTE,
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEY_VISIBLE_LENGTH,
  API_KEYS_PER_MEMBER,
} from '@vantage/contracts/api-key-rules';
import { type ApiKey, type ApiKeyCreated, type ApiKeyResolution } from '@vantage/contracts/api-keys';
import type { TierType } from '@vantage/contracts/tiers';
import { conflict, forbidden, HttpError, notFound, throttled } from '@vantage/service-kit/errors';
import type Redis from 'ioredis';
import type { CurrentTier } from '../billing-client/current-tier';
import { hashToken, newOpaqueToken } from '../sessions/opaque-token';
import type { UserRepository } from '../users/repository';
import type { ApiKeyRepository, ApiKeyRow } from './repository';

const MINUTE_MS = 60_000;

const present = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  calls_today: row.callsToday,
});

/**
 * Calls per key and minute: in Redis when configured (every replica counts into one window), else in this
 * process, as the other limits fall back.
 */
class CallCounter {
  private readonly local = new Map<string, { window: number; calls: number }>();

  constructor(private readonly redis?: Redis) {}

  /** Counts a call; the number of calls in this key's current minute, and when that minute ends. */
  async count(keyId: string): Promise<{ calls: number; resetsAt: number }> {
    const window = Math.floor(Date.now() / MINUTE_MS);
    const resetsAt = (window + 1) * MINUTE_MS;
    if (this.redis?.status === 'ready') {
      try {
        const name = `rl:api-key:${keyId}:${window}`;
        const [[, calls]] = (await this.redis.multi().incr(name).pexpire(name, MINUTE_MS).exec()) as [
          [unknown, number],
        ];
        return { calls, resetsAt };
      } catch {
        // Redis failed mid-call: count here rather than let every call through.
      }
    }
    const entry = this.local.get(keyId);
    const calls = entry && entry.window === window ? entry.calls + 1 : 1;
    this.local.set(keyId, { window, calls });
    if (this.local.size > 100_000) this.local.clear();
    return { calls, resetsAt };
  }
}

export class ApiKeyService {
  private readonly counter: CallCounter;

  constructor(
    private readonly deps: {
      keys: ApiKeyRepository;
      users: UserRepository;
      /** The member's plan now: a downgrade stops the keys within seconds. */
      currentTier: CurrentTier;
      redis?: Redis;
    },
  ) {
    this.counter = new CallCounter(deps.redis);
  }

  async create(userId: string, tier: TierType, name: string): Promise<ApiKeyCreated> {
    if (tier !== 'pro') throw forbidden(API_KEY_MESSAGES.proOnly);
    const key = `${API_KEY_PREFIX}${newOpaqueToken()}`;
    const row = await this.deps.keys.create(
      { userId, name, prefix: key.slice(0, API_KEY_VISIBLE_LENGTH), keyHash: hashToken(key) },
      API_KEYS_PER_MEMBER,
    );
    if (!row) throw conflict(API_KEY_MESSAGES.tooMany);
    return { ...present(row), key };
  }

  async list(userId: string): Promise<ApiKey[]> {
    return (await this.deps.keys.list(userId)).map(present);
  }

  async revoke(userId: string, id: string): Promise<void> {
    if (!(await this.deps.keys.revoke(userId, id))) throw notFound(API_KEY_MESSAGES.notFound);
  }

  /**
   * Whose key this is, for a service about to answer a call made with it: an unknown or revoked key, a
   * member no longer on Pro or a key past its calls for the minute is refused; an accepted call is counted.
   */
  async resolve(key: string): Promise<ApiKeyResolution> {
    const found = key.startsWith(API_KEY_PREFIX) ? await this.deps.keys.findActive(hashToken(key)) : undefined;
    const user = found ? await this.deps.users.findById(found.userId) : undefined;
    if (!found || !user || !user.isActive) throw new HttpError(401, { detail: API_KEY_MESSAGES.invalid });
    const tier = await this.deps.currentTier.of(user);
    if (tier !== 'pro') throw forbidden(API_KEY_MESSAGES.notPro);
    const { calls, resetsAt } = await this.counter.count(found.id);
    if (calls > API_KEY_CALLS_PER_MINUTE) {
      const seconds = Math.max(1, Math.ceil((resetsAt - Date.now()) / 1000));
      throw throttled(seconds);
    }
    await this.deps.keys.countCall(found.id);
    return {
      user_id: user.id,
      email: user.email,
      username: user.username,
      tier,
      key_id: found.id,
      remaining: API_KEY_CALLS_PER_MINUTE - calls,
    };
  }
}
