/**
 * The spread and total back-test of a team-sport league's season (`--market spread|total`): the model's cover
 * (over) probability of each decided game with a line, beside the de-vigged prices of the same line, walked forward
 * as the moneyline's. A push (an integer line landed on) returns the stakes: it is left out of the Brier scores and
 * the bias, and the model's probability is the side's chance once a push is set aside. Where the source has no
 * prices for the line (the NBA's data) both sides are taken at −110, the usual price: the market's probability is
 * then one half, and the report says the prices were assumed. EV and the value picks are priced, as served, with
 * each season's blend of the calibrated chances and the market (model/markets/line-blend.ts), fitted on the seasons
 * before it only; `brier` stays the model's own, `blend_brier` is the blend's on the same games.
 */
import { leaguePredictor } from '../../leagues/team-sport/model';
import { calibrationBins } from '../../model/metrics';
import type { League, LeagueGame } from '../../leagues/team-sport/types';
import { devigTwoWay, marketEvPercent, settledProfit, withoutPush } from '../../model/markets/cover';
import { marketForecasts, type MarketForecast } from '../../model/markets/league-markets';
import { CALIBRATION, calibratedChances, type CalibrationOptions } from '../../model/markets/calibration';
import {
  calibrationFor,
  chancesOf,
  lineOf,
  seasonCalibrations,
  type LinedGame,
  type LineMarket,
} from '../../model/markets/served';
import type { BacktestOutcome } from '../../leagues/league';
import type { TeamSportSpec } from '../../leagues/team-sport/league';
import { marketChosenWords, marketSampleOf } from './samples';
import { blendedChances, lineBlends } from '../../model/markets/line-blend';
import type { TwoWay } from '../../model/markets/cover';
import type { BlendWeights } from '../../model/blend';

export type { LineMarket };

/** The usual price of either side of a spread or a total, where the source has none. */
export const USUAL_PRICE = -110;

export interface ScoredLine {
  id: string;
  season: number;
  date: string;
  away: string;
  home: string;
  line: number;
  /** The model's expected margin (spread) or total. */
  expected: number;
  actual: number;
  /** Home covers / over; away covers / under; push, from the model's distribution. */
  first: number;
  second: number;
  push: number;
  prices: { first: number; second: number };
  pricesAssumed: boolean;
  /** The de-vigged prices' first-side probability. */
  market: number;
  /** 1 home covered / over, 0 away covered / under, null a push. */
  outcome: 1 | 0 | null;
  /** The chances EV and the picks are priced with: the blend's once blendedLines ran, else the model's. */
  priced: TwoWay;
  /** The season's blend (blendedLines); null before it ran. */
  blend: BlendWeights | null;
}

export interface MarketBacktestSummary {
  market: LineMarket;
  /** Decided games with a line, pushes included (the MAE's games). */
  games: number;
  pushes: number;
  /** Of P(home covers) / P(over), pushes set aside, on the games that did not push. */
  brier: number;
  market_brier: number;
  /** The blend's Brier score (what EV is priced with) on the same games; the model's own before blendedLines. */
  blend_brier: number;
  /** Mean probability minus the observed rate, on the games that did not push. */
  bias: number;
  /** Mean absolute error of the model's expected margin (total) and of the line, against the result. */
  mae: number;
  market_mae: number;
  /** Games whose prices the source gives (the rest were taken at −110 both sides). */
  priced_games: number;
  /** One unit on the side of each game with the larger positive EV at its price (priced): the bets and return. */
  picks: number;
  roi: number | null;
  roi_low: number | null;
  roi_high: number | null;
}

/** Every decided game with a line and a forecast, scored. */
export function scoredLines(
  market: LineMarket,
  games: readonly LinedGame[],
  forecasts: ReadonlyMap<string, MarketForecast>,
): ScoredLine[] {
  return games.flatMap((g): ScoredLine[] => {
    const f = forecasts.get(g.id);
    const line = lineOf(market, g);
    if (!f || !line || g.homeScore === null || g.awayScore === null) return [];
    const actual = market === 'spread' ? g.homeScore - g.awayScore : g.homeScore + g.awayScore;
    const chances = chancesOf(market, f, line.line);
    const prices = line.prices ?? { first: USUAL_PRICE, second: USUAL_PRICE };
    return [
      {
        id: g.id,
        season: g.season,
        date: g.date,
        away: g.away,
        home: g.home,
        line: line.line,
        expected: market === 'spread' ? f.expectedMargin : f.expectedTotal,
        actual,
        ...chances,
        prices,
        pricesAssumed: !line.prices,
        market: devigTwoWay(prices.first, prices.second),
        outcome: actual > line.line ? 1 : actual < line.line ? 0 : null,
        priced: chances,
        blend: null,
      },
    ];
  });
}

