// product rules §5 "Best bet": the prices, the expected value and the one bet a game offers against its moneyline,
// spread and total, decided once here (zod-free) for the server that computes them and the screens that word them.
import type { BetMarket, BetSideTaken } from './bet-book-rules';

export type BetSide = 'home' | 'away';

/**
 * The price of either side of a spread or a total where the source gives none (the NBA's lines): the usual −110,
 * always said on screen as assumed.
 */
export const ASSUMED_LINE_PRICE = -110;

/**
 * A value bet whose side the model gives at least this many percentage points more than the de-vigged market
 * is a large disagreement: its EV rests on the model being right where the market is not, so it carries the
 * track record of such bets.
 */
export const LARGE_MARKET_GAP = 10;

/** Decimal odds of an American moneyline (+150 → 2.5, −200 → 1.5). */
export function decimalOdds(moneyline: number): number {
  return moneyline < 0 ? 1 + 100 / -moneyline : 1 + moneyline / 100;
}

/** Implied probability of an American moneyline, vig included. */
export function impliedProbability(moneyline: number): number {
  return 1 / decimalOdds(moneyline);
}

/** The market's home win probability with the bookmaker's margin removed proportionally. */
export function devigHome(homeMoneyline: number, awayMoneyline: number): number {
  const h = impliedProbability(homeMoneyline);
  const a = impliedProbability(awayMoneyline);
  return h / (h + a);
}

const round1 = (x: number) => Math.round(10 * x) / 10 + 0; // + 0 turns -0 into 0

/** EV of a bet at the moneyline with win probability p (0–1): p × decimal odds − 1, in percent, one decimal. */
export function expectedValuePercent(p: number, moneyline: number): number {
  return round1(100 * (p * decimalOdds(moneyline) - 1));
}

/**
 * The American price at which a bet with win probability p (0–1) stops being worth it (EV = 0), rounded to the
 * whole price from which on it is worth it: +400 means +400 or longer pays, −165 means −165 or better (−160, …).
 * Even money (p = 0.5) is +100.
 */
export function breakEvenPrice(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`A win probability strictly between 0 and 1, not ${p}`);
  const exact = p <= 0.5 ? (100 * (1 - p)) / p : (-100 * p) / (1 - p);
  // Tiny float noise must not push an exact price (p = 0.2 → +400) up a whole point.
  const price = Math.ceil(Math.round(exact * 1e6) / 1e6);
  // Just over even money rounds to -100, which bettors write as +100.
  return price === -100 ? 100 : price;
}

/** An American price as printed: '+400' for an underdog, '-150' for a favourite, '+100' for even money. */
export function formatPrice(moneyline: number): string {
  return moneyline > 0 || moneyline === 100 ? `+${moneyline}` : String(moneyline);
}

export interface ValueBet {
  /** The moneyline, or the spread or total (a push returns the stake). */
  market: BetMarket;
  /** home or away (moneyline, spread), over or under (total). */
  side: BetSideTaken;
  /** The spread (points the home side is favoured by) or the total; null for the moneyline. */
  line: number | null;
  /** The American price of the side. */
  price: number;
  /** Its EV in percent (one decimal, above 0). */
  ev: number;
  /** The price at which it stops being worth it (breakEvenPrice). */
  break_even: number;
  /** The model's probability of the side minus the de-vigged market's, in percentage points (one decimal). */
  market_gap: number;
}

/**
 * The game's best bet by the win probability EV is computed from (pHome, 0–1): the side whose EV, as shown (one
 * decimal), is above 0 — the larger one should both be — or null for no bet. The market gap is the model's
 * (pModelHome; the same probability when EV is priced with the model's own).
 */
export function bestBet(pHome: number, line: { home: number; away: number }, pModelHome = pHome): ValueBet | null {
  const marketHome = devigHome(line.home, line.away);
  const sides = (['away', 'home'] as const).map((side) => {
    const p = side === 'home' ? pHome : 1 - pHome;
    const model = side === 'home' ? pModelHome : 1 - pModelHome;
    const price = line[side];
    const market = side === 'home' ? marketHome : 1 - marketHome;
    return { side, p, price, ev: expectedValuePercent(p, price), gap: round1(100 * (model - market)) };
  });
  const best = sides.reduce((a, b) => (b.ev > a.ev ? b : a));
  if (!(best.ev > 0)) return null;
  return {
    market: 'moneyline',
    side: best.side,
    line: null,
    price: best.price,
    ev: best.ev,
    break_even: breakEvenPrice(best.p),
    market_gap: best.gap,
  };
}

/**
 * EV per unit staked, in percent with one decimal, of a bet at an American price that wins with `win` and pushes
 * (stake back) with `push` (both 0–1), losing otherwise: win × (decimal − 1) − lose.
 */
export function lineEvPercent(win: number, push: number, price: number): number {
  const lose = Math.max(0, 1 - win - push);
  return round1(100 * (win * (decimalOdds(price) - 1) - lose));
}

/** One side of a spread or a total: its chance to win and the price it is offered at. */
export interface LineSide {
  side: BetSideTaken;
  win: number;
  price: number;
  /** The model's own chance of the side, for the market gap; `win` when absent (EV priced with the model's). */
  model?: number;
}

