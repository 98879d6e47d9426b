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

/** A game's line of a market and its two sides' prices (home covers / over first), null where the source has none. */
export function lineOf(market: LineMarket, g: LeagueGame) {
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
  games: readonly LeagueGame[],
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
): { calibrations: Map<number, Calibration>; blends: Map<number, BlendWeights> } {
  const all = [...new Set([...lines.map((l) => l.season), ...seasons])];
  const calibrations = seasonCalibrations(lines, all);
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
  const forecasts = marketForecasts(model, constants, games, margins);
  const wanted = games.filter((g) => due(g) && forecasts.has(g.id));
  const seasons = wanted.map((g) => g.season);
  const fitted = {
    spread: calibratedAndBlended(decidedLines('spread', games, forecasts), seasons),
    total: calibratedAndBlended(decidedLines('total', games, forecasts), seasons),
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
