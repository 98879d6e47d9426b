// The tiers and what each unlocks, without zod: the browser's first page (the shell's header) needs these
// rules, not the payload schemas of billing.ts, which re-exports everything here.
export const TIER_TYPES = ['free', 'basic', 'pro'] as const;
export type TierType = (typeof TIER_TYPES)[number];
export type PaidTierType = Exclude<TierType, 'free'>;

export function isTierType(value: unknown): value is TierType {
  return TIER_TYPES.includes(value as TierType);
}

/** product rules §4/§6: Basic is also shown as Premium, Pro as Gold Standard. The first name is the one we show. */
export const TIER_NAMES: Record<TierType, readonly string[]> = {
  free: ['Free'],
  basic: ['Basic', 'Premium'],
  pro: ['Pro', 'Gold Standard'],
};

/** The tier a displayed name stands for (case-insensitive); anything unknown is Free, as the spec defaults. */
export function tierTypeFromName(name: string | null | undefined): TierType {
  const wanted = (name ?? '').trim().toLowerCase();
  const match = TIER_TYPES.find((tier) => TIER_NAMES[tier].some((alias) => alias.toLowerCase() === wanted));
  return match ?? 'free';
}

/** product rules §9: every paid plan starts with a 14-day free trial. */
export const TRIAL_PERIOD_DAYS = 14;

const TIER_RANK: Record<TierType, number> = { free: 0, basic: 1, pro: 2 };

export function tierRank(tier: TierType): number {
  return TIER_RANK[tier];
}

/** The widget's "non-premium" (product rules §2): anyone below Basic. */
export function isPremiumTier(tier: TierType | null | undefined): boolean {
  return tier != null && TIER_RANK[tier] >= TIER_RANK.basic;
}

// What each tier unlocks in Vantage. Guests (no token) get none of these; their one free insight is a
// separate rule of the game list.
export const VANTAGE_FEATURES = [
  'game_insights',
  'comprehensive_analysis',
  'expected_value',
  'algorithm_performance',
  'trend_explorer',
  'api_access',
] as const;
export type VantageFeature = (typeof VANTAGE_FEATURES)[number];

/** The lowest tier that unlocks each feature; higher tiers include everything below them. */
export const FEATURE_MINIMUM_TIER: Record<VantageFeature, TierType> = {
  game_insights: 'free',
  comprehensive_analysis: 'basic',
  expected_value: 'basic',
  algorithm_performance: 'basic',
  trend_explorer: 'pro',
  api_access: 'pro',
};

/** How a feature is named on the pricing page (svc-billing/seed/tiers.json must list these; a test checks it). */
export const FEATURE_LABELS: Record<VantageFeature, string> = {
  game_insights: "Every game's win probability, Vantage score and trends",
  comprehensive_analysis: 'Comprehensive analysis for every game',
  expected_value: 'Expected value (EV) against the moneyline',
  algorithm_performance: 'Algorithm performance history and calibration',
  trend_explorer: 'Trend explorer',
  api_access: 'API Access',
};

/** True when `tier` unlocks `feature`; `null`/`undefined` means a guest without a token. */
export function tierAllows(tier: TierType | null | undefined, feature: VantageFeature): boolean {
  if (tier == null) return false;
  return TIER_RANK[tier] >= TIER_RANK[FEATURE_MINIMUM_TIER[feature]];
}

/** The features a tier adds on top of the tier below it (what its pricing column advertises). */
export function featuresIntroducedBy(tier: TierType): VantageFeature[] {
  return VANTAGE_FEATURES.filter((feature) => FEATURE_MINIMUM_TIER[feature] === tier);
}
