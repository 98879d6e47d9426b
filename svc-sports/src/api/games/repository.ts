import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { League } from '@vantage/contracts/sports';
import { battingFromText, lineupFromText, type Game } from '../../data/games';
import type { SportsDb } from '../../db/database';
import { games, odds } from '../../db/schema';

export type GameRow = typeof games.$inferSelect;
export type OddsRow = typeof odds.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;

/** Rows per multi-row INSERT: well under PostgreSQL's 65,535 bind parameters. */
const BATCH = 1000;

export async function insertInBatches<T>(
  rows: T[],
  insert: (batch: T[]) => Promise<unknown>,
  size = BATCH,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The model's view of a stored game. */
export function modelGame(row: GameRow, line: OddsRow | null): Game {
  const hasResult = row.homeScore !== null && row.awayScore !== null && row.status === 'completed';
  return {
    id: row.id,
    season: row.season,
    date: row.date,
    gameNumber: row.gameNumber,
    dayNight: row.dayNight === 'D' || row.dayNight === 'N' ? row.dayNight : null,
    startTime: row.startTime ? row.startTime.toISOString() : null,
    away: row.away,
    home: row.home,
    park: row.park,
    awayStarter: row.awayStarter,
    homeStarter: row.homeStarter,
    result: hasResult
      ? {
          awayScore: row.awayScore!,
          homeScore: row.homeScore!,
          outs: row.outs,
          winningPitcher: row.winningPitcher,
          losingPitcher: row.losingPitcher,
          knownOn: row.resultKnownOn ?? row.date,
          awayBatting: row.awayBatting ? battingFromText(row.awayBatting) : null,
          homeBatting: row.homeBatting ? battingFromText(row.homeBatting) : null,
        }
      : null,
    odds: line
      ? {
          homeMoneyline: line.homeMoneyline,
          awayMoneyline: line.awayMoneyline,
          total: line.total,
          source: line.source as 'sbr',
          runLine:
            line.runLine !== null && line.runLineHomePrice !== null && line.runLineAwayPrice !== null
              ? { homeFavouredBy: line.runLine, home: line.runLineHomePrice, away: line.runLineAwayPrice }
              : null,
          totalPrices:
            line.overPrice !== null && line.underPrice !== null
              ? { over: line.overPrice, under: line.underPrice }
              : null,
        }
      : null,
    lineups:
      row.awayLineup && row.homeLineup
        ? { away: lineupFromText(row.awayLineup), home: lineupFromText(row.homeLineup) }
        : null,
  };
}

export class GamesRepository {
  constructor(private readonly db: SportsDb) {}

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(games);
    return row.n;
  }

  async insert(rows: NewGameRow[]): Promise<void> {
    await insertInBatches(rows, (batch) => this.db.insert(games).values(batch).onConflictDoNothing());
  }

  async insertOdds(rows: (typeof odds.$inferInsert)[]): Promise<void> {
    await insertInBatches(rows, (batch) => this.db.insert(odds).values(batch).onConflictDoNothing());
  }

  /** A league's games as MLB's model reads them (postponed games are not games), date order. */
  async allForModel(league: League): Promise<Game[]> {
    return (await this.allOf(league)).map((r) => modelGame(r.game, r.line));
  }

  /** Every game of a league with its line (postponed games are not games), date order. */
  async allOf(league: League): Promise<{ game: GameRow; line: OddsRow | null }[]> {
    return this.db
      .select({ game: games, line: odds })
      .from(games)
      .leftJoin(odds, eq(odds.gameId, games.id))
      .where(and(eq(games.sport, league), sql`${games.status} <> 'postponed'`))
      .orderBy(asc(games.date), asc(games.gameNumber), asc(games.home));
  }

  async onDate(date: string): Promise<{ game: GameRow; line: OddsRow | null }[]> {
    return this.db
      .select({ game: games, line: odds })
      .from(games)
      .leftJoin(odds, eq(odds.gameId, games.id))
      .where(eq(games.date, date));
  }

  async byId(id: string): Promise<{ game: GameRow; line: OddsRow | null } | null> {
    const [row] = await this.db
      .select({ game: games, line: odds })
      .from(games)
      .leftJoin(odds, eq(odds.gameId, games.id))
      .where(eq(games.id, id));
    return row ?? null;
  }

  async ofTeam(league: League, team: string, season: number): Promise<GameRow[]> {
    return this.db
      .select()
      .from(games)
      .where(and(eq(games.sport, league), eq(games.season, season), or(eq(games.home, team), eq(games.away, team))))
      .orderBy(asc(games.date), asc(games.gameNumber));
  }

  async latestSeason(league: League): Promise<number | null> {
    const [row] = await this.db
      .select({ season: sql<number | null>`max(${games.season})` })
      .from(games)
      .where(eq(games.sport, league));
    return row.season;
  }

  async inRange(from: string, to: string): Promise<GameRow[]> {
    return this.db
      .select()
      .from(games)
      .where(and(gte(games.date, from), lte(games.date, to)));
  }

  async byIds(ids: string[]): Promise<GameRow[]> {
    if (ids.length === 0) return [];
    return this.db.select().from(games).where(inArray(games.id, ids));
  }
}
