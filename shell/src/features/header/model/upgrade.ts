import { isPremiumTier, type TierType } from '@vantage/contracts/tiers';

/**
 * The header's Get Premium button: for a Free member, once the plan is known. Basic is the Premium tier, so
 * Basic and Pro members are not offered it (Pro's upgrade lives on the pages it unlocks and on /pricing).
 */
export function offersUpgrade(tier: TierType | undefined): boolean {
  return tier !== undefined && !isPremiumTier(tier);
}
