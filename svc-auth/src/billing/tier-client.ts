import { z } from 'zod';
import { TIER_TYPES, type TierType } from '@vantage/contracts/tiers';
import type { Logger } from '@vantage/service-kit/logger';

const tierAnswerSchema = z.object({ tier: z.enum(TIER_TYPES) });

export interface TierClient {
  /** The user's tier from svc-billing, or null when it does not answer correctly within the timeout. */
  fetchTier(userId: string): Promise<TierType | null>;
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
  return {
    async fetchTier(userId) {
      try {
        const response = await fetch(`${base}/internal/tier/${encodeURIComponent(userId)}`, {
          signal: AbortSignal.timeout(options.timeoutMs ?? 1000),
          headers: { accept: 'application/json', authorization: `Bearer ${options.serviceToken()}` },
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return tierAnswerSchema.parse(await response.json()).tier;
      } catch (err) {
        options.logger.warn({ err, userId }, 'tier lookup failed; using the last known tier');
        return null;
      }
    },
  };
}
