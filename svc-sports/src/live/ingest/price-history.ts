import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { SportsDb } from '../../db/database';
import { games, odds, priceHistory } from '../../db/schema';
import { polledLineColumns } from '../../db/price-lines';
import { consensusLinesBefore, type PolledLine } from '../../model/line-consensus';
import type { BookPrice, MarketLine } from '../providers/odds/provider';

type Row = typeof priceHistory.$inferInsert;

/** A book's lines as a row stores them (moneylines, spread, total; null where the book quoted none). */
function lineColumns(b: BookPrice) {
  return {
    homeMoneyline: b.homeMoneyline === null ? null : Math.round(b.homeMoneyline),
    awayMoneyline: b.awayMoneyline === null ? null : Math.round(b.awayMoneyline),
    spread: b.spread?.point ?? null,
    spreadHomePrice: b.spread ? Math.round(b.spread.homePrice) : null,
    spreadAwayPrice: b.spread ? Math.round(b.spread.awayPrice) : null,
    total: b.total?.point ?? null,
    overPrice: b.total ? Math.round(b.total.overPrice) : null,
    underPrice: b.total ? Math.round(b.total.underPrice) : null,
  };
}

type LineColumns = ReturnType<typeof lineColumns>;
const KEYS = Object.keys(
  lineColumns({ book: '', homeMoneyline: 0, awayMoneyline: 0, spread: null, total: null, updatedAt: null }),
) as (keyof LineColumns)[];

const p = priceHistory;
const pollsOfGame = (gameId: string, source: string): SQL =>
  and(eq(p.gameId, gameId), eq(p.source, source), eq(p.kind, 'poll'))!;

/** A game's polls of one source, oldest first. */
function pollsOf(db: SportsDb, gameId: string, source: string): Promise<PolledLine[]> {
  return db.select(polledLineColumns).from(p).where(pollsOfGame(gameId, source)).orderBy(asc(p.seenAt), asc(p.id));
}

/** Each book's latest poll of a game from one source, one query (DISTINCT ON the book, newest first). */
function latestPollPerBook(db: SportsDb, gameId: string, source: string): Promise<PolledLine[]> {
  return db
    .selectDistinctOn([p.book], polledLineColumns)
    .from(p)
    .where(pollsOfGame(gameId, source))
    .orderBy(p.book, desc(p.seenAt), desc(p.id));
}

/**
 * Stores one poll's lines of a game, one row per book whose moneylines, spread or total (line or price) differ from
 * its last stored ones (a book whose lines did not move adds nothing: the table grows with the lines' movement, not
 * with the polling). Returns how many rows were added.
 */
export async function storePolledPrices(
  db: SportsDb,
  poll: { gameId: string; source: string; seenAt: Date; books: readonly BookPrice[] },
): Promise<number> {
  const last = new Map((await latestPollPerBook(db, poll.gameId, poll.source)).map((row) => [row.book, row]));
  const moved = poll.books.flatMap((b): Row[] => {
    const lines = lineColumns(b);
    const before = last.get(b.book);
    if (before && KEYS.every((k) => before[k] === lines[k])) return [];
    return [
      {
        gameId: poll.gameId,
        source: poll.source,
        book: b.book,
        kind: 'poll',
        seenAt: poll.seenAt,
        bookUpdatedAt: b.updatedAt,
        ...lines,
      },
    ];
  });
  if (moved.length === 0) return 0;
  await db.insert(priceHistory).values(moved);
  return moved.length;
}

/**
 * Sets the game's served spread and total (sports.odds: the run line columns hold any league's spread) to the
 * consensus of `source`'s books: the median of each book's last line polled before the game's start
 * (model/line-consensus.ts); a poll seen at or after the start never counts. A game without a stored moneyline row
 * is left alone, and so is a market no book quoted before the start. Returns whether the row was changed.
 */
export async function storeConsensusLines(db: SportsDb, gameId: string, source: string): Promise<boolean> {
  const [game] = await db.select({ start: games.startTime }).from(games).where(eq(games.id, gameId));
  if (!game) return false;
  const { spread, total } = consensusLinesBefore(await pollsOf(db, gameId, source), game.start);
  // A market no book has quoted before the start keeps what the row holds.
  const set = {
    ...(spread
      ? { runLine: spread.point, runLineHomePrice: spread.homePrice, runLineAwayPrice: spread.awayPrice }
      : {}),
    ...(total ? { total: total.point, overPrice: total.overPrice, underPrice: total.underPrice } : {}),
  };
  if (!spread && !total) return false;
  const changed = await db.update(odds).set(set).where(eq(odds.gameId, gameId)).returning({ gameId: odds.gameId });
  return changed.length > 0;
}

/**
 * Stores an odds provider's current line of a game not started yet, polled at `seenAt`: its median moneyline (sports.odds), each book's
 * lines when they moved (the line's movement, the best prices, the picks' CLV) and the books' consensus spread and
 * total before the start (storeConsensusLines).
 */
export async function storeProviderLine(
  db: SportsDb,
  gameId: string,
  source: string,
  line: Pick<MarketLine, 'homeMoneyline' | 'awayMoneyline' | 'books'>,
  seenAt: Date,
): Promise<void> {
  const values = { homeMoneyline: line.homeMoneyline, awayMoneyline: line.awayMoneyline, source, recordedAt: seenAt };
  await db
    .insert(odds)
    .values({ gameId, ...values })
    .onConflictDoUpdate({ target: odds.gameId, set: values });
  await storePolledPrices(db, { gameId, source, seenAt, books: line.books });
  await storeConsensusLines(db, gameId, source);
}
