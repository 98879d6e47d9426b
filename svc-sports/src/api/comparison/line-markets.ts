/**
 * A game's spread and total as the list entry carries them, from the forecast recorded with its prediction
 * (sports.market_forecasts): the line and chances as stored, the prices as the source gave them (the usual −110,
 * said to be assumed, where it gave none), EV at those prices. The chances shown are the model's (Vantage's);
 * EV and the best bet of these markets are priced with the season's blend of those chances and the de-vigged prices
 * stored beside them (model/markets/line-blend.ts), as the moneyline's are; a row stored before the blend has none
 * and is priced with its chances (svc-sports README, "Spreads and totals").
 */
import { ASSUMED_LINE_PRICE, bestLineBet, lineEvPercent, type ValueBet } from '@vantage/contracts/bet-rules';
import type { Spread, Total } from '@vantage/contracts/sports';
import type { BlendWeights } from '../../model/blend';
import { blendedChances } from '../../model/markets/line-blend';
import type { MarketForecastRow } from './repository';

const percent = (p: number) => Math.round(1000 * p) / 10 + 0;
const round1 = (x: number) => Math.round(10 * x) / 10 + 0;

/** One market of the row: line, chances (0–1) and prices, null where the row has no such line. */
function marketOf(
  line: number | null,
  chances: [number | null, number | null, number | null],
  prices: [number | null, number | null],
  blend: BlendWeights | null,
) {
  const [first, second, push] = chances;
  if (line === null || first === null || second === null || push === null) return null;
  const assumed = prices[0] === null || prices[1] === null;
  const priced = assumed ? [ASSUMED_LINE_PRICE, ASSUMED_LINE_PRICE] : (prices as [number, number]);
  // The chances EV is priced with: the blend's (null column: a row from before it, the model's own).
  const ev = blendedChances(blend ?? undefined, { first, second, push }, { first: priced[0], second: priced[1] });
  return { line, first, second, push, prices: priced, assumed, ev };
}

const spreadOf = (m: MarketForecastRow) =>
  marketOf(
    m.spreadLine,
    [m.pHomeCover, m.pAwayCover, m.pSpreadPush],
    [m.spreadHomePrice, m.spreadAwayPrice],
    m.spreadBlend,
  );
const totalOf = (m: MarketForecastRow) =>
  marketOf(m.totalLine, [m.pOver, m.pUnder, m.pTotalPush], [m.overPrice, m.underPrice], m.totalBlend);

export function spreadPayload(m: MarketForecastRow): Spread | null {
  const s = spreadOf(m);
  if (!s) return null;
  return {
    line: s.line,
    home_price: s.prices[0],
    away_price: s.prices[1],
    prices_assumed: s.assumed,
    home_cover_probability: percent(s.first),
    away_cover_probability: percent(s.second),
    push_probability: percent(s.push),
    home_ev: lineEvPercent(s.ev.first, s.push, s.prices[0]),
    away_ev: lineEvPercent(s.ev.second, s.push, s.prices[1]),
    expected_margin: round1(m.expectedMargin),
  };
}

export function totalPayload(m: MarketForecastRow): Total | null {
  const t = totalOf(m);
  if (!t) return null;
  return {
    line: t.line,
    over_price: t.prices[0],
    under_price: t.prices[1],
    prices_assumed: t.assumed,
    over_probability: percent(t.first),
    under_probability: percent(t.second),
    push_probability: percent(t.push),
    over_ev: lineEvPercent(t.ev.first, t.push, t.prices[0]),
    under_ev: lineEvPercent(t.ev.second, t.push, t.prices[1]),
    expected_total: round1(m.expectedTotal),
  };
}

/** The better value bet of the spread and of the total (each null without a positive EV). */
export function lineMarketBets(m: MarketForecastRow): (ValueBet | null)[] {
  const s = spreadOf(m);
  const t = totalOf(m);
  return [
    s &&
      bestLineBet(
        'spread',
        s.line,
        [
          { side: 'home', win: s.ev.first, model: s.first, price: s.prices[0] },
          { side: 'away', win: s.ev.second, model: s.second, price: s.prices[1] },
        ],
        s.push,
      ),
    t &&
      bestLineBet(
        'total',
        t.line,
        [
          { side: 'over', win: t.ev.first, model: t.first, price: t.prices[0] },
          { side: 'under', win: t.ev.second, model: t.second, price: t.prices[1] },
        ],
        t.push,
      ),
  ];
}

/** Below Basic: the chances and the expected margin and total, without the prices and the EV they would give. */
export function withoutPrices<T extends Spread | Total>(market: T | null): T | null {
  if (!market) return null;
  return 'home_price' in market
    ? { ...market, home_price: null, away_price: null, home_ev: null, away_ev: null }
    : { ...market, over_price: null, under_price: null, over_ev: null, under_ev: null };
}
