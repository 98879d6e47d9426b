import type { StoredOutputs } from '../../db/schema';
import type { SideInputs } from './state';
import type { PredictedGame } from './walk-forward';

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
    /** In the order of leagues/mlb/features.ts FEATURE_NAMES. */
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
