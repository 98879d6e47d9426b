import { and, asc, eq, gte, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { League } from '@vantage/contracts/sports';
import type { SportsDb } from '../../db/database';
import { games, predictions } from '../../db/schema';

/** A recorded prediction whose game has a result. */
export interface ScoredPrediction {
  date: string;
  pHome: number;
  correct: boolean | null;
  homeWon: boolean;
  modelVersion: string;
}

/** Decided games (no ties) counted by the day their result became known. */
export interface DecidedDay {
  known: string;
  decided: number;
  homeWins: number;
}

/** One league's recorded predictions and results. */
export class PerformanceRepository {
  constructor(
    private readonly db: SportsDb,
    readonly league: League,
  ) {}

  /** Predictions of games dated from `from` to `to` (inclusive), before `today`, whose result is recorded. */
  scored(from: string, to: string, today: string): Promise<ScoredPrediction[]> {
    return this.db
      .select({
        date: games.date,
        pHome: predictions.pHome,
        correct: predictions.correct,
        homeWon: sql<boolean>`${predictions.actualResult} = 'home_win'`,
        modelVersion: predictions.modelVersion,
      })
      .from(predictions)
      .innerJoin(games, eq(games.id, predictions.gameId))
      .where(
        and(
          eq(games.sport, this.league),
          gte(games.date, from),
          lte(games.date, to),
          lt(games.date, today),
          isNotNull(predictions.actualResult),
        ),
      );
  }

  /** Every decided game whose result was known before `to`, by that day, in day order. */
  decidedByDayKnown(to: string): Promise<DecidedDay[]> {
    const known = sql<string>`coalesce(${games.resultKnownOn}, ${games.date})::text`;
    return this.db
      .select({
        known,
        decided: sql<number>`count(*)::int`,
        homeWins: sql<number>`(count(*) filter (where ${games.homeScore} > ${games.awayScore}))::int`,
      })
      .from(games)
      .where(
        and(
          eq(games.sport, this.league),
          eq(games.status, 'completed'),
          isNotNull(games.homeScore),
          ne(games.homeScore, games.awayScore),
          sql`coalesce(${games.resultKnownOn}, ${games.date}) < ${to}`,
        ),
      )
      .groupBy(known)
      .orderBy(asc(known));
  }
}
