import { and, eq, inArray } from 'drizzle-orm';
import type { League } from '@vantage/contracts/sports';
import type { SportsDb } from '../../db/database';
import { games, odds, predictions, teamTrends, teams } from '../../db/schema';

export type GameRow = typeof games.$inferSelect;
export type OddsRow = typeof odds.$inferSelect;
export type PredictionRow = typeof predictions.$inferSelect;
export type TeamTrendRow = typeof teamTrends.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;

/** A game with everything recorded about it. */
export interface GameRecord {
  game: GameRow;
  line: OddsRow | null;
  prediction: PredictionRow | null;
  trends: TeamTrendRow[];
}

/** One league's games, predictions and teams. */
export class ComparisonRepository {
  constructor(
    private readonly db: SportsDb,
    readonly league: League,
  ) {}

  private async withTrends(
    rows: { game: GameRow; line: OddsRow | null; prediction: PredictionRow | null }[],
  ): Promise<GameRecord[]> {
    const ids = rows.map((r) => r.game.id);
    const trendRows = ids.length ? await this.db.select().from(teamTrends).where(inArray(teamTrends.gameId, ids)) : [];
    return rows.map((r) => ({ ...r, trends: trendRows.filter((t) => t.gameId === r.game.id) }));
  }

  async onDate(date: string): Promise<GameRecord[]> {
    const rows = await this.db
      .select({ game: games, line: odds, prediction: predictions })
      .from(games)
      .leftJoin(odds, eq(odds.gameId, games.id))
      .leftJoin(predictions, eq(predictions.gameId, games.id))
      .where(and(eq(games.sport, this.league), eq(games.date, date)));
    return this.withTrends(rows);
  }

  async byId(id: string): Promise<GameRecord | null> {
    const rows = await this.db
      .select({ game: games, line: odds, prediction: predictions })
      .from(games)
      .leftJoin(odds, eq(odds.gameId, games.id))
      .leftJoin(predictions, eq(predictions.gameId, games.id))
      .where(and(eq(games.sport, this.league), eq(games.id, id)));
    return rows.length ? (await this.withTrends(rows))[0] : null;
  }

  async teams(): Promise<TeamRow[]> {
    return this.db.select().from(teams).where(eq(teams.sport, this.league));
  }
}
