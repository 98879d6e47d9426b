import { createHash } from 'node:crypto';
import { z } from 'zod';
import { HttpClient } from './http-client';
import type { Logger } from './logger';

/**
 * Revocation of rights carried by access tokens. svc-auth stamps a user when their rights change (plan,
 * staff flag, password reset, sign-out everywhere); a token whose `iat` is at or before the stamp's second
 * is refused with 401, so the client refreshes and gets a token with the rights as they are now.
 */
export const REVOCATIONS_PATH = '/internal/revocations';

/**
 * The feed's body: [key of the user id, the last refused `iat` second] pairs, and the keys of sessions that
 * ended (signed out, or revoked on a refresh token's reuse) while their access tokens may still be live.
 */
export interface RevocationFeedBody {
  revoked: [string, number][];
  sessions?: string[];
}

/** User and session ids travel hashed: the feed says nothing about who changed what, only "this token's user". */
export const revocationKey = (id: string) => createHash('sha256').update(id).digest('base64url');

export interface RevocationSource {
  /** The last `iat` second refused for this user, if any. */
  notBefore(userId: string): number | undefined | Promise<number | undefined>;
  /** Whether the session ended; as of the last `notBefore` call (which fetches when stale). */
  sessionEnded(sessionId: string): boolean;
}

const revocationFeedSchema = z.object({
  revoked: z.array(z.tuple([z.string(), z.number()])),
  sessions: z.array(z.string()).optional(),
});

/** One attempt per poll: the next poll, a second later, is the retry. */
const revocationsHttp = new HttpClient({ timeoutMs: 1000, retries: 0, backoffMs: 0 });
/** With no verification for this long the feed stops polling; the next one fetches it first. */
const IDLE_MS = 60_000;

/**
 * Polls svc-auth's revocation feed every `intervalMs` (1 s: a lost right is lost within about 2 s, with no
 * database round trip per request). A verification waits for a fetch only when the last attempt is stale:
 * at first use, after an idle spell, or when svc-auth did not answer. If svc-auth does not answer, the last
 * known stamps keep applying and tokens are otherwise accepted: svc-auth down must not take every read
 * down with it (and nobody can change rights through it meanwhile); the outage is logged.
 */
export function createRevocationFeed(options: { url: string; intervalMs?: number; logger?: Logger }): RevocationSource {
  const intervalMs = options.intervalMs ?? 1000;
  let stamps = new Map<string, number>();
  let endedSessions = new Set<string>();
  let attemptedAt = 0;
  let lastUse = 0;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | null = null;

  const refresh = (): Promise<void> => {
    inFlight ??= revocationsHttp
      .json(options.url, revocationFeedSchema, { name: 'revocation feed' })
      .then((body) => {
        stamps = new Map(body.revoked);
        endedSessions = new Set(body.sessions ?? []);
        if (failing) options.logger?.info('revocation feed answers again');
        failing = false;
      })
      .catch((err: unknown) => {
        if (!failing)
          options.logger?.warn({ err, url: options.url }, 'revocation feed unavailable; last known stamps apply');
        failing = true;
      })
      .finally(() => {
        attemptedAt = Date.now();
        inFlight = null;
      });
    return inFlight;
  };

  const tick = () => {
    if (Date.now() - lastUse > IDLE_MS) {
      clearInterval(timer);
      timer = undefined;
      return;
    }
    void refresh();
  };

  return {
    async notBefore(userId) {
      lastUse = Date.now();
      if (!timer) {
        timer = setInterval(tick, intervalMs);
        timer.unref();
      }
      if (Date.now() - attemptedAt > 2 * intervalMs) await refresh();
      return stamps.size === 0 ? undefined : stamps.get(revocationKey(userId));
    },
    sessionEnded: (sessionId) => endedSessions.size > 0 && endedSessions.has(revocationKey(sessionId)),
  };
}

const feeds = new Map<string, RevocationSource>();

/** One feed per svc-auth address in a process, however many authenticators use it. */
export function sharedRevocationFeed(url: string, logger?: Logger): RevocationSource {
  let feed = feeds.get(url);
  if (!feed) {
    feed = createRevocationFeed({ url, logger });
    feeds.set(url, feed);
  }
  return feed;
}
