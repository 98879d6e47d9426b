import { ACCESS_TOKEN_TTL_SECONDS } from '@vantage/service-kit/jwt';
import type { Logger } from '@vantage/service-kit/logger';
import { revocationKey, type RevocationFeedBody, type RevocationSource } from '@vantage/service-kit/revocations';
import { repeatEvery } from '@vantage/service-kit/schedule';
import type { TierClient } from '../billing-client/tier-client';
import type { Executor } from '../db/types';
import { COMMIT_MARGIN_MS, type RightsRepository } from './repository';

/** Billing's changes are read again for this long: a change committed late still gets seen. */
const BILLING_OVERLAP_MS = 10_000;

export interface RightsRegistry extends RevocationSource {
  /**
   * Stamps the user inside the caller's transaction (the change and its stamp commit together), at `at`
   * (ms) or now plus the commit margin.
   */
  record(userId: string, executor?: Executor, at?: number): Promise<void>;
  /** The stamp of a plan change svc-billing made at `changedAt` (ms): the same whoever learns of it. */
  stampForPlanChange(changedAt: number): number;
  /**
   * Refuses the access tokens of a session this replica just ended (the database's revocation already
   * committed; the other replicas read it at their next sync).
   */
  endSession(sessionId: string): void;
  /** The user's stamp in ms, read from the database (every replica's changes). */
  stampOf(userId: string): Promise<number | null>;
  /** What svc-auth serves at /internal/revocations for the other services. */
  feed(): RevocationFeedBody;
  /** Reads billing's plan changes and the stamps once (the timer does it every interval). */
  sync(): Promise<void>;
  start(intervalMs: number): void;
  stop(): void;
}

/**
 * svc-auth's view of the rights stamps: every interval it turns svc-billing's plan changes into stamps and
 * reloads the stamps every replica wrote that a live token can predate; it serves them to the other
 * services and checks its own tokens against them.
 */
export function createRightsRegistry(deps: {
  rights: RightsRepository;
  tiers: TierClient;
  logger: Logger;
}): RightsRegistry {
  const { rights, tiers, logger } = deps;
  let stamps = new Map<string, number>();
  let endedSessions = new Set<string>();
  let billingSince = Date.now() - ACCESS_TOKEN_TTL_SECONDS * 1000;
  let stopTimer: (() => void) | null = null;
  let running: Promise<void> | null = null;

  const stampForPlanChange = (changedAt: number) => changedAt + COMMIT_MARGIN_MS;

  async function pullBillingChanges(): Promise<void> {
    const changes = await tiers.fetchTierChanges(billingSince - BILLING_OVERLAP_MS);
    if (!changes) return;
    for (const change of changes) {
      // Deterministic from billing's time, so reading it again (overlap, other replicas) changes nothing.
      const at = stampForPlanChange(change.changedAt);
      if ((stamps.get(change.userId) ?? 0) < at) await rights.stamp(change.userId, new Date(at));
      stamps.set(change.userId, Math.max(stamps.get(change.userId) ?? 0, at));
      billingSince = Math.max(billingSince, change.changedAt);
    }
  }

  async function reload(): Promise<void> {
    const liveTokensSince = new Date(Date.now() - ACCESS_TOKEN_TTL_SECONDS * 1000 - 60_000);
    stamps = await rights.since(liveTokensSince);
    endedSessions = new Set(await rights.sessionsEndedSince(liveTokensSince));
  }

  const sync = () => {
    running ??= pullBillingChanges()
      .then(reload)
      .catch((err: unknown) => logger.warn({ err }, 'reading rights changes failed; trying again'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    async record(userId, executor, at) {
      const stamped = await rights.stamp(userId, at === undefined ? undefined : new Date(at), executor);
      stamps.set(userId, Math.max(stamps.get(userId) ?? 0, stamped));
    },
    stampForPlanChange,
    endSession(sessionId) {
      endedSessions.add(sessionId);
    },
    sessionEnded: (sessionId) => endedSessions.has(sessionId),
    stampOf: (userId) => rights.stampOf(userId),
    notBefore(userId) {
      const stamp = stamps.get(userId);
      return stamp === undefined ? undefined : Math.floor(stamp / 1000);
    },
    feed() {
      return {
        revoked: [...stamps].map(([userId, stamp]) => [revocationKey(userId), Math.floor(stamp / 1000)]),
        sessions: [...endedSessions].map(revocationKey),
      };
    },
    sync,
    start(intervalMs) {
      stopTimer ??= repeatEvery(intervalMs, () => void sync());
    },
    stop() {
      stopTimer?.();
      stopTimer = null;
    },
  };
}