/**
 * The lines with each season's probabilities calibrated walk-forward (calibration.ts): fitted on the decided lines
 * of the seasons before it only, the push's chance kept.
 */
export function calibratedLines(scored: ScoredLine[], options: CalibrationOptions = CALIBRATION): ScoredLine[] {
  const calibrations = seasonCalibrations(
    scored,
    scored.map((s) => s.season),
    options,
  );
  return scored.map((s) => {
    const chances = calibratedChances(calibrations.get(s.season)!, s);
    return { ...s, ...chances, priced: chances };
  });
}

/**
 * The calibrated lines priced with each season's blend, fitted on the calibrated lines of the seasons before it
 * only (line-blend.ts): the same figures the served EV is priced with.
 */
export function blendedLines(calibrated: ScoredLine[]): ScoredLine[] {
  const blends = lineBlends(
    calibrated.map((s) => ({ ...s, prices: s.pricesAssumed ? null : s.prices })),
    calibrated.map((s) => s.season),
  );
  return calibrated.map((s) => {
    const blend = blends.get(s.season)!;
    return { ...s, blend, priced: blendedChances(blend, s, s.pricesAssumed ? null : s.prices) };
  });
}

const average = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

export function summarise(market: LineMarket, scored: ScoredLine[]): MarketBacktestSummary {
  const decided = scored.filter((s) => s.outcome !== null);
  const p = decided.map((s) => withoutPush(s.first, s.second));
  const y = decided.map((s) => s.outcome!);
  const bets = scored.flatMap((s) => {
    const { priced } = s;
    const sides = [
      { ev: marketEvPercent(priced.first, s.push, s.prices.first), price: s.prices.first, won: s.outcome === 1 },
      { ev: marketEvPercent(priced.second, s.push, s.prices.second), price: s.prices.second, won: s.outcome === 0 },
    ];
    const best = sides[0].ev >= sides[1].ev ? sides[0] : sides[1];
    if (!(best.ev > 0)) return [];
    return [settledProfit(s.outcome === null ? 'push' : best.won ? 'win' : 'lose', best.price)];
  });
  const roi = bets.length ? average(bets) : null;
  const half =
    bets.length > 1
      ? 1.96 * Math.sqrt(bets.reduce((a, x) => a + (x - roi!) ** 2, 0) / (bets.length - 1) / bets.length)
      : null;
  return {
    market,
    games: scored.length,
    pushes: scored.length - decided.length,
    brier: average(p.map((x, i) => (x - y[i]) ** 2)),
    market_brier: average(decided.map((s, i) => (s.market - y[i]) ** 2)),
    blend_brier: average(decided.map((s, i) => (withoutPush(s.priced.first, s.priced.second) - y[i]) ** 2)),
    bias: average(p) - average(y),
    mae: average(scored.map((s) => Math.abs(s.expected - s.actual))),
    market_mae: average(scored.map((s) => Math.abs(s.line - s.actual))),
    priced_games: scored.filter((s) => !s.pricesAssumed).length,
    picks: bets.length,
    roi,
    roi_low: roi !== null && half !== null ? roi - half : null,
    roi_high: roi !== null && half !== null ? roi + half : null,
  };
}

const f4 = (x: number) => x.toFixed(4);

/** The probabilities grouped by tenths: games, mean probability, observed rate. */
function calibrationLines(lines: ScoredLine[]): string[] {
  const decided = lines.filter((s) => s.outcome !== null);
  return calibrationBins(
    decided.map((s) => withoutPush(s.first, s.second)),
    decided.map((s) => s.outcome!),
    0.1,
  ).map(
    (b) =>
      `  ${b.from.toFixed(1)}–${b.to.toFixed(1)} ${String(b.games).padStart(6)} games  predicted ${(100 * b.predicted).toFixed(1)}%  observed ${(100 * b.observed).toFixed(1)}%`,
  );
}
const signed = (x: number, digits: number) => (x >= 0 ? '+' : '') + x.toFixed(digits);

