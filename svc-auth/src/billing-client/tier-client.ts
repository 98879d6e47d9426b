import { internalTierChangesSchema, internalTierSchema } from '@vantage/contracts/billing';
import type { TierType } from '@vantage/contracts/tiers';
import type { Logger } from '@vantage/service-kit/logger';

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
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 1000),
      headers: { accept: 'application/json', authorization: `Bearer ${options.serviceToken()}` },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as unknown;
  };
  let changesFailing = false;
  return {
    async reach() {
      internalTierChangesSchema.parse(await get(`/internal/tier-changes?since=${Date.now()}`));
    },
    async fetchTier(userId) {
      try {
        const answer = internalTierSchema.parse(await get(`/internal/tier/${encodeURIComponent(userId)}`));
        return { tier: answer.tier, changedAt: answer.changed_at };
      } catch (err) {
        options.logger.warn({ err, userId }, 'tier lookup failed');
        return null;
      }
    },
    async fetchTierChanges(since) {
      try {
        const { changes } = internalTierChangesSchema.parse(await get(`/internal/tier-changes?since=${since}`));
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
