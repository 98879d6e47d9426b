import type { Provenance, TrackRecord } from '@vantage/contracts/sports';
import { decimalOdds, devigHome } from '@vantage/contracts/bet-rules';
import { expectedValuePercent } from '../../model/outputs';
import { evProbability, type BlendWeights } from '../../model/blend';
import { CLV_MIN_PICKS, closingLineValue, implausiblePriceAtCommit } from '@vantage/contracts/bet-book-rules';
import {
  flatStakeReturn,
  meanInterval,
  pairedTTest,
  scoreForecasts,
  type FlatStakeReturn,
  type ForecastScore,
} from '../../model/metrics';

/** A scored prediction with the moneyline stored before the game. */
export interface PricedPrediction {
  date: string;
  pHome: number;
  homeWon: boolean;
  homeMoneyline: number;
  awayMoneyline: number;
  /** The stored blend EV is priced with (StoredOutputs.blend); absent: the model's own (rows before it). */
  blend?: BlendWeights | null;
  /** The price when the prediction was committed (closingLineValueSchema says which); absent: none known. */
  atCommit?: PriceAtCommit | null;
}

/** A game's moneylines at the prediction's commitment, and what they are. */
export interface PriceAtCommit {
  basis: 'archive_open' | 'books_at_commit';
  homeMoneyline: number;
  awayMoneyline: number;
}

type Comparison = TrackRecord['comparison'];

/** Differences at or below this p-value are called more than chance. */
export const SIGNIFICANCE = 0.05;

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits + 0;

function forecastRecord(probabilities: number[], outcomes: number[]): Comparison['vantage'] {
  const score: ForecastScore | null = probabilities.length ? scoreForecasts(probabilities, outcomes) : null;
  // A forecast of exactly 50% calls no one; every other forecast calls the side it gives more than half.
  const calls = probabilities.map((p, i) => ({ p, y: outcomes[i] })).filter((c) => c.p !== 0.5);
  const correct = calls.filter((c) => (c.p > 0.5 ? 1 : 0) === c.y).length;
  return {
    brier: score ? score.brier : null,
    log_loss: score ? score.logLoss : null,
    called: calls.length,
    correct,
    accuracy: calls.length ? correct / calls.length : null,
  };
}

function bettingReturn(r: FlatStakeReturn): Comparison['vantage_picks'] {
  const percent = (x: number | null) => (x === null ? null : round(100 * x, 1));
  return { bets: r.bets, won: r.won, roi: percent(r.roi), roi_low: percent(r.low), roi_high: percent(r.high) };
}

/** What EV is priced with: the prediction's blend of model and market (as shown), or the model alone. */
type Pricing = 'blend' | 'model';

/** Both sides' EV at the listed moneylines, to a tenth of a percent. */
function sideEvs(g: PricedPrediction, pricing: Pricing = 'blend'): { home: number; away: number } {
  const p = pricing === 'blend' ? evProbability(g.pHome, g.blend, g) : g.pHome;
  return { home: expectedValuePercent(p, g.homeMoneyline), away: expectedValuePercent(1 - p, g.awayMoneyline) };
}

/**
 * The side Vantage's figures say to bet: the one whose expected value at the listed moneyline (as shown, to a
 * tenth of a percent) is above 0, the better one if both are; null when neither is.
 */
export function positiveEvSide(g: PricedPrediction, pricing: Pricing = 'blend'): 'home' | 'away' | null {
  const { home, away } = sideEvs(g, pricing);
  if (home <= 0 && away <= 0) return null;
  return home >= away ? 'home' : 'away';
}

/** The EV bands of the value picks' table (percent): above `from`, up to `to`. */
export const EV_BUCKETS: { from: number; to: number | null }[] = [
  { from: 0, to: 2 },
  { from: 2, to: 5 },
  { from: 5, to: 10 },
  { from: 10, to: null },
];

