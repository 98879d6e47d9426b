import { and, asc, eq, lt, ne } from 'drizzle-orm';
import type { League } from '@vantage/contracts/sports';
import type { Game } from '../../data/games';
import type { SportsDb } from '../../db/database';
import { games, odds } from '../../db/schema';
import { modelGame } from '../games/repository';

/** One league's stored seasons: every league shares the games table, and a season number alone spans them all. */
export class ExplorerRepository {
  constructor(private readonly deps: { db: SportsDb; league: League }) {}

  /** One season's games dated before `before` (postponed games are not games), in the order they were played. */
  async seasonBefore(season: number, before: string): Promise<Game[]> {
    const rows = await this.deps.db
      .select({ game: games, line: odds })
      .from(games)
      .leftJoin(odds, eq(odds.gameId, games.id))
      .where(
        and(
          eq(games.sport, this.deps.league),
          eq(games.season, season),
          lt(games.date, before),
          ne(games.status, 'postponed'),
        ),
      )
      .orderBy(asc(games.date), asc(games.gameNumber), asc(games.home));
    return rows.map((r) => modelGame(r.game, r.line));
  }
}