const blendWords = (w: BlendWeights | null) =>
  w === null
    ? 'no blend'
    : w.games === 0
      ? 'too little earlier history: the market alone'
      : `weight ${w.model} on the model's log-odds, ${w.market} on the market's, fitted on ${w.seasons.join(', ')} (${w.games} games)`;

export function formatMarketReport(
  league: League,
  season: number,
  s: MarketBacktestSummary,
  blend: BlendWeights | null,
): string {
  const what = s.market === 'spread' ? 'P(home covers)' : 'P(over)';
  const unit = s.market === 'spread' ? 'margin' : 'total';
  return [
    `Vantage ${league.toUpperCase()} ${s.market} back-test, season ${season} (${s.games} games with a line, ${s.pushes} pushes)`,
    `season ${season} is ${marketSampleOf(league, season) === 'chosen' ? 'IN SAMPLE' : 'out of sample'}: ${marketChosenWords(league)}`,
    `model   Brier ${f4(s.brier)} of ${what}, pushes set aside, calibrated on the seasons before it; bias ${signed(s.bias, 4)}`,
    `market  Brier ${f4(s.market_brier)}  (de-vigged prices of the same line${s.priced_games < s.games ? `; ${s.games - s.priced_games} games without prices taken at ${USUAL_PRICE} both sides` : ''})`,
    `gap to the market ${signed(s.brier - s.market_brier, 4)}`,
    `blend   Brier ${f4(s.blend_brier)}  (blend − market ${signed(s.blend_brier - s.market_brier, 4)}; ${blendWords(blend)}); EV and the picks are priced with it`,
    `expected ${unit}: MAE ${s.mae.toFixed(2)} (the line's ${s.market_mae.toFixed(2)})`,
    s.roi === null
      ? 'no positive-EV pick'
      : `positive-EV picks: ${s.picks}, ROI ${signed(100 * s.roi, 1)}%${s.roi_low !== null ? ` (95% interval ${signed(100 * s.roi_low, 1)}% to ${signed(100 * s.roi_high!, 1)}%)` : ''}`,
  ].join('\n');
}

/** Every game of `games` forecast walked forward: the win model's margins, then the markets' distributions. */
function forecastsOf(spec: TeamSportSpec, games: LeagueGame[]): Map<string, MarketForecast> {
  const margins = new Map(
    leaguePredictor(spec.model)
      .predict(games)
      .map((p) => [p.gameId, p.margin]),
  );
  return marketForecasts(spec.model, spec.markets, games, margins);
}

/** The season's spread or total back-test as the command prints it. */
export function marketBacktestOutcome(
  spec: TeamSportSpec,
  allGames: LeagueGame[],
  season: number,
  market: LineMarket,
): BacktestOutcome {
  const { league } = spec.model;
  const games = allGames.filter((g) => g.season <= season);
  if (!games.some((g) => g.season === season)) throw new Error(`${league}: no games of season ${season} in the data`);
  return seasonMarketOutcome(
    league,
    season,
    market,
    scoredLines(market, games, forecastsOf(spec, games)),
    calibrationFor(market, spec.markets.calibrationWindow),
  );
}

/** One season's outcome from every scored line up to it (any league's): calibrated walk-forward, then scored. */
export function seasonMarketOutcome(
  league: League,
  season: number,
  market: LineMarket,
  raw: ScoredLine[],
  options: CalibrationOptions = CALIBRATION,
): BacktestOutcome {
  const scored = blendedLines(calibratedLines(raw, options)).filter((s) => s.season === season);
  if (scored.length === 0)
    throw new Error(`${league}: no decided game of season ${season} with a ${market} line and a forecast`);
  const summary = summarise(market, scored);
  const blend = scored[0].blend;
  return {
    summary: { ...summary, blend, sample: marketSampleOf(league, season), constants: marketChosenWords(league) },
    report: formatMarketReport(league, season, summary, blend),
    predictions: {
      columns: ['id', 'date', 'away', 'home', 'line', 'expected', 'p_first', 'p_push', 'market_p', 'actual'],
      rows: scored.map((s) => [
        s.id,
        s.date,
        s.away,
        s.home,
        s.line,
        s.expected.toFixed(2),
        s.first.toFixed(6),
        s.push.toFixed(6),
        s.market.toFixed(6),
        s.actual,
      ]),
    },
    warnings: [],
  };
}

