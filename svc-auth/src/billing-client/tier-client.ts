import { internalTierChangesSchema, internalTierSchema } from '@vantage/contracts/billing';
import type { TierType } from '@vantage/contracts/tiers';
import { HttpClient } from '@vantage/service-kit/http-client';
import type { Logger } from '@vantage/service-kit/logger';
import type { z } from 'zod';

/** The user's tier, and when their plan last changed (ms) if it ever did. */
export interface ReportedTier {
  tier: TierType;
  changedAt: number | null;
}

/**
 * Asks svc-billing's internal endpoint (never routed by the gateway) for the tier that goes into tokens,
 * proving who is asking with a short-lived service token.
 */
export class TierClient {
  private readonly base: string;
  private readonly http: HttpClient;
  private changesFailing = false;

  constructor(
    private readonly deps: {
      baseUrl: string;
      logger: Logger;
      serviceToken: () => string;
      timeoutMs?: number;
    },
  ) {
    this.base = deps.baseUrl.replace(/\/+$/, '');
    // One attempt: a sign-in waits for the tier, and the changes are polled every second anyway.
    this.http = new HttpClient({ timeoutMs: deps.timeoutMs ?? 1000, retries: 0, backoffMs: 0 });
  }

  /** Asks svc-billing once for what changed from now on; rejects with why it did not answer correctly. */
  async reach(): Promise<void> {
    await this.get(`/internal/tier-changes?since=${Date.now()}`, internalTierChangesSchema);
  }

  /** The user's tier from svc-billing, or null when it does not answer correctly within the timeout. */
  async fetchTier(userId: string): Promise<ReportedTier | null> {
    try {
      const answer = await this.get(`/internal/tier/${encodeURIComponent(userId)}`, internalTierSchema);
      return { tier: answer.tier, changedAt: answer.changed_at };
    } catch (err) {
      this.deps.logger.warn({ err, userId }, 'tier lookup failed');
      return null;
    }
  }

  /** Users whose plan changed after `since` (ms), or null when svc-billing does not answer correctly. */
  async fetchTierChanges(since: number): Promise<{ userId: string; changedAt: number }[] | null> {
    try {
      const { changes } = await this.get(`/internal/tier-changes?since=${since}`, internalTierChangesSchema);
      this.changesFailing = false;
      return changes.map((change) => ({ userId: change.user_id, changedAt: change.changed_at }));
    } catch (err) {
      // Polled every second: one warning per outage, not one per poll.
      if (!this.changesFailing) this.deps.logger.warn({ err }, 'reading plan changes from svc-billing failed');
      this.changesFailing = true;
      return null;
    }
  }

  private get<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> {
    return this.http.json(`${this.base}${path}`, schema, {
      name: 'svc-billing',
      headers: { authorization: `Bearer ${this.deps.serviceToken()}` },
    });
  }
}
