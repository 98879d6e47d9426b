/**
 * The consensus spread and total of a game's polled books (sports.price_history): each book's last line seen before
 * the game's start, the median line across those books, and the median price of each side among the books quoting
 * that line (a price belongs to its line: a book at another line says nothing of this one's price).
 */
import { decimalOdds } from '@vantage/contracts/bet-rules';
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

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The median American price of a side: the median of the decimal prices, as the moneyline's consensus is made. */
const medianPrice = (prices: readonly number[]) =>
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
function consensusOf(quotes: readonly { point: number; first: number; second: number }[]) {
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

/** The game's consensus spread and total from its polled rows, only those seen before `start` counting. */
export function consensusLinesBefore(
  rows: readonly PolledLine[],
  start: Date | null,
): { spread: ConsensusSpread | null; total: ConsensusTotal | null } {
  const spread = consensusOf(
    lastQuotes(rows, start, (r) =>
      r.spread === null ? null : { point: r.spread, first: r.spreadHomePrice!, second: r.spreadAwayPrice! },
    ),
  );
  const total = consensusOf(
    lastQuotes(rows, start, (r) =>
      r.total === null ? null : { point: r.total, first: r.overPrice!, second: r.underPrice! },
    ),
  );
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

/** Each book's latest spread and total among its polled rows seen before `start`. */
function latestQuotes(rows: readonly PolledLine[], start: Date | null) {
  const byBook = <Q>(quote: (r: PolledLine) => Q | null) =>
    lastQuotes(rows, start, (r) => {
      const q = quote(r);
      return q && { ...q, book: r.book };
    });
  return {
    spreads: byBook((r) =>
      r.spread === null ? null : { point: r.spread, home: r.spreadHomePrice!, away: r.spreadAwayPrice! },
    ),
    totals: byBook((r) => (r.total === null ? null : { point: r.total, over: r.overPrice!, under: r.underPrice! })),
  };
}

/**
 * The best line of each side of the spread and the total across books, from each book's latest quote before the
 * game's `start` (in-play lines are not the game's), with the book: the home side's fewest points to give (a spread is the points it is favoured by), the away side's most; the
 * over's lowest total, the under's highest; on a tie of points the best price. Null where no book quoted the market.
 */
export function bestLines(
  rows: readonly PolledLine[],
  start: Date | null,
): {
  spread: { books: number; home: BestLine; away: BestLine } | null;
  total: { books: number; over: BestLine; under: BestLine } | null;
} {
  const { spreads, totals } = latestQuotes(rows, start);
  const lower = (a: number, b: number) => a < b;
  const higher = (a: number, b: number) => a > b;
  const side = <Q extends { book: string; point: number }>(quotes: Q[], price: (q: Q) => number) =>
    quotes.map((q) => ({ book: q.book, point: q.point, price: price(q) }));
  return {
    spread: spreads.length
      ? {
          books: spreads.length,
          home: bestOf(
            side(spreads, (q) => q.home),
            lower,
          )!,
          away: bestOf(
            side(spreads, (q) => q.away),
            higher,
          )!,
        }
      : null,
    total: totals.length
      ? {
          books: totals.length,
          over: bestOf(
            side(totals, (q) => q.over),
            lower,
          )!,
          under: bestOf(
            side(totals, (q) => q.under),
            higher,
          )!,
        }
      : null,
  };
}
