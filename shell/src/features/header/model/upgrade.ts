import type { TierType } from '@vantage/contracts/tiers';

/** The header's Get Premium button: for every member below the top tier, once the plan is known. */
export function offersUpgrade(tier: TierType | undefined): boolean {
  return tier !== undefined && tier !== 'pro';
}
