import type { MarketPrices } from '@vantage/contracts/sports';
import {
  bestPriceEv,
  bestPrices,
  consensusHome,
  latestByBook,
  movement,
  type StoredPrice,
} from '../../model/market-prices';
import { bestLines, type PolledLine } from '../../model/line-consensus';

const percent = (p: number) => Math.round(1000 * p) / 10 + 0;

/**
 * A game's prices as the game page shows them: each book's latest, the best of each side, the consensus fair
 * probability and the line's movement, and the best spread and total of each side with their books (`lines`: the
 * polled books' rows, their quotes before the game's `start`). `expectedValue` false (below Basic): the EV is null, the prices are not.
 */
export function marketPrices(
  prices: readonly (StoredPrice & { source: string })[],
  lines: readonly PolledLine[] = [],
  start: Date | null = null,
): MarketPrices | null {
  const books = latestByBook(prices);
  const best = { ...bestPrices(books), ...bestLines(lines, start) };
  const fair = consensusHome(books);
  if (!best.home || !best.away || fair === null) return null;
  const ev = bestPriceEv(books);
  const newest = prices.reduce((a, b) => ((b.seenAt?.getTime() ?? 0) >= (a.seenAt?.getTime() ?? 0) ? b : a));
  return {
    source: newest.source,
    books: books.length,
    best: {
      home: { price: best.home.homeMoneyline, book: best.home.book },
      away: { price: best.away.awayMoneyline, book: best.away.book },
    },
    fair_home_probability: percent(fair),
    fair_away_probability: percent(1 - fair),
    home_ev: ev?.home ?? null,
    away_ev: ev?.away ?? null,
    movement: movement(prices).map((p) => ({
      kind: p.kind,
      seen_at: p.seenAt?.toISOString() ?? null,
      books: p.books,
      home_probability: percent(p.homeProbability),
      away_probability: percent(1 - p.homeProbability),
      home_price: p.homeMoneyline,
      away_price: p.awayMoneyline,
    })),
    spread: best.spread && { books: best.spread.books, best: { home: best.spread.home, away: best.spread.away } },
    total: best.total && { books: best.total.books, best: { over: best.total.over, under: best.total.under } },
  };
}
