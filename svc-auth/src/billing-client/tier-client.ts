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

export interface TierClient {
  /** The user's tier from svc-billing, or null when it does not answer correctly within the timeout. */
  fetchTier(userId: string): Promise<ReportedTier | null>;
  /** Users whose plan changed after `since` (ms), or null when svc-billing does not answer correctly. */
  fetchTierChanges(since: number): Promise<{ userId: string; changedAt: number }[] | null>;
  /** Asks svc-billing once for what changed from now on; rejects with why it did not answer correctly. */
  reach(): Promise<void>;
}

/**
 * Asks svc-billing's internal endpoint (never routed by the gateway) for the tier that goes into tokens,
 * proving who is asking with a short-lived service token.
 */
export function createTierClient(options: {
  baseUrl: string;
  logger: Logger;
  serviceToken: () => string;
  timeoutMs?: number;
}): TierClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  // One attempt: a sign-in waits for the tier, and the changes are polled every second anyway.
  const http = new HttpClient({ timeoutMs: options.timeoutMs ?? 1000, retries: 0, backoffMs: 0 });
  const get = <T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> =>
    http.json(`${base}${path}`, schema, {
      name: 'svc-billing',
      headers: { authorization: `Bearer ${options.serviceToken()}` },
    });
  let changesFailing = false;
  return {
    async reach() {
      await get(`/internal/tier-changes?since=${Date.now()}`, internalTierChangesSchema);
    },
    async fetchTier(userId) {
      try {
        const answer = await get(`/internal/tier/${encodeURIComponent(userId)}`, internalTierSchema);
        return { tier: answer.tier, changedAt: answer.changed_at };
      } catch (err) {
        options.logger.warn({ err, userId }, 'tier lookup failed');
        return null;
      }
    },
    async fetchTierChanges(since) {
      try {
        const { changes } = await get(`/internal/tier-changes?since=${since}`, internalTierChangesSchema);
        changesFailing = false;
        return changes.map((change) => ({ userId: change.user_id, changedAt: change.changed_at }));
      } catch (err) {
        // Polled every second: one warning per outage, not one per poll.
        if (!changesFailing) options.logger.warn({ err }, 'reading plan changes from svc-billing failed');
        changesFailing = true;
        return null;
      }
    },
  };
}
