import type { ModelParams } from './state';

/** Bumped whenever a formula or constant changes, so every recorded prediction names the model that made it. */
export const MODEL_VERSION = 'Vantage model 5';

/** Constants chosen on seasons up to 2022 (see README: "Model"). */
export const DEFAULT_PARAMS: ModelParams = {
  elo: { k: 4, homeField: 24, carry: 0.67 },
  runs: {
    teamVariance: 0.012,
    teamDrift: 0.00003,
    pitcherVariance: 0.01,
    pitcherDrift: 0.0001,
    pitcherCarry: 0.8,
    newPitcherMean: 0.05,
    parkVariance: 0.01,
    dispersion: 2,
    actualRunsWeight: 0.3,
    fipWeight: 1,
    teamCarry: 0.6,
    seasonVariance: 0.004,
  },
  rates: { decay: 0.97, seasonCarry: 0.7, priorPa: 150 },
};