/** The value picks by their EV band, each band's flat-stake return and its 95% interval. */
export function evBuckets(games: PricedPrediction[], pricing: Pricing = 'blend'): Comparison['ev_buckets'] {
  const picks = games.flatMap((g) => {
    const side = positiveEvSide(g, pricing);
    return side ? [{ g, side, ev: sideEvs(g, pricing)[side] }] : [];
  });
  return EV_BUCKETS.map(({ from, to }) => {
    const inBand = picks.filter((p) => p.ev > from && (to === null || p.ev <= to));
    return {
      from,
      to,
      ...bettingReturn(
        flatStakeReturn(
          inBand.map(({ g, side }) => ({
            decimalOdds: decimalOdds(side === 'home' ? g.homeMoneyline : g.awayMoneyline),
            won: (side === 'home') === g.homeWon,
          })),
        ),
      ),
    };
  });
}

/** The market's favourite: the side with the shorter price; none at an even line. */
export function marketFavourite(g: PricedPrediction): 'home' | 'away' | null {
  if (g.homeMoneyline === g.awayMoneyline) return null;
  return g.homeMoneyline < g.awayMoneyline ? 'home' : 'away';
}

function bets(games: PricedPrediction[], side: (g: PricedPrediction) => 'home' | 'away' | null) {
  return games.flatMap((g) => {
    const s = side(g);
    if (!s) return [];
    return [
      { decimalOdds: decimalOdds(s === 'home' ? g.homeMoneyline : g.awayMoneyline), won: (s === 'home') === g.homeWon },
    ];
  });
}

/**
 * The value picks' closing-line value: at each game's price at commit, the side the figures say to bet there (EV
 * priced as shown, the blend reading that price as the market), its CLV against the listed (closing) line; the mean
 * and its 95% interval from CLV_MIN_PICKS picks on. A price at commit implausibly far from the close (a data error:
 * implausiblePriceAtCommit) is left out and counted.
 */
export function closingLineValues(games: PricedPrediction[]): Comparison['closing_line_value'] {
  const implausible = (g: PricedPrediction) =>
    !!g.atCommit &&
    implausiblePriceAtCommit(
      { home: g.atCommit.homeMoneyline, away: g.atCommit.awayMoneyline },
      { home: g.homeMoneyline, away: g.awayMoneyline },
    );
  const excluded = games.filter(implausible).length;
  const picks = games.flatMap((g) => {
    if (!g.atCommit || implausible(g)) return [];
    const atCommit = { ...g, homeMoneyline: g.atCommit.homeMoneyline, awayMoneyline: g.atCommit.awayMoneyline };
    const side = positiveEvSide(atCommit);
    if (!side) return [];
    const clv =
      side === 'home'
        ? closingLineValue(atCommit.homeMoneyline, g.homeMoneyline)
        : closingLineValue(atCommit.awayMoneyline, g.awayMoneyline);
    return [{ clv, basis: g.atCommit.basis }];
  });
  const summary = picks.length >= CLV_MIN_PICKS ? meanInterval(picks.map((p) => p.clv)) : null;
  const two = (x: number | undefined) => (x === undefined ? null : round(x, 2));
  return {
    price_at_commit: PRICE_BASES.filter((b) => picks.some((p) => p.basis === b)),
    picks: picks.length,
    beat_close: picks.filter((p) => p.clv > 0).length,
    excluded_implausible: excluded,
    min_picks: CLV_MIN_PICKS,
    mean: two(summary?.mean),
    low: two(summary?.low),
    high: two(summary?.high),
  };
}

const PRICE_BASES = ['archive_open', 'books_at_commit'] as const;

/** Vantage and the de-vigged market on the same games: scores, calls, the paired test, and flat-stake returns. */
export function marketComparison(games: PricedPrediction[]): Comparison {
  const y = games.map((g) => (g.homeWon ? 1 : 0));
  const market = games.map((g) => devigHome(g.homeMoneyline, g.awayMoneyline));
  const vantage = games.map((g) => g.pHome);
  const test = pairedTTest(vantage.map((p, i) => (p - y[i]) ** 2 - (market[i] - y[i]) ** 2));
  return {
    games: games.length,
    vantage: forecastRecord(vantage, y),
    market: forecastRecord(market, y),
    paired: {
      test: 'paired t-test on per-game Brier score differences',
      games: test.games,
      mean_difference: round(test.mean, 5),
      standard_error: round(test.standardError, 5),
      t: round(test.t, 3),
      p_value: round(test.p, 4),
    },
    vantage_picks: bettingReturn(flatStakeReturn(bets(games, (g) => positiveEvSide(g)))),
    market_favourites: bettingReturn(flatStakeReturn(bets(games, marketFavourite))),
    ev_buckets: evBuckets(games),
    model_ev_buckets: evBuckets(games, 'model'),
    closing_line_value: closingLineValues(games),
  };
}

