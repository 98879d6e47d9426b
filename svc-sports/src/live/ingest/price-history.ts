import { and, desc, eq } from 'drizzle-orm';
import type { SportsDb } from '../../db/database';
import { priceHistory } from '../../db/schema';
import type { BookPrice } from '../providers/odds/provider';

/**
 * Stores one poll's prices of a game, one row per book whose pair differs from its last stored one (a book whose
 * price did not move adds nothing: the table grows with the line's movement, not with the polling). Returns how
 * many rows were added.
 */
export async function storePolledPrices(
  db: SportsDb,
  poll: { gameId: string; source: string; seenAt: Date; books: readonly BookPrice[] },
): Promise<number> {
  const stored = await db
    .selectDistinctOn([priceHistory.book], {
      book: priceHistory.book,
      homeMoneyline: priceHistory.homeMoneyline,
      awayMoneyline: priceHistory.awayMoneyline,
    })
    .from(priceHistory)
    .where(and(eq(priceHistory.gameId, poll.gameId), eq(priceHistory.source, poll.source)))
    .orderBy(priceHistory.book, desc(priceHistory.seenAt), desc(priceHistory.id));
  const last = new Map(stored.map((r) => [r.book, r]));
  const moved = poll.books.filter((b) => {
    const before = last.get(b.book);
    return !before || before.homeMoneyline !== b.homeMoneyline || before.awayMoneyline !== b.awayMoneyline;
  });
  if (moved.length === 0) return 0;
  await db.insert(priceHistory).values(
    moved.map((b) => ({
      gameId: poll.gameId,
      source: poll.source,
      book: b.book,
      kind: 'poll',
      seenAt: poll.seenAt,
      bookUpdatedAt: b.updatedAt,
      homeMoneyline: Math.round(b.homeMoneyline),
      awayMoneyline: Math.round(b.awayMoneyline),
    })),
  );
  return moved.length;
}
