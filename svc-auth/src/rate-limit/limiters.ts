import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Options, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type Redis from 'ioredis';
import { normaliseEmail } from '@vantage/contracts/auth-rules';
import { throttled } from '@vantage/service-kit/errors';
import type { DeviceProofs } from '../devices/device-proof';

export interface RateLimitOptions {
  windowSeconds: number;
  perIp: number;
  /** Failed attempts per account from one client (IP): a stranger's guesses throttle only the stranger. */
  perAccount: number;
  /**
   * Failed attempts per account from all clients together, far above what a person types (default ten
   * times perAccount): stops a guess spread over many addresses. Past perAccount, every attempt on the
   * account is slowed down first, a little more each time, rather than refused.
   */
  perAccountGlobal?: number;
  /** The added wait per failure beyond perAccount (default 100 ms, at most 2 s). */
  slowDownStepMs?: number;
  /** Picture uploads per member per window (default 10): each one is seconds of decoding work. */
  picturesPerMember?: number;
  /** Shared counters for several replicas; in-process memory without it. */
  redis?: Redis;
  /** Prefix of the Redis keys. */
  redisPrefix?: string;
  /**
   * Recognises devices that signed in to the account before: at login such a device is counted on its own
   * (per account and device) and never against the account's ceiling, which only unknown devices fill.
   */
  devices?: Pick<DeviceProofs, 'knownDevice'>;
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

const REDIS_TIMEOUT_MS = 500;

/**
 * Counts in Redis (shared by the replicas) while it answers, and in this process's memory when it does
 * not: a Redis outage weakens the limits to per-replica ones instead of switching them off.
 */
class RedisWithMemoryFallback implements Store {
  readonly localKeys = false;
  private readonly memory = new MemoryStore();
  private options?: Options;
  private sharedInit: Promise<boolean> | null = null;

  constructor(private readonly deps: { redis: Redis; shared: Store }) {}

  init(options: Options): void {
    this.options = options;
    this.memory.init(options);
    if (this.deps.redis.status === 'ready') void this.sharedReady();
  }

  /**
   * The Redis store loads its scripts at init. With Redis down that fails (caught: an unhandled rejection
   * would end the process) and is tried again once Redis is back.
   */
  private sharedReady(): Promise<boolean> {
    this.sharedInit ??= Promise.resolve(this.deps.shared.init?.(this.options!)).then(
      () => true,
      () => {
        this.sharedInit = null;
        return false;
      },
    );
    return this.sharedInit;
  }

