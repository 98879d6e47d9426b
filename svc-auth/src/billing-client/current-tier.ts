import type { TierType } from '@vantage/contracts/tiers';
import type { UserRow } from '../db/schema';
import type { RightsRegistry } from '../rights/registry';
import type { TierClient } from './tier-client';

/** How long a tier read from svc-billing is reused: a downgrade reaches API keys and digests within it. */
const TIER_REUSE_MS = 2000;

/**
 * The member's plan as svc-billing says now (reused for two seconds), for what svc-auth does on a member's
 * behalf without a token of theirs (API keys, the daily digest). When billing does not answer: the remembered
 * tier only if billing confirmed it after the member's last rights change, as for tokens; else Free.
 */
export class CurrentTier {
  private readonly reads = new Map<string, { tier: TierType; readAt: number }>();

  constructor(private readonly deps: { tiers: TierClient; rights: RightsRegistry }) {}

  async of(user: Pick<UserRow, 'id' | 'tier' | 'tierCheckedAt'>): Promise<TierType> {
    const cached = this.reads.get(user.id);
    if (cached && Date.now() - cached.readAt < TIER_REUSE_MS) return cached.tier;
    const reported = await this.deps.tiers.fetchTier(user.id);
    if (reported) {
      if (this.reads.size > 10_000) this.reads.clear();
      this.reads.set(user.id, { tier: reported.tier, readAt: Date.now() });
      return reported.tier;
    }
    const stamp = await this.deps.rights.stampOf(user.id);
    const confirmedSinceChange =
      user.tierCheckedAt !== null && (stamp === null || user.tierCheckedAt.getTime() > stamp);
    return confirmedSinceChange ? user.tier : 'free';
  }
}
