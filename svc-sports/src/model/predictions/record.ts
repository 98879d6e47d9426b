import type { GameOdds } from '../../data/games';
import type { StoredOutputs, StoredTrend } from '../../db/schema';
import { predictionOutputs, type PredictionOutputs } from '../outputs';
import { evProbability } from '../blend';
import type { SideInputs } from '../../leagues/mlb/state';
import type { PredictedGame } from '../../leagues/mlb/walk-forward';
import type { ShownTrend } from '../trends/engine';

/** product rules §9: up to 6 trends per side are shown in the game detail. */
export const SHOWN_TRENDS = 6;

const r = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** What is stored beside a prediction: the pre-game facts it was made from (the features carry the rest). */
function sideInputs(s: SideInputs) {
  return {
    elo: r(s.elo, 1),
    starter: s.starter
      ? {
          id: s.starter.id,
          rating: r(s.starter.rating, 4),
          k_minus_bb: r(s.starter.rates.kMinusBb, 4),
          wins: s.starter.wins,
          losses: s.starter.losses,
          starts: s.starter.starts,
        }
      : null,
    record: [s.season.wins, s.season.losses],
    runs: [s.season.runsFor, s.season.runsAgainst],
    last10: [s.last10.wins, s.last10.losses],
    days_off: s.schedule.daysOff,
    travel_miles: Math.round(s.schedule.travelMiles),
  };
}

export type StoredInputs = ReturnType<typeof storedInputs>;

export function storedInputs(p: PredictedGame) {
  return {
    /** In the order of model/features.ts FEATURE_NAMES. */
    features: p.features.map((x) => r(x, 5)),
    fitted_on: p.fittedOn,
    neutral_site: p.inputs.neutralSite,
    divisional: p.inputs.divisional,
    home: sideInputs(p.inputs.home),
    away: sideInputs(p.inputs.away),
  };
}

export function storedOutputs(p: PredictedGame): StoredOutputs {
  const trends = p.trends!;
  const record = (s: SideInputs) => (s.starter ? `${s.starter.wins}-${s.starter.losses}` : null);
  return {
    factors: p.factors,
    trend_score: { home: trends.home.score, away: trends.away.score },
    momentum: { home: trends.home.momentum, away: trends.away.momentum },
    starter_record: { home: record(p.inputs.home), away: record(p.inputs.away) },
  };
}

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
