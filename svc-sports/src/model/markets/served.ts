/**
 * The spread and total forecast recorded with a game's prediction, the same figures as the back-test's
 * (data/backtest/markets.ts): the walked-forward distributions (league-markets.ts), the chances at the game's line
 * (cover.ts), each season's calibration fitted on the decided lines of the seasons before it only (calibration.ts),
 * and each season's blend of those chances with the market (line-blend.ts), fitted on the same earlier lines.
 */
import type { LeagueGame } from '../../leagues/team-sport/types';
import { spreadChances, totalChances, withoutPush } from './cover';
import { marketForecasts, type MarketConstants, type MarketForecast } from './league-markets';
import {
  CALIBRATION,
  calibratedChances,
  walkForwardCalibrations,
  type Calibration,
  type CalibrationOptions,
  type CalibrationRow,
} from './calibration';
import { lineBlends, type BlendLine } from './line-blend';
import type { BlendWeights } from '../blend';

export type LineMarket = 'spread' | 'total';

/** What the markets read of a game: its teams, result and lines (a team-sport league's game, or MLB's as linedGame). */
export type LinedGame = Pick<
  LeagueGame,
  | 'id'
  | 'season'
  | 'date'
  | 'home'
  | 'away'
  | 'homeScore'
  | 'awayScore'
  | 'spread'
  | 'total'
  | 'spreadPrices'
  | 'totalPrices'
>;

/** A game's line of a market and its two sides' prices (home covers / over first), null where the source has none. */
export function lineOf(market: LineMarket, g: LinedGame) {
  if (market === 'spread') {
    if (g.spread === null) return null;
    const p = g.spreadPrices;
    return { line: g.spread, prices: p ? { first: p.home, second: p.away } : null };
  }
  if (g.total === null) return null;
  const p = g.totalPrices;
  return { line: g.total, prices: p ? { first: p.over, second: p.under } : null };
}

/** The first side's (home covers, over), the second side's and the push's chance at the line. */
export function chancesOf(market: LineMarket, f: MarketForecast, line: number) {
  if (market === 'spread') {
    const c = spreadChances(f.margin, line);
    return { first: c.home, second: c.away, push: c.push };
  }
  const c = totalChances(f.total, line);
  return { first: c.over, second: c.under, push: c.push };
}

/** A market's calibration options: the shared ones, on the league's window of seasons for that market if it has one. */
export function calibrationFor(market: LineMarket, windows?: MarketConstants['calibrationWindow']): CalibrationOptions {
  const window = windows?.[market];
  return window === undefined ? CALIBRATION : { ...CALIBRATION, window };
}

/** A scored line as calibration reads it: its season, the raw chances and the outcome (null: a push). */
export interface DecidedLine {
  season: number;
  first: number;
  second: number;
  outcome: 1 | 0 | null;
}

/** The calibration of each of `seasons`, fitted on the decided (not pushed) lines of the seasons before it. */
export function seasonCalibrations(
  lines: readonly DecidedLine[],
  seasons: readonly number[],
  options: CalibrationOptions = CALIBRATION,
): Map<number, Calibration> {
  const rows: CalibrationRow[] = lines.flatMap((s) =>
    s.outcome === null ? [] : [{ season: s.season, p: withoutPush(s.first, s.second), outcome: s.outcome }],
  );
  return walkForwardCalibrations(rows, [...new Set(seasons)], options);
}

/** Every game with a result, a line of the market and a forecast: the calibration's and the blend's history. */
function decidedLines(
  market: LineMarket,
  games: readonly LinedGame[],
  forecasts: ReadonlyMap<string, MarketForecast>,
): BlendLine[] {
  return games.flatMap((g): BlendLine[] => {
    const f = forecasts.get(g.id);
    const line = lineOf(market, g);
    if (!f || !line || g.homeScore === null || g.awayScore === null) return [];
    const actual = market === 'spread' ? g.homeScore - g.awayScore : g.homeScore + g.awayScore;
    return [
      {
        season: g.season,
        ...chancesOf(market, f, line.line),
        prices: line.prices,
        outcome: actual > line.line ? 1 : actual < line.line ? 0 : null,
      },
    ];
  });
}

/**
 * The lines with each season's chances calibrated walk-forward, and the blend of each of `seasons` fitted on those
 * calibrated lines of the seasons before it: the chances it blends are the ones served then.
 */