  private async either<T>(onRedis: () => Promise<T> | T, onMemory: () => Promise<T> | T): Promise<T> {
    // Not connected: do not queue behind reconnection attempts.
    if (this.deps.redis.status !== 'ready' || !(await this.sharedReady())) return onMemory();
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        Promise.resolve(onRedis()),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('redis timeout')), REDIS_TIMEOUT_MS);
        }),
      ]);
    } catch {
      return onMemory();
    } finally {
      clearTimeout(timer);
    }
  }

  increment(key: string) {
    return this.either(
      () => this.deps.shared.increment(key),
      () => this.memory.increment(key),
    );
  }

  decrement(key: string) {
    return this.either(
      () => this.deps.shared.decrement(key),
      () => this.memory.decrement(key),
    );
  }

  resetKey(key: string) {
    return this.either(
      () => this.deps.shared.resetKey(key),
      () => this.memory.resetKey(key),
    );
  }

  shutdown() {
    this.memory.shutdown();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Per-IP, per-account-and-client and per-account limits for the credential endpoints. Each endpoint counts
 * separately; the answer is 429 with Retry-After and a `detail` text.
 */
export class RateLimits {
  readonly login: RequestHandler[];
  readonly staffLogin: RequestHandler[];
  readonly register: RequestHandler[];
  readonly refresh: RequestHandler[];
  readonly passwordReset: RequestHandler[];
  readonly passwordResetConfirm: RequestHandler[];
  readonly contact: RequestHandler[];
  /** After authentication: counted per member (an address may carry many members), before the upload is read. */
  readonly pictureUpload: RequestHandler;

  constructor(options: RateLimitOptions) {
    const windowMs = options.windowSeconds * 1000;

    const perAccountGlobal = options.perAccountGlobal ?? options.perAccount * 10;
    const slowDownStepMs = options.slowDownStepMs ?? 100;

    const store = (name: string): Store | undefined => {
      const redis = options.redis;
      if (!redis) return undefined;
      const shared = new RedisStore({
        prefix: `${options.redisPrefix ?? 'rl:auth:'}${name}:`,
        sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
      });
      return new RedisWithMemoryFallback({ redis, shared });
    };

    const clientIp = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');
    const accountFromClient =
      (account: AccountKey): AccountKey =>
      (req) => {
        const key = account(req);
        return key === null ? null : `${key}:${clientIp(req)}`;
      };

    const recognised = new WeakMap<Request, string | null>();
    const knownDevice = (req: Request): string | null => {
      if (!recognised.has(req)) {
        const email: unknown = (req.body as Record<string, unknown> | undefined)?.email;
        recognised.set(req, typeof email === 'string' ? (options.devices?.knownDevice(req, email) ?? null) : null);
      }
      return recognised.get(req)!;
    };
    /** A known device is its own client wherever it connects from; an unknown one is its address. */
    const accountFromDevice =
      (account: AccountKey): AccountKey =>
      (req) => {
        const key = account(req);
        if (key === null) return null;
        const device = knownDevice(req);
        return device === null ? `${key}:${clientIp(req)}` : `${key}:device:${device}`;
      };
    /** The account's ceiling counts only unknown devices: strangers' guesses cannot lock its own devices out. */
    const fromUnknownDevices =
      (account: AccountKey): AccountKey =>
      (req) =>
        knownDevice(req) === null ? account(req) : null;

    const limiter = (
      name: string,
      limit: number,
      key: AccountKey | 'ip',
      countSuccesses = true,
      requestPropertyName = 'rateLimit',
    ): RequestHandler =>
      rateLimit({
        windowMs,
        limit,
        standardHeaders: 'draft-7',
        legacyHeaders: false,
        store: store(name),
        requestPropertyName,
        skipSuccessfulRequests: !countSuccesses,
        keyGenerator: key === 'ip' ? clientIp : (req) => key(req) ?? '',
        skip: key === 'ip' ? undefined : (req) => key(req) === null,
        handler: (req, _res, next) => {
          const info = (req as unknown as Record<string, { resetTime?: Date } | undefined>)[requestPropertyName];
          const resetTime = info?.resetTime;
          const seconds = resetTime
            ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
            : options.windowSeconds;
          next(throttled(seconds));
        },
      });

    /** Waits longer the more the account's attempts (from everyone) exceed what one person would make. */
    const slowDown: RequestHandler = (req, _res, next) => {
      const used = (req as Request & { accountAttempts?: { used: number } }).accountAttempts?.used ?? 0;
      const excess = used - options.perAccount;
      if (excess <= 0) return next();
      sleep(Math.min(2000, excess * slowDownStepMs)).then(() => next(), next);
    };

    const pair = (name: string, account: AccountKey, countAccountSuccesses = true): RequestHandler[] => [
      limiter(`${name}:ip`, options.perIp, 'ip'),
      limiter(`${name}:account-client`, options.perAccount, accountFromClient(account), countAccountSuccesses),
      limiter(`${name}:account`, perAccountGlobal, account, countAccountSuccesses, 'accountAttempts'),
      slowDown,
    ];

    /**
     * Login's limits. A successful login does not count against the account: only guessing does. A device that
     * signed in to the account before (its proof cookie) has its own per-account allowance, is not slowed down
     * and ignores the account's ceiling; every unknown device (a new browser of the owner as well as a
     * guesser's) is limited per address and shares the ceiling, so after guessing from many addresses the owner
     * signs in at once from a known device, and from a new one once the window of those failures has passed
     * (or at once after resetting the password by email, which makes the device known).
     */
    const login = (name: string): RequestHandler[] => [
      limiter(`${name}:ip`, options.perIp, 'ip'),
      limiter(`${name}:account-client`, options.perAccount, accountFromDevice(bodyEmail), false),
      limiter(`${name}:account`, perAccountGlobal, fromUnknownDevices(bodyEmail), false, 'accountAttempts'),
      slowDown,
    ];

    this.login = login('login');
    this.staffLogin = login('staff-login');
    this.register = pair('register', bodyField('email'));
    this.refresh = pair('refresh', bodyField('refresh'));
    this.passwordReset = pair('password-reset', bodyField('email'));
    this.passwordResetConfirm = pair('password-reset-confirm', bodyField('token'));
    this.contact = pair('contact', sender);
    this.pictureUpload = limiter('picture', options.picturesPerMember ?? 10, (req) =>
      req.auth ? hashed(`user:${req.auth.id}`) : null,
    );
  }
}
