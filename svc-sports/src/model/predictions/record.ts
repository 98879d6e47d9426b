import type { GameOdds } from '../../data/games';
import type { StoredOutputs, StoredTrend } from '../../db/schema';
import { predictionOutputs, type PredictionOutputs } from '../outputs';
import { evProbability } from '../blend';
import type { ShownTrend } from '../trends/engine';

/** product rules §9: up to 6 trends per side are shown in the game detail. */
export const SHOWN_TRENDS = 6;

/** The display figures of a recorded prediction: EV priced with its blend of model and market. */
export function displayOutputs(pHome: number, outputs: StoredOutputs, odds: GameOdds | null): PredictionOutputs {
  return predictionOutputs(
    pHome,
    outputs.factors,
    outputs.trend_score,
    odds,
    evProbability(pHome, outputs.blend, odds),
  );
}

export function storedTrends(records: ShownTrend[]): StoredTrend[] {
  return records
    .slice(0, SHOWN_TRENDS)
    .map((r) => [r.key, r.wins, r.losses, r.found, r.since.wins, r.since.losses, r.noise ? 1 : 0]);
}
