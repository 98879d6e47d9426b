import { DEFAULT_FEATURES, type FeatureName, type LeagueModelConstants, type ModelVariant } from '../team-sport/model';
import { variantGrid } from '../team-sport/nested';

const without = (...names: FeatureName[]) => DEFAULT_FEATURES.filter((n) => !names.includes(n));

/**
 * The NFL's menu for the nested walk-forward (leagues/team-sport/nested.ts), beside the constants as they stand: each
 * season takes the one that scored best on the seasons before it (the svc-sports README lists what each season
 * chose and what each variant measures). Three ways to read the quarterback: as the model stands (his points
 * rating and his share of the team's recent starts); regressed toward a newcomer by 16 games of prior (a backup with
 * few starts reads as little more than one) with a veteran of 16 career starts counted as a usual starter on a new
 * team; or not at all. Each with the team ratings' gain and carry and the logistic layer's ridge over the values
 * the earlier attempts tried, with the home field that moves within a season (2020 played without crowds) read
 * either from the running home margin as a feature of the layer (`homeEdge`) or as the home sides' running residual
 * shifting the layer's log-odds (`homeDrift`: 200 games of prior, .995 per game); and the Elo alone, refitted. The
 * home field as the layer fitted it on earlier seasons alone, with neither, is no longer an item: it could not see
 * 2020's fall and was the item chosen for 2020, the one season it left above the plain Elo (svc-sports README).
 */
export function nflVariants(shipped: LeagueModelConstants): ModelVariant[] {
  return [
    ...variantGrid(shipped, [
      [
        { name: 'quarterback as is', changes: { starterPrior: 0, veteranStarts: 0, features: undefined } },
        { name: 'quarterback regressed', changes: { starterPrior: 16, veteranStarts: 16, features: undefined } },
        {
          name: 'no quarterback features',
          changes: { starterPrior: 0, veteranStarts: 0, features: without('who_plays', 'availability') },
        },
      ],
      [0.03, 0.05, 0.08].map((gain) => ({ name: `gain ${gain}`, changes: { gain } })),
      [0.6, 0.8].map((carry) => ({ name: `carry ${carry}`, changes: { carry } })),
      [20, 80, 320].map((ridge) => ({ name: `ridge ${ridge}`, changes: { ridge } })),
      [
        { name: 'home field learned in season', changes: { homeEdge: true } },
        { name: 'home field drifting', changes: { homeEdge: false, homeDrift: 200, homeDriftDecay: 0.995 } },
      ],
    ]),
    { name: 'Elo alone, refitted', changes: { features: ['elo'] } },
  ];
}