export function calibratedAndBlended(
  lines: readonly BlendLine[],
  seasons: readonly number[],
  options: CalibrationOptions = CALIBRATION,
): { calibrations: Map<number, Calibration>; blends: Map<number, BlendWeights> } {
  const all = [...new Set([...lines.map((l) => l.season), ...seasons])];
  const calibrations = seasonCalibrations(lines, all, options);
  const calibrated = lines.map((l) => ({ ...l, ...calibratedChances(calibrations.get(l.season)!, l) }));
  return { calibrations, blends: lineBlends(calibrated, seasons) };
}

/** One market of a game as recorded: the line, the source's prices (null: none), the calibrated chances. */
export interface ServedLine {
  line: number;
  prices: { first: number; second: number } | null;
  first: number;
  second: number;
  push: number;
  /** The season's blend of these chances with the market, which EV is priced with (line-blend.ts). */
  blend: BlendWeights;
}

export interface ServedMarkets {
  gameId: string;
  expectedMargin: number;
  expectedTotal: number;
  spread: ServedLine | null;
  total: ServedLine | null;
}

/**
 * The forecasts of the `due` games: `games` are every game of the league as known on the day (results the clock
 * has not reached hidden), `margins` the win model's expected margin of each. A game without a forecast (the
 * data's first season) gets none; a market without a calibration for the game's season (fewer than
 * CALIBRATION.minGames decided lines before it: the NHL's, whose data has none) is left out.
 */
export function servedMarkets(
  model: Parameters<typeof marketForecasts>[0],
  constants: MarketConstants,
  games: readonly LeagueGame[],
  margins: ReadonlyMap<string, number>,
  due: (g: LeagueGame) => boolean,
): ServedMarkets[] {
  return servedLines(marketForecasts(model, constants, games, margins), games, due, constants.calibrationWindow);
}

/**
 * The served lines of the `due` games from every game's walked-forward forecast (any league's): `games` are every
 * game of the league as known on the day, their lines the calibration's history.
 */
export function servedLines<G extends LinedGame>(
  forecasts: ReadonlyMap<string, MarketForecast>,
  games: readonly G[],
  due: (g: G) => boolean,
  windows?: MarketConstants['calibrationWindow'],
): ServedMarkets[] {
  const wanted = games.filter((g) => due(g) && forecasts.has(g.id));
  const seasons = wanted.map((g) => g.season);
  const fitted = {
    spread: calibratedAndBlended(decidedLines('spread', games, forecasts), seasons, calibrationFor('spread', windows)),
    total: calibratedAndBlended(decidedLines('total', games, forecasts), seasons, calibrationFor('total', windows)),
  };
  return wanted.map((g) => {
    const f = forecasts.get(g.id)!;
    const served = (market: LineMarket): ServedLine | null => {
      const line = lineOf(market, g);
      if (!line) return null;
      // Raw chances are over-confident against the line (README): without earlier lines to calibrate on, none.
      const calibration = fitted[market].calibrations.get(g.season)!;
      if (calibration.games === 0) return null;
      const chances = calibratedChances(calibration, chancesOf(market, f, line.line));
      return { line: line.line, prices: line.prices, ...chances, blend: fitted[market].blends.get(g.season)! };
    };
    return {
      gameId: g.id,
      expectedMargin: f.expectedMargin,
      expectedTotal: f.expectedTotal,
      spread: served('spread'),
      total: served('total'),
    };
  });
}

/** A game's spread and total forecast as sports.market_forecasts stores it. */
export function marketForecastRow(gameId: string, m: ServedMarkets): Record<string, unknown> {
  return {
    game_id: gameId,
    expected_margin: m.expectedMargin,
    expected_total: m.expectedTotal,
    spread_line: m.spread?.line ?? null,
    spread_home_price: m.spread?.prices?.first ?? null,
    spread_away_price: m.spread?.prices?.second ?? null,
    p_home_cover: m.spread?.first ?? null,
    p_away_cover: m.spread?.second ?? null,
    p_spread_push: m.spread?.push ?? null,
    total_line: m.total?.line ?? null,
    over_price: m.total?.prices?.first ?? null,
    under_price: m.total?.prices?.second ?? null,
    p_over: m.total?.first ?? null,
    p_under: m.total?.second ?? null,
    p_total_push: m.total?.push ?? null,
    spread_blend: m.spread?.blend ?? null,
    total_blend: m.total?.blend ?? null,
  };
}
