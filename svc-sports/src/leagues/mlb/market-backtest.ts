/**
 * MLB's run line and total back-test (`--market spread|total`): every game walked forward by the served model
 * (selection.ts MLB_SERVED), its run distributions (markets.ts) scored at the archive's lines beside their
 * de-vigged prices, as the other leagues' (data/backtest/markets.ts). The run line and its prices are SBR's
 * (2014–2021); the total's prices SBR's (2010–2021), ScoresAndOdds' totals of 2022–2023 without prices taken at
 * −110 both sides. One season's walk fits the win model from BLEND_SEASONS before it, as the moneyline's
 * back-test and the served predictions do (model/predictions/compute.ts), so its figures are the served ones;
 * `--pooled` walks once with the win model fitted from the second season on.
 */
import { loadGames, type BacktestInput } from './season-backtest';
import { pooledMarketTable, scoredLines, seasonMarketOutcome, type LineMarket } from '../../data/backtest/markets';
import { BLEND_SEASONS } from '../../model/blend';
import type { Game } from '../../data/games';
import { walkForward, type WalkForwardOptions } from './walk-forward';
import { linedGame, marketInput, mlbMarketForecasts } from './markets';
import { MLB_SERVED } from './selection';
import type { BacktestOutcome } from '../league';

/** Every decided game with a line of `market`, scored by the walked-forward distributions (raw chances). */
export function mlbScoredLines(
  games: Game[],
  input: Pick<BacktestInput, 'teams' | 'parks'>,
  options: WalkForwardOptions,
  market: LineMarket,
) {
  const walked = walkForward(games, input.teams, input.parks, { ...options, ...MLB_SERVED });
  return scoredLines(market, games.map(linedGame), mlbMarketForecasts(walked.map(marketInput)));
}

export function mlbMarketBacktest(
  input: Omit<BacktestInput, 'season'>,
  season: number,
  market: LineMarket,
): BacktestOutcome {
  const { games } = loadGames(input, season);
  const options = { ...input.options, fitFrom: season - BLEND_SEASONS };
  return seasonMarketOutcome('mlb', season, market, mlbScoredLines(games, input, options, market));
}

export function mlbMarketPooled(input: Omit<BacktestInput, 'season'>, market: LineMarket): string {
  const { games } = loadGames(input, Infinity);
  return pooledMarketTable('mlb', market, mlbScoredLines(games, input, input.options ?? {}, market));
}
