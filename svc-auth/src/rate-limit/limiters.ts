import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type Redis from 'ioredis';
import { normaliseEmail } from '@vantage/contracts/auth';

export interface RateLimitOptions {
  windowSeconds: number;
  perIp: number;
  perAccount: number;
  /** Shared counters for several replicas; in-process memory without it. */
  redis?: Redis;
  /** Prefix of the Redis keys. */
  redisPrefix?: string;
}

/** What identifies "the account" an attempt targets, from the (already parsed) JSON body. */
type AccountKey = (req: Request) => string | null;

// Hashed so keys stay short and no email or token sits in Redis in clear.
const hashed = (value: string) => createHash('sha256').update(value).digest('base64url');

const bodyField =
  (field: string): AccountKey =>
  (req) => {
    const value: unknown = (req.body as Record<string, unknown> | undefined)?.[field];
    if (typeof value !== 'string' || value === '') return null;
    return hashed(field === 'email' ? normaliseEmail(value) : value);
  };

/**
 * The contact form's sender: the signed-in account (its optional authentication runs first), else the
 * body's email, so a signed-in sender cannot dodge the limit by changing the ignored body email.
 */
const bodyEmail = bodyField('email');
const sender: AccountKey = (req) => (req.auth ? hashed(`user:${req.auth.id}`) : bodyEmail(req));

/**
 * Per-IP and per-account limits for the credential endpoints. Each endpoint counts separately; the
 * answer is 429 with Retry-After and a `detail` text.
 */
export function createRateLimits(options: RateLimitOptions) {
  const windowMs = options.windowSeconds * 1000;

  const store = (name: string): Store | undefined => {
    const redis = options.redis;
    if (!redis) return undefined;
    return new RedisStore({
      prefix: `${options.redisPrefix ?? 'rl:auth:'}${name}:`,
      sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
    });
  };

  const limiter = (name: string, limit: number, key: AccountKey | 'ip', countSuccesses = true): RequestHandler =>
    rateLimit({
      windowMs,
      limit,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      store: store(name),
      // Redis down: let the attempt through rather than lock everybody out.
      passOnStoreError: true,
      skipSuccessfulRequests: !countSuccesses,
      keyGenerator: key === 'ip' ? (req) => ipKeyGenerator(req.ip ?? 'unknown') : (req) => key(req) ?? '',
      skip: key === 'ip' ? undefined : (req) => key(req) === null,
      handler: (req, res) => {
        const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
        const seconds = resetTime
          ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
          : options.windowSeconds;
        res.status(429).json({ detail: `Request was throttled. Expected available in ${seconds} seconds.` });
      },
    });

  const pair = (name: string, account: AccountKey, countAccountSuccesses = true): RequestHandler[] => [
    limiter(`${name}:ip`, options.perIp, 'ip'),
    limiter(`${name}:account`, options.perAccount, account, countAccountSuccesses),
  ];

  return {
    // A successful login does not count against the account: only guessing does.
    login: pair('login', bodyField('email'), false),
    staffLogin: pair('staff-login', bodyField('email'), false),
    register: pair('register', bodyField('email')),
    refresh: pair('refresh', bodyField('refresh')),
    passwordReset: pair('password-reset', bodyField('email')),
    passwordResetConfirm: pair('password-reset-confirm', bodyField('token')),
    contact: pair('contact', sender),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
