import { ACCESS_TOKEN_TTL_SECONDS } from '@vantage/service-kit/jwt';
import type { Logger } from '@vantage/service-kit/logger';
import { revocationKey, type RevocationFeedBody, type RevocationSource } from '@vantage/service-kit/revocations';
import { repeatEvery } from '@vantage/service-kit/schedule';
import type { TierClient } from '../billing-client/tier-client';
import type { Executor } from '../db/database';
import { COMMIT_MARGIN_MS, type RightsRepository } from './repository';

/** Billing's changes are read again for this long: a change committed late still gets seen. */
const BILLING_OVERLAP_MS = 10_000;

/**
 * svc-auth's view of the rights stamps: every interval it turns svc-billing's plan changes into stamps and
 * reloads the stamps every replica wrote that a live token can predate; it serves them to the other
 * services and checks its own tokens against them.
 */
export class RightsRegistry implements RevocationSource {
  private stamps = new Map<string, number>();
  private endedSessions = new Set<string>();
  private billingSince = Date.now() - ACCESS_TOKEN_TTL_SECONDS * 1000;
  private stopTimer: (() => void) | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly deps: { rights: RightsRepository; tiers: TierClient; logger: Logger }) {}

  /**
   * Stamps the user inside the caller's transaction (the change and its stamp commit together), at `at`
   * (ms) or now plus the commit margin.
   */
  async record(userId: string, executor?: Executor, at?: number): Promise<void> {
    const stamped = await this.deps.rights.stamp(userId, at === undefined ? undefined : new Date(at), executor);
    this.stamps.set(userId, Math.max(this.stamps.get(userId) ?? 0, stamped));
  }

  /** The stamp of a plan change svc-billing made at `changedAt` (ms): the same whoever learns of it. */
  stampForPlanChange(changedAt: number): number {
    return changedAt + COMMIT_MARGIN_MS;
  }

  /**
   * Refuses the access tokens of a session this replica just ended (the database's revocation already
   * committed; the other replicas read it at their next sync).
   */
  endSession(sessionId: string): void {
    this.endedSessions.add(sessionId);
  }

  sessionEnded(sessionId: string): boolean {
    return this.endedSessions.has(sessionId);
  }

  /** The user's stamp in ms, read from the database (every replica's changes). */
  stampOf(userId: string): Promise<number | null> {
    return this.deps.rights.stampOf(userId);
  }

  notBefore(userId: string): number | undefined {
    const stamp = this.stamps.get(userId);
    return stamp === undefined ? undefined : Math.floor(stamp / 1000);
  }

  /** What svc-auth serves at /internal/revocations for the other services. */
  feed(): RevocationFeedBody {
    return {
      revoked: [...this.stamps].map(([userId, stamp]) => [revocationKey(userId), Math.floor(stamp / 1000)]),
      sessions: [...this.endedSessions].map(revocationKey),
    };
  }

  /** Reads billing's plan changes and the stamps once (the timer does it every interval). */
  sync(): Promise<void> {
    this.running ??= this.pullBillingChanges()
      .then(() => this.reload())
      .catch((err: unknown) => this.deps.logger.warn({ err }, 'reading rights changes failed; trying again'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  start(intervalMs: number): void {
    this.stopTimer ??= repeatEvery(intervalMs, () => void this.sync());
  }

  stop(): void {
    this.stopTimer?.();
    this.stopTimer = null;
  }

  private async pullBillingChanges(): Promise<void> {
    const changes = await this.deps.tiers.fetchTierChanges(this.billingSince - BILLING_OVERLAP_MS);
    if (!changes) return;
    for (const change of changes) {
      // Deterministic from billing's time, so reading it again (overlap, other replicas) changes nothing.
      const at = this.stampForPlanChange(change.changedAt);
      if ((this.stamps.get(change.userId) ?? 0) < at) await this.deps.rights.stamp(change.userId, new Date(at));
      this.stamps.set(change.userId, Math.max(this.stamps.get(change.userId) ?? 0, at));
      this.billingSince = Math.max(this.billingSince, change.changedAt);
    }
  }

  private async reload(): Promise<void> {
    const liveTokensSince = new Date(Date.now() - ACCESS_TOKEN_TTL_SECONDS * 1000 - 60_000);
    this.stamps = await this.deps.rights.since(liveTokensSince);
    this.endedSessions = new Set(await this.deps.rights.sessionsEndedSince(liveTokensSince));
  }
}
