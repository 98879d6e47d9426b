import {
  FEATURE_LABELS,
  featuresIntroducedBy,
  isPremiumTier,
  TIER_TYPES,
  tierAllows,
  tierTypeFromName,
  VANTAGE_FEATURES,
} from '@vantage/contracts/billing';
import { PLAN_KEPT_BETS } from '@vantage/contracts/bet-book-rules';
import { PLAN_MAX_PROJECTS, PLAN_STORAGE_BYTES } from '@vantage/contracts/watchlist-rules';
import { DEFAULT_TIERS_SEED_FILE } from '../paths';
import { loadTiersSeed } from './seed';

describe('what each tier unlocks', () => {
  test('the matrix: Free sees every game, Basic adds analysis, EV and track record, Pro adds the explorer and API', () => {
    const matrix = Object.fromEntries(
      [null, ...TIER_TYPES].map((tier) => [tier ?? 'guest', VANTAGE_FEATURES.filter((f) => tierAllows(tier, f))]),
    );
    expect(matrix).toEqual({
      guest: [],
      free: ['game_insights'],
      basic: ['game_insights', 'comprehensive_analysis', 'expected_value', 'algorithm_performance'],
      pro: [...VANTAGE_FEATURES],
    });
  });

  test('premium means Basic or above; the spec names map to tiers', () => {
    expect([undefined, 'free', 'basic', 'pro'].map((tier) => isPremiumTier(tier as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(['Premium', 'basic', 'Gold Standard', 'PRO', 'Free', '', 'Platinum'].map(tierTypeFromName)).toEqual([
      'basic',
      'basic',
      'pro',
      'pro',
      'free',
      'free',
      'free',
    ]);
  });

  test('the seed advertises exactly what the matrix unlocks, plus the spec texts', async () => {
    const seed = await loadTiersSeed(DEFAULT_TIERS_SEED_FILE);
    for (const tier of seed.tiers) {
      const advertised = VANTAGE_FEATURES.filter((feature) => tier.features.includes(FEATURE_LABELS[feature]));
      expect({ tier: tier.tier_type, advertised }).toEqual({
        tier: tier.tier_type,
        advertised: featuresIntroducedBy(tier.tier_type),
      });
    }
    const features = (type: string) => seed.tiers.find((tier) => tier.tier_type === type)!.features;
    expect(features('basic')).toEqual(expect.arrayContaining(['Email Support', '10GB Storage']));
    expect(features('pro')).toEqual(expect.arrayContaining(['Priority Support', 'API Access', '100GB Storage']));
  });

  test("the seed's max_projects and storage are the limits svc-sports enforces on watchlists", async () => {
    const seed = await loadTiersSeed(DEFAULT_TIERS_SEED_FILE);
    for (const tier of seed.tiers) {
      expect({ tier: tier.tier_type, max: tier.max_projects }).toEqual({
        tier: tier.tier_type,
        max: PLAN_MAX_PROJECTS[tier.tier_type],
      });
      const advertised = tier.features.map((f) => /^(\d+)GB Storage$/.exec(f)?.[1]).find(Boolean);
      if (advertised) expect(PLAN_STORAGE_BYTES[tier.tier_type]).toBe(Number(advertised) * 1024 ** 3);
    }
  });

  test('the seed says how many bets each plan keeps in My bets, as svc-sports keeps them', async () => {
    const seed = await loadTiersSeed(DEFAULT_TIERS_SEED_FILE);
    const said = (type: string) =>
      seed.tiers.find((tier) => tier.tier_type === type)!.features.filter((f) => f.startsWith('My bets:'));
    // Free names its number; Basic says every bet, and Pro has everything in Basic.
    expect(PLAN_KEPT_BETS.free).not.toBeNull();
    expect(said('free')).toEqual([`My bets: your ${PLAN_KEPT_BETS.free} most recent bets kept`]);
    expect(PLAN_KEPT_BETS.basic).toBeNull();
    expect(said('basic')).toEqual(['My bets: every bet kept']);
    expect(PLAN_KEPT_BETS.pro).toBeNull();
    expect(seed.tiers.find((tier) => tier.tier_type === 'pro')!.features).toContain('Everything in Basic');
  });
});
