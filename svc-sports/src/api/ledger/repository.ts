import { and, asc, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { LedgerPrediction } from '@vantage/contracts/ledger';
import type { League } from '@vantage/contracts/sports';
import type { SportsDb } from '../../db/database';
import { games, ledgerAnchors, ledgerDays, ledgerLeaves, predictions } from '../../db/schema';

export type LedgerDayRow = typeof ledgerDays.$inferSelect;
export type LedgerLeafRow = typeof ledgerLeaves.$inferSelect;
export type LedgerAnchorRow = typeof ledgerAnchors.$inferSelect;

/** A date of a league with its games (postponed ones are not games) and how many have a prediction. */
export interface DayCoverage {
  date: string;
  games: number;
  predicted: number;
  firstStart: Date | null;
}

/** The columns a committed prediction is made of (ledger-rules' LedgerPrediction). */
const predictionColumns = {
  gameId: games.id,
  league: games.sport,
  date: games.date,
  away: games.away,
  home: games.home,
  pHome: predictions.pHome,
  recommendation: predictions.recommendation,
  modelVersion: predictions.modelVersion,
  createdAt: predictions.createdAt,
};

type PredictionRow = { [K in keyof typeof predictionColumns]: (typeof predictionColumns)[K]['_']['data'] };

function ledgerPrediction(r: PredictionRow): LedgerPrediction {
  return {
    game_id: r.gameId,
    league: r.league,
    date: r.date,
    away: r.away,
    home: r.home,
    p_home: r.pHome,
    recommendation: r.recommendation,
    model_version: r.modelVersion,
    created_at: r.createdAt.toISOString(),
  };
}

/** One league's ledger rows, and the predictions they commit as stored now. */
export class LedgerRepository {
  constructor(private readonly deps: { db: SportsDb; league: League }) {}

  get league(): League {
    return this.deps.league;
  }

  /** The predictions of games with these ids, as stored now, by game id. */
  async predictions(ids: string[]): Promise<Map<string, LedgerPrediction>> {
    if (ids.length === 0) return new Map();
    const rows = await this.deps.db
      .select(predictionColumns)
      .from(predictions)
      .innerJoin(games, eq(games.id, predictions.gameId))
      .where(inArray(games.id, ids));
    return new Map(rows.map((r) => [r.gameId, ledgerPrediction(r)]));
  }

  /** The predictions of the games dated after `after` up to `today` (none of a postponed game), in one read. */
  async predictionsAfter(db: SportsDb, after: string | null, today: string): Promise<LedgerPrediction[]> {
    const rows = await db
      .select(predictionColumns)
      .from(predictions)
      .innerJoin(games, eq(games.id, predictions.gameId))
      .where(
        and(
          eq(games.sport, this.deps.league),
          ne(games.status, 'postponed'),
          lte(games.date, today),
          after ? gt(games.date, after) : undefined,
        ),
      );
    return rows.map(ledgerPrediction);
  }

  day(date: string): Promise<LedgerDayRow | undefined> {
    return this.deps.db
      .select()
      .from(ledgerDays)
      .where(and(eq(ledgerDays.league, this.deps.league), eq(ledgerDays.date, date)))
      .then((rows) => rows[0]);
  }

  leaves(date: string): Promise<LedgerLeafRow[]> {
    return this.deps.db
      .select()
      .from(ledgerLeaves)
      .where(and(eq(ledgerLeaves.league, this.deps.league), eq(ledgerLeaves.date, date)))
      .orderBy(asc(ledgerLeaves.position));
  }

  leaf(gameId: string): Promise<LedgerLeafRow | undefined> {
    return this.deps.db
      .select()
      .from(ledgerLeaves)
      .where(and(eq(ledgerLeaves.league, this.deps.league), eq(ledgerLeaves.gameId, gameId)))
      .then((rows) => rows[0]);
  }

  anchors(date: string): Promise<LedgerAnchorRow[]> {
    return this.deps.db
      .select()
      .from(ledgerAnchors)
      .where(and(eq(ledgerAnchors.league, this.deps.league), eq(ledgerAnchors.date, date)))
      .orderBy(asc(ledgerAnchors.calendar));
  }

  async addAnchor(date: string, calendar: string, receipt: string): Promise<void> {
    await this.deps.db
      .insert(ledgerAnchors)
      .values({ league: this.deps.league, date, calendar, receipt })
      .onConflictDoNothing();
  }

  /**
   * Runs `work` in a transaction holding this league's ledger lock, so two replicas never commit the same day
   * or fork the chain (the primary key and the unique previous root refuse it too).
   */
  locked<T>(work: (db: SportsDb) => Promise<T>): Promise<T> {
    return this.deps.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sports.ledger:${this.deps.league}`}))`);
      return work(tx as unknown as SportsDb);
    });
  }

  /** The league's last committed day. */
  last(db: SportsDb): Promise<LedgerDayRow | undefined> {
    return db
      .select()
      .from(ledgerDays)
      .where(eq(ledgerDays.league, this.deps.league))
      .orderBy(desc(ledgerDays.date))
      .limit(1)
      .then((rows) => rows[0]);
  }

  /** Dates after `after` up to `today` that have games, with how many of them are predicted, in date order. */
  coverage(db: SportsDb, after: string | null, today: string): Promise<DayCoverage[]> {
    return db
      .select({
        date: games.date,
        games: sql<number>`count(*)::int`,
        predicted: sql<number>`count(${predictions.gameId})::int`,
        firstStart: sql<Date | null>`min(${games.startTime})`.mapWith((v: string | null) => (v ? new Date(v) : null)),
      })
      .from(games)
      .leftJoin(predictions, eq(predictions.gameId, games.id))
      .where(
        and(
          eq(games.sport, this.deps.league),
          ne(games.status, 'postponed'),
          lte(games.date, today),
          after ? gt(games.date, after) : undefined,
        ),
      )
      .groupBy(games.date)
      .orderBy(asc(games.date));
  }

  async insert(db: SportsDb, days: (typeof ledgerDays.$inferInsert)[], leaves: LedgerLeafRow[]): Promise<void> {
    for (let i = 0; i < days.length; i += 500) await db.insert(ledgerDays).values(days.slice(i, i + 500));
    for (let i = 0; i < leaves.length; i += 2000) await db.insert(ledgerLeaves).values(leaves.slice(i, i + 2000));
  }
}
