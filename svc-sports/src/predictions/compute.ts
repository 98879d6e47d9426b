import type { Game } from '../data/games';
import { TeamDirectory, type Park, type Team } from '../data/reference';
import { predictionOutputs } from '../model/outputs';
import { ParkLocator } from '../model/schedule';
import { walkForward, type PredictedGame } from '../model/walkForward';
import { storedInputs, storedOutputs, storedTrends } from './record';

/** Everything a recompute needs, as plain data so it can cross to a worker thread. */
export interface ComputeInput {
  /** Every stored game in date order, results the clock has not reached already hidden. */
  games: Game[];
  teams: Team[];
  parks: Park[];
  since: string;
  today: string;
  /** Games that already have a recorded prediction (never rewritten). */
  existing: string[];
}

export interface ComputedRows {
  predictions: Record<string, unknown>[];
  teamTrends: Record<string, unknown>[];
  computeMs: number;
}

const decided = (p: PredictedGame) =>
  p.game.result && p.game.result.homeScore !== p.game.result.awayScore ? p.game.result : null;

/** Runs the model over every game and returns the rows to insert for the games from `since` to `today` without one. */
export function computePredictionRows(input: ComputeInput): ComputedRows {
  const started = Date.now();
  const existing = new Set(input.existing);
  const firstSeason = Number(input.since.slice(0, 4));
  const predicted = walkForward(input.games, new TeamDirectory(input.teams), new ParkLocator(input.parks), {
    fitFrom: firstSeason,
    trendsFrom: firstSeason - 1,
  }).filter((p) => p.game.date >= input.since && p.game.date <= input.today && !existing.has(p.game.id));
  // Games already decided before today are scored in the same write (only those results were left visible).
  const scoredAt = new Date().toISOString();
  const predictions = predicted.map((p) => {
    const recommendation = predictionOutputs(
      p.pHome,
      p.factors,
      { home: p.trends!.home.score, away: p.trends!.away.score },
      p.game.odds,
    ).predicted_winner;
    const result = decided(p);
    const homeWon = result ? result.homeScore > result.awayScore : null;
    return {
      game_id: p.game.id,
      model_version: p.modelVersion,
      as_of: p.game.date,
      p_home: p.pHome,
      inputs: storedInputs(p),
      outputs: storedOutputs(p),
      recommendation,
      scored_at: result ? scoredAt : null,
      actual_result: homeWon === null ? null : homeWon ? 'home_win' : 'away_win',
      correct: homeWon === null || recommendation === 'neutral' ? null : (recommendation === 'home') === homeWon,
      brier: homeWon === null ? null : (p.pHome - (homeWon ? 1 : 0)) ** 2,
    };
  });
  const teamTrends = predicted.flatMap((p) =>
    (['home', 'away'] as const).map((side) => {
      const t = p.trends![side];
      const result = decided(p);
      return {
        game_id: p.game.id,
        team: side === 'home' ? p.game.home : p.game.away,
        is_home: side === 'home',
        positive: storedTrends(t.positiveRecords),
        negative: storedTrends(t.negativeRecords),
        trend_score: t.score,
        momentum: t.momentum,
        won: result ? (side === 'home') === result.homeScore > result.awayScore : null,
      };
    }),
  );
  return { predictions, teamTrends, computeMs: Date.now() - started };
}