/** The favoured side's forecast against how often it won, in 5-point bins from 50% to 100%, for both. */
export function calibrationBoth(games: PricedPrediction[]): TrackRecord['calibration'] {
  const bins = (probabilities: number[]) => {
    const out = Array.from({ length: 10 }, () => ({ games: 0, p: 0, won: 0 }));
    probabilities.forEach((p, i) => {
      const favourite = Math.max(p, 1 - p);
      const bin = out[Math.min(9, Math.floor((100 * favourite - 50) / 5))];
      bin.games++;
      bin.p += favourite;
      if (p >= 0.5 === games[i].homeWon) bin.won++;
    });
    return out.map((b) =>
      b.games
        ? { games: b.games, predicted: round((100 * b.p) / b.games, 1), observed: round((100 * b.won) / b.games, 1) }
        : null,
    );
  };
  const vantage = bins(games.map((g) => g.pHome));
  const market = bins(games.map((g) => devigHome(g.homeMoneyline, g.awayMoneyline)));
  return vantage
    .map((v, i) => ({ from: 50 + 5 * i, to: 55 + 5 * i, vantage: v, market: market[i] }))
    .filter((b) => b.vantage || b.market);
}

/** A Brier score as the page's table shows it. */
const brier = (x: number) => x.toFixed(4);
const pct = (x: number) => `${x > 0 ? '+' : ''}${x.toFixed(1)}%`;
const count = (n: number) => n.toLocaleString('en-US');

function returnWords(what: string, r: Comparison['vantage_picks']): string {
  if (r.roi === null) return `${what}: no bet.`;
  return (
    `${what}: ${count(r.bets)} bet${r.bets === 1 ? '' : 's'} of one unit returned ${pct(r.roi)} of the stakes ` +
    `(95% interval ${pct(r.roi_low!)} to ${pct(r.roi_high!)}).`
  );
}

/** The comparison in plain words (one source: the About page describes these sentences). */
export function verdict(season: string, record: Provenance, c: Comparison): string[] {
  const predictions = record === 'recorded' ? 'a prediction recorded before it' : 'a reconstructed prediction';
  if (c.games === 0) return [`No game of ${season} had both ${predictions} and a moneyline.`];
  const v = c.vantage.brier!;
  const m = c.market.brier!;
  const lead =
    record === 'recorded'
      ? `On the ${count(c.games)} games of ${season} with a moneyline and a prediction recorded before the game`
      : `On the ${count(c.games)} games of ${season} with a moneyline and a prediction reconstructed afterwards (computed walk-forward from what was known before each game)`;
  const first =
    v === m
      ? `${lead}, Vantage and the de-vigged market had the same Brier score (${brier(v)}).`
      : v < m
        ? `${lead}, Vantage's forecasts scored better: a Brier score of ${brier(v)} against the de-vigged market's ${brier(m)} (lower is better).`
        : `${lead}, the de-vigged market's forecasts scored better: a Brier score of ${brier(m)} against Vantage's ${brier(v)} (lower is better).`;
  const p = c.paired.p_value;
  const chance =
    p <= SIGNIFICANCE
      ? `A paired t-test on the per-game differences gives p = ${p.toFixed(3)}: a gap this size is unlikely to be chance.`
      : `A paired t-test on the per-game differences gives p = ${p.toFixed(2)}: a gap this size could well be chance.`;
  const calls =
    c.vantage.accuracy !== null && c.market.accuracy !== null
      ? `Vantage picked the winner in ${(100 * c.vantage.accuracy).toFixed(1)}% of these games, the market's favourite in ${(100 * c.market.accuracy).toFixed(1)}%.`
      : null;
  return [
    first,
    chance,
    ...(calls ? [calls] : []),
    returnWords("Backing Vantage's positive-EV picks at the listed moneyline", c.vantage_picks),
    returnWords('Always backing the market favourite', c.market_favourites),
  ];
}
