/**
 * MLB's run line and total back-test (`--market spread|total`): every game walked forward by the served model
 * (selection.ts MLB_SERVED), its run distributions (markets.ts) scored at the archive's lines beside their
 * de-vigged prices, as the other leagues' (data/backtest/markets.ts). The run line and its prices are SBR's
 * (2014–2021); the total's prices SBR's (2010–2021), ScoresAndOdds' totals of 2022–2023 without prices taken at
 * −110 both sides.
 */
import { loadGames, type BacktestInput } from '../../data/backtest/backtest';
import { pooledMarketTable, scoredLines, seasonMarketOutcome, type LineMarket } from '../../data/backtest/markets';
import type { Game } from '../../data/games';
import { walkForward, type PredictedGame } from '../../model/walk-forward';
import { linedGame, mlbMarketForecasts, type MlbMarketInput } from './markets';
import { MLB_SERVED } from './selection';
import type { BacktestOutcome } from '../league';

/** What the markets read of MLB's walked-forward predictions: expected runs and the win probability. */
export function marketInput(p: PredictedGame): MlbMarketInput {
  return {
    id: p.game.id,
    season: p.game.season,
    date: p.game.date,
    expectedHome: p.inputs.home.runs.expected,
    expectedAway: p.inputs.away.runs.expected,
    pHome: p.pHome,
    homeScore: p.game.result?.homeScore ?? null,
    awayScore: p.game.result?.awayScore ?? null,
  };
}

function scored(input: Omit<BacktestInput, 'season'>, lastSeason: number, market: LineMarket) {
  const { games } = loadGames(input, lastSeason);
  const walked = walkForward(games, input.teams, input.parks, { ...input.options, ...MLB_SERVED });
  const forecasts = mlbMarketForecasts(walked.map(marketInput));
  return scoredLines(
    market,
    games.map((g: Game) => linedGame(g)),
    forecasts,
  );
}

export function mlbMarketBacktest(
  input: Omit<BacktestInput, 'season'>,
  season: number,
  market: LineMarket,
): BacktestOutcome {
  return seasonMarketOutcome('mlb', season, market, scored(input, season, market));
}

export function mlbMarketPooled(input: Omit<BacktestInput, 'season'>, market: LineMarket): string {
  return pooledMarketTable('mlb', market, scored(input, Infinity, market));
}