/**
 * Every season walked once (`--pooled --market spread|total`): one row per season, then the seasons the constants
 * were chosen on pooled apart from the rest (out of sample, the figures that count).
 */
export function marketPooledReport(
  spec: TeamSportSpec,
  games: LeagueGame[],
  market: LineMarket,
  options: CalibrationOptions = calibrationFor(market, spec.markets.calibrationWindow),
): string {
  return pooledMarketTable(spec.model.league, market, scoredLines(market, games, forecastsOf(spec, games)), options);
}

/** The per-season table of every scored line (any league's), calibrated walk-forward. */
export function pooledMarketTable(
  league: League,
  market: LineMarket,
  raw: ScoredLine[],
  options: CalibrationOptions = CALIBRATION,
): string {
  const scored = blendedLines(calibratedLines(raw, options));
  if (scored.length === 0) throw new Error(`${league}: no decided game with a ${market} line and a forecast`);
  const pct = (x: number | null) => (x === null ? '—' : signed(100 * x, 1) + '%');
  const row = (name: string, lines: ScoredLine[]) => {
    if (lines.length === 0) return `${name.padEnd(24)} no game`;
    const s = summarise(market, lines);
    return [
      name.padEnd(24),
      String(s.games).padStart(6),
      f4(s.brier).padStart(8),
      f4(s.market_brier).padStart(8),
      signed(s.brier - s.market_brier, 4).padStart(8),
      // The raw rows have no blend (it is fitted on calibrated chances): no blend figure.
      (lines[0].blend ? f4(s.blend_brier) : '—').padStart(8),
      (lines[0].blend ? signed(s.blend_brier - s.market_brier, 4) : '—').padStart(8),
      (lines.every((l) => l.season === lines[0].season) && lines[0].blend ? String(lines[0].blend.model) : '').padStart(
        6,
      ),
      signed(s.bias, 4).padStart(8),
      s.mae.toFixed(2).padStart(7),
      s.market_mae.toFixed(2).padStart(7),
      String(s.picks).padStart(6),
      pct(s.roi).padStart(8),
      `${pct(s.roi_low)} to ${pct(s.roi_high)}`.padStart(20),
    ].join(' ');
  };
  const seasons = [...new Set(scored.map((s) => s.season))].sort((a, b) => a - b);
  const of = (kind: string) => scored.filter((s) => marketSampleOf(league, s.season) === kind);
  return [
    `${league.toUpperCase()} ${market}: ${marketChosenWords(league)}`,
    `${'season'.padEnd(24)} ${'games'.padStart(6)} ${'Brier'.padStart(8)} ${'market'.padStart(8)} ${'gap'.padStart(8)} ${'blend'.padStart(8)} ${'b−mkt'.padStart(8)} ${'w'.padStart(6)} ${'bias'.padStart(8)} ${'MAE'.padStart(7)} ${'line'.padStart(7)} ${'picks'.padStart(6)} ${'ROI'.padStart(8)} ${'95% interval'.padStart(20)}`,
    ...seasons.map((season) =>
      row(
        `${season} (${marketSampleOf(league, season)})`,
        scored.filter((s) => s.season === season),
      ),
    ),
    row('OUT OF SAMPLE', of('untouched')),
    row('in sample', of('chosen')),
    row(
      'OUT OF SAMPLE, raw',
      raw.filter((s) => marketSampleOf(league, s.season) === 'untouched'),
    ),
    row(
      'in sample, raw',
      raw.filter((s) => marketSampleOf(league, s.season) === 'chosen'),
    ),
    '',
    `calibration out of sample (${market === 'spread' ? 'P(home covers)' : 'P(over)'}, pushes set aside, by tenths):`,
    ...calibrationLines(of('untouched')),
  ].join('\n');
}
