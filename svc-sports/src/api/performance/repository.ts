import { and, asc, desc, eq, gte, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { League, Provenance } from '@vantage/contracts/sports';
import type { SportsDb } from '../../db/database';
import { games, odds, predictions, priceHistory } from '../../db/schema';
import { medianLineAt, moneylineRows, type StoredPrice } from '../../model/market-prices';
import { blendColumn, storedBlend } from '../../db/blend-column';
import type { PriceAtCommit, PricedPrediction } from './track-record';

/**
 * The price at a prediction's commitment: the books' median as polled up to when a recorded prediction was stored
 * (a reconstructed one was written after the books' last price), else the archive's
 * opening line (closingLineValueSchema: what each is and how far to trust it), else none.
 */
export function priceAtCommit(
  polls: StoredPrice[] | undefined,
  prediction: { createdAt: Date; provenance: Provenance },
  openHome: number | null,
  openAway: number | null,
): PriceAtCommit | null {
  // Only a prediction recorded before its game was committed while the books were still pricing it.
  const polled = polls && prediction.provenance === 'recorded' ? medianLineAt(polls, prediction.createdAt) : null;
  if (polled) return { basis: 'books_at_commit', homeMoneyline: polled.home, awayMoneyline: polled.away };
  if (openHome !== null && openAway !== null)
    return { basis: 'archive_open', homeMoneyline: openHome, awayMoneyline: openAway };
  return null;
}

/** A stored prediction (recorded or reconstructed) whose game has a result. */
export interface ScoredPrediction {
  date: string;
  pHome: number;
  correct: boolean | null;
  homeWon: boolean;
  modelVersion: string;
  provenance: Provenance;
}

/** Decided games (no ties) counted by the day their result became known. */
export interface DecidedDay {
  known: string;
  decided: number;
  homeWins: number;
}

/** One league's stored predictions and results. */
export class PerformanceRepository {
  constructor(
    private readonly deps: {
      db: SportsDb;
      league: League;
    },
  ) {}

  get league(): League {
    return this.deps.league;
  }

  /** Predictions of games dated from `from` to `to` (inclusive), before `today`, whose result is recorded. */
  scored(from: string, to: string, today: string): Promise<ScoredPrediction[]> {
    return this.deps.db
      .select({
        date: games.date,
        pHome: predictions.pHome,
        correct: predictions.correct,
        homeWon: sql<boolean>`${predictions.actualResult} = 'home_win'`,
        modelVersion: predictions.modelVersion,
        provenance: sql<Provenance>`${predictions.provenance}`,
      })
      .from(predictions)
      .innerJoin(games, eq(games.id, predictions.gameId))
      .where(
        and(
          eq(games.sport, this.deps.league),
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
    return this.deps.db
      .select({
        known,
        decided: sql<number>`count(*)::int`,
        homeWins: sql<number>`(count(*) filter (where ${games.homeScore} > ${games.awayScore}))::int`,
      })
      .from(games)
      .where(
        and(
          eq(games.sport, this.deps.league),
          eq(games.status, 'completed'),
          isNotNull(games.homeScore),
          ne(games.homeScore, games.awayScore),
          sql`coalesce(${games.resultKnownOn}, ${games.date}) < ${to}`,
        ),
      )
      .groupBy(known)
      .orderBy(asc(known));
  }

  /** Seasons with a scored prediction of a game before `today`, newest first. */
  async scoredSeasons(today: string): Promise<number[]> {
    const rows = await this.deps.db
      .selectDistinct({ season: games.season })
      .from(predictions)
      .innerJoin(games, eq(games.id, predictions.gameId))
      .where(and(eq(games.sport, this.deps.league), lt(games.date, today), isNotNull(predictions.actualResult)))
      .orderBy(desc(games.season));
    return rows.map((r) => r.season);
  }

  /**
   * Scored predictions of a season's games before `today` that had a moneyline, with it (the shipped seasons'
   * closing line; live, the provider's last line before the game), in date order.
   */
  async priced(
    season: number,
    today: string,
  ): Promise<(PricedPrediction & { modelVersion: string; provenance: Provenance })[]> {
    const polls = await this.polls(season, today);
    return this.deps.db
      .select({
        gameId: games.id,
        createdAt: predictions.createdAt,
        openHome: priceHistory.homeMoneyline,
        openAway: priceHistory.awayMoneyline,
        date: games.date,
        pHome: predictions.pHome,
        homeWon: sql<boolean>`${predictions.actualResult} = 'home_win'`,
        homeMoneyline: odds.homeMoneyline,
        awayMoneyline: odds.awayMoneyline,
        modelVersion: predictions.modelVersion,
        provenance: sql<Provenance>`${predictions.provenance}`,
        blend: blendColumn(),
      })
      .from(predictions)
      .innerJoin(games, eq(games.id, predictions.gameId))
      .innerJoin(odds, eq(odds.gameId, games.id))
      .leftJoin(
        priceHistory,
        and(eq(priceHistory.gameId, games.id), eq(priceHistory.kind, 'open'), isNull(priceHistory.seenAt)),
      )
      .where(this.scoredIn(season, today))
      .orderBy(asc(games.date), asc(games.id))
      .then((rows) =>
        rows.map(({ gameId, createdAt, openHome, openAway, ...r }) => ({
          ...r,
          blend: storedBlend(r.blend),
          atCommit: priceAtCommit(polls.get(gameId), { createdAt, provenance: r.provenance }, openHome, openAway),
        })),
      );
  }

  /** The polled prices of a season's scored games, by game (sports.price_history, kind poll). */
  private async polls(season: number, today: string): Promise<Map<string, StoredPrice[]>> {
    const rows = await this.deps.db
      .select({
        gameId: priceHistory.gameId,
        book: priceHistory.book,
        seenAt: priceHistory.seenAt,
        homeMoneyline: priceHistory.homeMoneyline,
        awayMoneyline: priceHistory.awayMoneyline,
      })
      .from(priceHistory)
      .innerJoin(predictions, eq(predictions.gameId, priceHistory.gameId))
      .innerJoin(games, eq(games.id, priceHistory.gameId))
      .where(and(this.scoredIn(season, today), eq(priceHistory.kind, 'poll')));
    const byGame = new Map<string, StoredPrice[]>();
    for (const { gameId, ...price } of moneylineRows(rows)) {
      const list = byGame.get(gameId) ?? [];
      list.push({ ...price, kind: 'poll' });
      byGame.set(gameId, list);
    }
    return byGame;
  }

  /** Scored predictions of this league's games of `season` before `today`. */
  private scoredIn(season: number, today: string) {
    return and(
      eq(games.sport, this.deps.league),
      eq(games.season, season),
      lt(games.date, today),
      isNotNull(predictions.actualResult),
    );
  }

  /** A season's predictions of each provenance: all of them (games of any date) and those scored before `today`. */
  async counts(season: number, today: string): Promise<Record<Provenance, { predictions: number; scored: number }>> {
    const rows = await this.deps.db
      .select({
        provenance: sql<Provenance>`${predictions.provenance}`,
        predictions: sql<number>`count(*)::int`,
        scored: sql<number>`(count(*) filter (where ${games.date} < ${today} and ${predictions.actualResult} is not null))::int`,
      })
      .from(predictions)
      .innerJoin(games, eq(games.id, predictions.gameId))
      .where(and(eq(games.sport, this.deps.league), eq(games.season, season)))
      .groupBy(predictions.provenance);
    const empty = { predictions: 0, scored: 0 };
    const of = (p: Provenance) => rows.find((r) => r.provenance === p) ?? empty;
    return {
      recorded: { predictions: of('recorded').predictions, scored: of('recorded').scored },
      reconstructed: { predictions: of('reconstructed').predictions, scored: of('reconstructed').scored },
    };
  }
}
