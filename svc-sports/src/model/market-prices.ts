import { decimalOdds, devigHome, expectedValuePercent } from '@vantage/contracts/bet-rules';
import { medianPrice } from './line-consensus';

/** One stored price of a game (sports.price_history). */
export interface StoredPrice {
  book: string;
  /** open | close: an archive's pair, no time; poll: a provider's answer seen at `seenAt`. */
  kind: 'open' | 'close' | 'poll';
  seenAt: Date | null;
  homeMoneyline: number;
  awayMoneyline: number;
}

/** The rows holding a moneyline (a polled book may have quoted a spread or a total only), as prices. */
export function moneylineRows<T extends { homeMoneyline: number | null; awayMoneyline: number | null }>(
  rows: readonly T[],
): (T & { homeMoneyline: number; awayMoneyline: number })[] {
  return rows.flatMap((r) =>
    r.homeMoneyline === null || r.awayMoneyline === null
      ? []
      : [{ ...r, homeMoneyline: r.homeMoneyline, awayMoneyline: r.awayMoneyline }],
  );
}

export interface BookLine {
  book: string;
  homeMoneyline: number;
  awayMoneyline: number;
}

const ORDER = { open: 0, close: 1, poll: 2 } as const;

/** Oldest first: an archive's open before its close, polls by when they were seen. */
export function chronological(prices: readonly StoredPrice[]): StoredPrice[] {
  return [...prices].sort(
    (a, b) => ORDER[a.kind] - ORDER[b.kind] || (a.seenAt?.getTime() ?? 0) - (b.seenAt?.getTime() ?? 0),
  );
}

/** Each book's last price, among those seen at or before `at` (every price when `at` is absent). */
export function latestByBook(prices: readonly StoredPrice[], at?: Date): BookLine[] {
  const latest = new Map<string, StoredPrice>();
  for (const p of chronological(prices)) {
    if (at && p.seenAt && p.seenAt > at) continue;
    latest.set(p.book, p);
  }
  return [...latest.values()].map(({ book, homeMoneyline, awayMoneyline }) => ({ book, homeMoneyline, awayMoneyline }));
}

/** The best price of each side across books (the most it pays) and the book offering it; the first book on a tie. */
export function bestPrices(books: readonly BookLine[]): { home: BookLine; away: BookLine } | null {
  if (books.length === 0) return null;
  const sorted = [...books].sort((a, b) => (a.book < b.book ? -1 : a.book > b.book ? 1 : 0));
  const best = (side: 'homeMoneyline' | 'awayMoneyline') =>
    sorted.reduce((top, b) => (decimalOdds(b[side]) > decimalOdds(top[side]) ? b : top));
  return { home: best('homeMoneyline'), away: best('awayMoneyline') };
}

/**
 * The consensus fair home probability: each book's pair de-vigged proportionally, then the mean over books (one
 * book, one vote, so a book quoting a wide margin does not pull the consensus by its margin).
 */
export function consensusHome(books: readonly BookLine[]): number | null {
  if (books.length === 0) return null;
  return books.reduce((s, b) => s + devigHome(b.homeMoneyline, b.awayMoneyline), 0) / books.length;
}

/** EV in percent of each side at its best price, priced with the consensus fair probability. */
export function bestPriceEv(books: readonly BookLine[]): { home: number; away: number } | null {
  const best = bestPrices(books);
  const fair = consensusHome(books);
  if (!best || fair === null) return null;
  return {
    home: expectedValuePercent(fair, best.home.homeMoneyline),
    away: expectedValuePercent(1 - fair, best.away.awayMoneyline),
  };
}

/**
 * The books' median line (each side's median decimal price, as the odds provider's listed line is made), from
 * each book's last price at or before `at`; null when no book had priced the game by then.
 */
export function medianLineAt(prices: readonly StoredPrice[], at: Date): { home: number; away: number } | null {
  const books = latestByBook(
    prices.filter((p) => p.kind === 'poll'),
    at,
  );
  if (books.length === 0) return null;
  return {
    home: medianPrice(books.map((b) => b.homeMoneyline))!,
    away: medianPrice(books.map((b) => b.awayMoneyline))!,
  };
}

/** One point of a game's line movement: the consensus after each change, oldest first. */
export interface MovementPoint {
  kind: StoredPrice['kind'];
  seenAt: Date | null;
  books: number;
  homeProbability: number;
  /** The best price of each side across the books at that point. */
  homeMoneyline: number;
  awayMoneyline: number;
}

/**
 * The line's movement: after each stored price (an archive's open and close, each poll time), the books' state
 * then, as the consensus fair probability and each side's best price.
 */
export function movement(prices: readonly StoredPrice[]): MovementPoint[] {
  const steps = chronological(prices);
  const points: MovementPoint[] = [];
  const state = new Map<string, StoredPrice>();
  steps.forEach((p, i) => {
    state.set(p.book, p);
    const next = steps[i + 1];
    // Prices seen in the same poll are one point.
    if (next && next.kind === p.kind && next.seenAt?.getTime() === p.seenAt?.getTime()) return;
    const books = [...state.values()];
    const best = bestPrices(books)!;
    points.push({
      kind: p.kind,
      seenAt: p.seenAt,
      books: books.length,
      homeProbability: consensusHome(books)!,
      homeMoneyline: best.home.homeMoneyline,
      awayMoneyline: best.away.awayMoneyline,
    });
  });
  return points;
}
