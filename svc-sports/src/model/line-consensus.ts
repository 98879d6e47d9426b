/**
 * The consensus spread and total of a game's polled books (sports.price_history): each book's last line seen before
 * the game's start, the median line across those books, and the median price of each side among the books quoting
 * that line (a price belongs to its line: a book at another line says nothing of this one's price).
 */
import { decimalOdds, devigHome, expectedValuePercent } from '@vantage/contracts/bet-rules';
import { americanFromDecimal } from '@vantage/contracts/bet-book-rules';

/** One polled row of a book: its lines as stored, null where it quoted none. */
export interface PolledLine {
  book: string;
  seenAt: Date | null;
  homeMoneyline: number | null;
  awayMoneyline: number | null;
  spread: number | null;
  spreadHomePrice: number | null;
  spreadAwayPrice: number | null;
  total: number | null;
  overPrice: number | null;
  underPrice: number | null;
}

/** A consensus line: the median point and each side's median price at it (null: no book quotes that point). */
export interface ConsensusSpread {
  /** Points the home side is favoured by. */
  point: number;
  homePrice: number | null;
  awayPrice: number | null;
  books: number;
}

export interface ConsensusTotal {
  point: number;
  overPrice: number | null;
  underPrice: number | null;
  books: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The median American price of a side: the median of the decimal prices, as the moneyline's consensus is made (the
 * odds provider's listed line, the stored line at a time); null without a price.
 */
export const medianPrice = (prices: readonly number[]): number | null =>
  prices.length ? americanFromDecimal(median(prices.map(decimalOdds))) : null;

/**
 * Each book's last quote of a market among `rows` seen before `start` (every row when the start is unknown);
 * `quote` reads the market off a row, null where the row has none.
 */
function lastQuotes<Q>(rows: readonly PolledLine[], start: Date | null, quote: (r: PolledLine) => Q | null): Q[] {
  const last = new Map<string, { at: number; quote: Q }>();
  for (const r of rows) {
    const at = r.seenAt?.getTime() ?? -Infinity;
    if (start && at >= start.getTime()) continue;
    const q = quote(r);
    if (q === null) continue;
    const before = last.get(r.book);
    if (!before || at >= before.at) last.set(r.book, { at, quote: q });
  }
  return [...last.values()].map((l) => l.quote);
}

/** The consensus of one market: the median point, and each side's median price among the books at that point. */
function consensusOf(quotes: readonly Quote[]) {
  if (quotes.length === 0) return null;
  const point = median(quotes.map((q) => q.point));
  const at = quotes.filter((q) => q.point === point);
  return {
    point,
    first: medianPrice(at.map((q) => q.first)),
    second: medianPrice(at.map((q) => q.second)),
    books: quotes.length,
  };
}

/** A book's quote of one market: its point, the first side's price (home, over) and the second's (away, under). */
interface Quote {
  book: string;
  point: number;
  first: number;
  second: number;
}

/** Each book's last spread and total quote among `rows` seen before `start` (every row when it is unknown). */
function quotesBefore(rows: readonly PolledLine[], start: Date | null): { spreads: Quote[]; totals: Quote[] } {
  return {
    spreads: lastQuotes(rows, start, (r) =>
      r.spread === null
        ? null
        : { book: r.book, point: r.spread, first: r.spreadHomePrice!, second: r.spreadAwayPrice! },
    ),
    totals: lastQuotes(rows, start, (r) =>
      r.total === null ? null : { book: r.book, point: r.total, first: r.overPrice!, second: r.underPrice! },
    ),
  };
}

/** The game's consensus spread and total from its polled rows, only those seen before `start` counting. */
export function consensusLinesBefore(
  rows: readonly PolledLine[],
  start: Date | null,
): { spread: ConsensusSpread | null; total: ConsensusTotal | null } {
  const quotes = quotesBefore(rows, start);
  const spread = consensusOf(quotes.spreads);
  const total = consensusOf(quotes.totals);
  return {
    spread: spread && { point: spread.point, homePrice: spread.first, awayPrice: spread.second, books: spread.books },
    total: total && { point: total.point, overPrice: total.first, underPrice: total.second, books: total.books },
  };
}

/** A side's best line across books: its point (the spread's home-favoured-by points, or the total), price and book. */
export interface BestLine {
  point: number;
  price: number;
  book: string;
}

/**
 * The best line of a side among each book's latest quote: the most points in the side's favour (`better`: the
 * first point better than the second), then the highest price at it, then the first book by name.
 */
function bestOf(
  quotes: readonly { book: string; point: number; price: number }[],
  better: (a: number, b: number) => boolean,
): BestLine | null {
  let best: BestLine | null = null;
  for (const q of [...quotes].sort((a, b) => (a.book < b.book ? -1 : a.book > b.book ? 1 : 0))) {
    if (
      !best ||
      better(q.point, best.point) ||
      (q.point === best.point && decimalOdds(q.price) > decimalOdds(best.price))
    )
      best = { point: q.point, price: q.price, book: q.book };
  }
  return best;
}

/**
 * The best line of each side of a market: the first side's (home, over) lowest point, the second side's (away,
 * under) highest, then the best price; null where no book quoted it.
 */
function bestSides(quotes: readonly Quote[]): { books: number; first: BestLine; second: BestLine } | null {
  if (quotes.length === 0) return null;
  const side = (price: (q: Quote) => number) => quotes.map((q) => ({ book: q.book, point: q.point, price: price(q) }));
  return {
    books: quotes.length,
    first: bestOf(
      side((q) => q.first),
      (a, b) => a < b,
    )!,
    second: bestOf(
      side((q) => q.second),
      (a, b) => a > b,
    )!,
  };
}

/**
 * The best line of each side of the spread and the total across books, from each book's latest quote before the
 * game's `start` (in-play lines are not the game's), with the book: the home side's fewest points to give (a spread
 * is the points it is favoured by), the away side's most; the over's lowest total, the under's highest; on a tie of
 * points the best price. Null where no book quoted the market.
 */
export function bestLines(
  rows: readonly PolledLine[],
  start: Date | null,
): {
  spread: { books: number; home: BestLine; away: BestLine } | null;
  total: { books: number; over: BestLine; under: BestLine } | null;
} {
  const quotes = quotesBefore(rows, start);
  const spread = bestSides(quotes.spreads);
  const total = bestSides(quotes.totals);
  return {
    spread: spread && { books: spread.books, home: spread.first, away: spread.second },
    total: total && { books: total.books, over: total.first, under: total.second },
  };
}

/** One point of a market's movement: the consensus line after a poll (or the archive's close), and when. */
export interface LineMovementStep<C> {
  kind: 'close' | 'poll';
  seenAt: Date | null;
  consensus: C;
}

/**
 * The consensus spread and total over time, oldest first: after each poll before `start` that quoted the market,
 * the consensus of each book's last quote by then (as consensusLinesBefore makes it at the start).
 */
export function consensusMovement(
  rows: readonly PolledLine[],
  start: Date | null,
): { spread: LineMovementStep<ConsensusSpread>[]; total: LineMovementStep<ConsensusTotal>[] } {
  const times = [
    ...new Set(rows.flatMap((r) => (r.seenAt && (!start || r.seenAt < start) ? [r.seenAt.getTime()] : []))),
  ].sort((a, b) => a - b);
  const spread: LineMovementStep<ConsensusSpread>[] = [];
  const total: LineMovementStep<ConsensusTotal>[] = [];
  for (const time of times) {
    const polled = rows.filter((r) => r.seenAt?.getTime() === time);
    const then = consensusLinesBefore(
      rows.filter((r) => r.seenAt && r.seenAt.getTime() <= time),
      start,
    );
    const seenAt = new Date(time);
    if (then.spread && polled.some((r) => r.spread !== null))
      spread.push({ kind: 'poll', seenAt, consensus: then.spread });
    if (then.total && polled.some((r) => r.total !== null)) total.push({ kind: 'poll', seenAt, consensus: then.total });
  }
  return { spread, total };
}

/**
 * The EV in percent of each side at its best line, priced with the consensus: the consensus prices at the median
 * point de-vigged proportionally. Null for a side whose best line is at another point than the consensus (another
 * line is another bet, which the consensus does not price) or when no book quotes the median point.
 */
export function bestLineEv(
  best: { first: BestLine; second: BestLine },
  consensus: { point: number; first: number | null; second: number | null } | null,
): { first: number | null; second: number | null } {
  if (!consensus || consensus.first === null || consensus.second === null) return { first: null, second: null };
  const fair = devigHome(consensus.first, consensus.second);
  const ev = (line: BestLine, p: number) =>
    line.point === consensus.point ? expectedValuePercent(p, line.price) : null;
  return { first: ev(best.first, fair), second: ev(best.second, 1 - fair) };
}
