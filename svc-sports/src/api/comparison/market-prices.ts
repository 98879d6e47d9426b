import type { MarketPrices } from '@vantage/contracts/sports';
import {
  bestPriceEv,
  bestPrices,
  consensusHome,
  latestByBook,
  movement,
  type StoredPrice,
} from '../../model/market-prices';
import {
  bestLineEv,
  bestLines,
  consensusLinesBefore,
  consensusMovement,
  type ConsensusSpread,
  type ConsensusTotal,
  type LineMovementStep,
  type PolledLine,
} from '../../model/line-consensus';

/** The archive's closing run line and total of a game (sports.odds), where it has them. */
export interface ArchiveLines {
  spread: ConsensusSpread | null;
  total: ConsensusTotal | null;
}

const step = (s: LineMovementStep<{ books: number }>) => ({
  kind: s.kind,
  seen_at: s.seenAt?.toISOString() ?? null,
  books: s.consensus.books,
});

/** The archive's close as the one point of a market's movement, before any poll. */
const archiveStep = <C>(consensus: C | null): LineMovementStep<C>[] =>
  consensus ? [{ kind: 'close', seenAt: null, consensus }] : [];

const percent = (p: number) => Math.round(1000 * p) / 10 + 0;

/**
 * A game's prices as the game page shows them: each book's latest, the best of each side, the consensus fair
 * probability and the line's movement, and the best spread and total of each side with their books (`lines`: the
 * polled books' rows, their quotes before the game's `start`), and the spread's and total's movement: the polls'
 * consensus, or the archive's close (`archive`) when the moneylines are the archive's. `expectedValue` false (below Basic): the EV is null, the prices are not.
 */
export function marketPrices(
  prices: readonly (StoredPrice & { source: string })[],
  lines: readonly PolledLine[] = [],
  start: Date | null = null,
  archive: ArchiveLines = { spread: null, total: null },
): MarketPrices | null {
  const books = latestByBook(prices);
  const best = { ...bestPrices(books), ...bestLines(lines, start) };
  const fair = consensusHome(books);
  if (!best.home || !best.away || fair === null) return null;
  const ev = bestPriceEv(books);
  const consensus = consensusLinesBefore(lines, start);
  const polled = consensusMovement(lines, start);
  // The archive's close of the run line and total belongs with its moneylines: a polled game's are the polls'.
  const archived = prices.some((p) => p.kind === 'close') ? archive : { spread: null, total: null };
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
    spread_movement: [...archiveStep(archived.spread), ...polled.spread].map((s) => ({
      ...step(s),
      point: s.consensus.point,
      home_price: s.consensus.homePrice,
      away_price: s.consensus.awayPrice,
    })),
    total_movement: [...archiveStep(archived.total), ...polled.total].map((s) => ({
      ...step(s),
      point: s.consensus.point,
      over_price: s.consensus.overPrice,
      under_price: s.consensus.underPrice,
    })),
    spread: best.spread && spreadOf(best.spread, consensus.spread),
    total: best.total && totalOf(best.total, consensus.total),
  };
}

type Best = NonNullable<ReturnType<typeof bestLines>['spread']>;

/** The best spread of each side and its EV against the consensus spread. */
function spreadOf(best: Best, consensus: ConsensusSpread | null): NonNullable<MarketPrices['spread']> {
  const ev = bestLineEv(
    { first: best.home, second: best.away },
    consensus && { point: consensus.point, first: consensus.homePrice, second: consensus.awayPrice },
  );
  return { books: best.books, best: { home: best.home, away: best.away }, home_ev: ev.first, away_ev: ev.second };
}

/** The best total of the over and the under and their EV against the consensus total. */
function totalOf(
  best: NonNullable<ReturnType<typeof bestLines>['total']>,
  consensus: ConsensusTotal | null,
): NonNullable<MarketPrices['total']> {
  const ev = bestLineEv(
    { first: best.over, second: best.under },
    consensus && { point: consensus.point, first: consensus.overPrice, second: consensus.underPrice },
  );
  return { books: best.books, best: { over: best.over, under: best.under }, over_ev: ev.first, under_ev: ev.second };
}
