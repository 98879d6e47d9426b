import { and, eq, gte, isNotNull, lt, lte, max } from 'drizzle-orm';
import type { League } from '@vantage/contracts/sports';
import type { SportsDb } from '../../db/database';
import { games, teams, teamTrends, type StoredTrend } from '../../db/schema';

/** The trends recorded for one team before one played game, and whether the team won it. */
export interface RecordedOutcome {
  team: string;
  won: boolean;
  positive: StoredTrend[];
  negative: StoredTrend[];
}

/** Reads the trend outcomes the recorder scored (sports.team_trends.won is set once the result is known). */
export class StaffRepository {
  constructor(
    private readonly db: SportsDb,
    private readonly league: League,
  ) {}

  /** Scored outcomes of games dated from `from` to `to` (inclusive), all before `today`. */
  async outcomes(from: string, to: string, today: string): Promise<RecordedOutcome[]> {
    const rows = await this.db
      .select({ team: teams.name, won: teamTrends.won, positive: teamTrends.positive, negative: teamTrends.negative })
      .from(teamTrends)
      .innerJoin(games, eq(games.id, teamTrends.gameId))
      .innerJoin(teams, and(eq(teams.sport, games.sport), eq(teams.code, teamTrends.team)))
      .where(
        and(
          eq(games.sport, this.league),
          gte(games.date, from),
          lte(games.date, to),
          lt(games.date, today),
          isNotNull(teamTrends.won),
        ),
      );
    return rows.map((r) => ({ ...r, won: r.won === true }));
  }

  /** The latest season with a scored game before `today`: "the current season" also in the off-season. */
  async latestScoredSeason(today: string): Promise<number | null> {
    const [row] = await this.db
      .select({ season: max(games.season) })
      .from(teamTrends)
      .innerJoin(games, eq(games.id, teamTrends.gameId))
      .where(and(eq(games.sport, this.league), lt(games.date, today), isNotNull(teamTrends.won)));
    return row?.season ?? null;
  }
}