/**
 * The better side of a spread or a total (`sides`: home and away, or over and under, with the push's chance),
 * when its EV as shown is above 0; its break-even price is the one at which P(win) / (P(win) + P(lose)) pays even,
 * its market gap the model's own such chance (`model`, else `win`) minus the de-vigged prices' (percentage points).
 */
export function bestLineBet(
  market: Exclude<BetMarket, 'moneyline'>,
  line: number,
  sides: [LineSide, LineSide],
  push: number,
): ValueBet | null {
  const marketFirst = devigHome(sides[0].price, sides[1].price);
  const modelOf = (s: LineSide) => s.model ?? s.win;
  const scored = sides.map((s, i) => {
    const decided = s.win / Math.max(1e-12, sides[0].win + sides[1].win);
    const model = modelOf(s) / Math.max(1e-12, modelOf(sides[0]) + modelOf(sides[1]));
    const fair = i === 0 ? marketFirst : 1 - marketFirst;
    return { ...s, decided, ev: lineEvPercent(s.win, push, s.price), gap: round1(100 * (model - fair)) };
  });
  const best = scored[1].ev > scored[0].ev ? scored[1] : scored[0];
  if (!(best.ev > 0) || !(best.decided > 0 && best.decided < 1)) return null;
  return {
    market,
    side: best.side,
    line,
    price: best.price,
    ev: best.ev,
    break_even: breakEvenPrice(best.decided),
    market_gap: best.gap,
  };
}

/** The bet with the largest EV of a game's markets (null where none has a positive EV). */
export function bestOfMarkets(bets: readonly (ValueBet | null)[]): ValueBet | null {
  return bets.reduce<ValueBet | null>((a, b) => (b && (!a || b.ev > a.ev) ? b : a), null);
}

/** A spread as printed from one side: the home side favoured by 3.5 is "-3.5" for home, "+3.5" for away. */
export function formatSpread(homeFavouredBy: number, side: BetSide): string {
  const points = side === 'home' ? -homeFavouredBy : homeFavouredBy;
  return points > 0 ? `+${points}` : points === 0 ? 'PK' : String(points);
}

/** What a bet is on: 'ARI', 'ARI +3.5', 'Over 47.5'. */
export function betSubject(
  bet: Pick<ValueBet, 'market' | 'side' | 'line'>,
  abbreviations: { home: string; away: string },
) {
  if (bet.side === 'over' || bet.side === 'under') return `${bet.side === 'over' ? 'Over' : 'Under'} ${bet.line}`;
  const team = abbreviations[bet.side];
  return bet.market === 'spread' && bet.line !== null ? `${team} ${formatSpread(bet.line, bet.side)}` : team;
}

/** Whether a value bet depends on a large disagreement with the market (LARGE_MARKET_GAP). */
export function isLargeMarketGap(bet: Pick<ValueBet, 'market_gap'>): boolean {
  return bet.market_gap >= LARGE_MARKET_GAP;
}

/** How the track record's value bets with a large market gap fared, at their listed prices. */
export interface LargeGapRecord {
  bets: number;
  wins: number;
  /** Profit per 100 staked on each (percent, one decimal); null without bets. */
  return_percent: number | null;
}

/** Folds scored value bets into the large-gap record (only those with a large gap count). */
export function largeGapRecord(bets: readonly { bet: ValueBet; won: boolean }[]): LargeGapRecord {
  const large = bets.filter(({ bet }) => isLargeMarketGap(bet));
  const wins = large.filter(({ won }) => won).length;
  const profit = large.reduce((sum, { bet, won }) => sum + (won ? decimalOdds(bet.price) - 1 : -1), 0);
  return {
    bets: large.length,
    wins,
    return_percent: large.length ? round1((100 * profit) / large.length) : null,
  };
}

/** The best-bet line: 'Value on ARI at +420 — worth it at +400 or longer' ('ARI +3.5', 'Over 47.5'), or 'No bet'. */
export function bestBetText(bet: ValueBet | null, abbreviations: { home: string; away: string }): string {
  if (!bet) return 'No bet: no price pays more than our probability says it is worth';
  const until = bet.break_even > 0 ? 'or longer' : 'or better';
  return `Value on ${betSubject(bet, abbreviations)} at ${formatPrice(bet.price)} — worth it at ${formatPrice(bet.break_even)} ${until}`;
}

/** The caveat of a bet with a large market gap: what it rests on and how such bets have paid. */
export function largeGapText(bet: ValueBet, record: LargeGapRecord): string {
  const rests = `This EV rests on the model giving ${bet.market_gap.toFixed(1)} points more than the market.`;
  if (record.bets === 0 || record.return_percent === null)
    return `${rests} The track record has no value bets this far from the market yet.`;
  const won = ((100 * record.wins) / record.bets).toFixed(1);
  const paid = record.return_percent > 0 ? `+${record.return_percent.toFixed(1)}` : record.return_percent.toFixed(1);
  return (
    `${rests} Value bets ${LARGE_MARKET_GAP}+ points from the market won ${record.wins} of ${record.bets} ` +
    `(${won}%) in the track record, ${paid}% per bet.`
  );
}
