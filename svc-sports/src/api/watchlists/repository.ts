import { and, asc, count, eq, lt, ne, sql, sum } from 'drizzle-orm';
import type { SportsDb } from '../../db/database';
import { games, odds, watchlists, type WatchlistDefinitionRow } from '../../db/schema';

export type WatchlistRow = typeof watchlists.$inferSelect;

export interface StoredWatchlist {
  name: string;
  definition: WatchlistDefinitionRow;
  alerts: boolean;
}

/** What a watchlist takes of the member's storage: its name and definition as stored. */
export const storedBytes = ({ name, definition }: Pick<StoredWatchlist, 'name' | 'definition'>) =>
  Buffer.byteLength(name) + Buffer.byteLength(JSON.stringify(definition));

export interface Usage {
  projects: number;
  bytes: number;
}

/** Why a write was refused: the plan's project limit or its storage. */
export type Refusal = 'projects' | 'storage';

export interface Limits {
  projects: number | null;
  storageBytes: number;
}

/** A game of today with what its sides' situations read (the moneyline, day or night). */
export interface TodayGame {
  id: string;
  season: number;
  gameNumber: number;
  home: string;
  away: string;
  dayNight: 'D' | 'N' | null;
  odds: { homeMoneyline: number; awayMoneyline: number } | null;
}

/** A team's last game before today: its date and, once decided and known, whether the team won (null: a tie). */
export interface PreviousGame {
  date: string;
  won: boolean | null | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class WatchlistRepository {
  constructor(private readonly db: SportsDb) {}

  list(userId: string): Promise<WatchlistRow[]> {
    return this.db
      .select()
      .from(watchlists)
      .where(eq(watchlists.userId, userId))
      .orderBy(asc(watchlists.createdAt), asc(watchlists.id));
  }

  async get(userId: string, id: string): Promise<WatchlistRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.db
      .select()
      .from(watchlists)
      .where(and(eq(watchlists.id, id), eq(watchlists.userId, userId)));
    return row ?? null;
  }

  async usage(userId: string, db: Pick<SportsDb, 'select'> = this.db): Promise<Usage> {
    const [row] = await db
      .select({ projects: count(), bytes: sum(watchlists.bytes) })
      .from(watchlists)
      .where(eq(watchlists.userId, userId));
    return { projects: Number(row?.projects ?? 0), bytes: Number(row?.bytes ?? 0) };
  }

  /**
   * Stores a new watchlist unless it takes the member beyond `limits`. A member's writes queue on one advisory
   * lock, so two requests at once cannot both take the last place.
   */
  create(userId: string, watchlist: StoredWatchlist, limits: Limits): Promise<WatchlistRow | Refusal> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`watchlists:${userId}`}))`);
      const usage = await this.usage(userId, tx);
      if (limits.projects !== null && usage.projects >= limits.projects) return 'projects';
      const bytes = storedBytes(watchlist);
      if (usage.bytes + bytes > limits.storageBytes) return 'storage';
      const [row] = await tx
        .insert(watchlists)
        .values({ userId, ...watchlist, bytes })
        .returning();
      return row!;
    });
  }

  /** Replaces a watchlist's name, definition and switch; null when the member has no such watchlist. */
  update(
    userId: string,
    id: string,
    watchlist: StoredWatchlist,
    limits: Limits,
  ): Promise<WatchlistRow | Refusal | null> {
    if (!UUID.test(id)) return Promise.resolve(null);
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`watchlists:${userId}`}))`);
      const [current] = await tx
        .select({ bytes: watchlists.bytes })
        .from(watchlists)
        .where(and(eq(watchlists.id, id), eq(watchlists.userId, userId)));
      if (!current) return null;
      const bytes = storedBytes(watchlist);
      const usage = await this.usage(userId, tx);
      if (bytes > current.bytes && usage.bytes - current.bytes + bytes > limits.storageBytes) return 'storage';
      const [row] = await tx
        .update(watchlists)
        .set({ ...watchlist, bytes, updatedAt: sql`now()` })
        .where(and(eq(watchlists.id, id), eq(watchlists.userId, userId)))
        .returning();
      return row ?? null;
    });
  }

  async delete(userId: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const rows = await this.db
      .delete(watchlists)
      .where(and(eq(watchlists.id, id), eq(watchlists.userId, userId)))
      .returning({ id: watchlists.id });
    return rows.length > 0;
  }

  /** Every watchlist of a member (an account that is deleted): how many there were. */
  async deleteAll(userId: string): Promise<number> {
    const rows = await this.db.delete(watchlists).where(eq(watchlists.userId, userId)).returning({ id: watchlists.id });
    return rows.length;
  }

  /** A league's games of `date` that are to be played (postponed games are not games). */
  async gamesOn(league: string, date: string): Promise<TodayGame[]> {
    const rows = await this.db
      .select({
        id: games.id,
        season: games.season,
        gameNumber: games.gameNumber,
        home: games.home,
        away: games.away,
        dayNight: games.dayNight,
        homeMoneyline: odds.homeMoneyline,
        awayMoneyline: odds.awayMoneyline,
      })
      .from(games)
      .leftJoin(odds, eq(odds.gameId, games.id))
      .where(and(eq(games.sport, league), eq(games.date, date), ne(games.status, 'postponed')))
      .orderBy(asc(games.gameNumber), asc(games.id));
    return rows.map((r) => ({
      id: r.id,
      season: r.season,
      gameNumber: r.gameNumber,
      home: r.home,
      away: r.away,
      dayNight: r.dayNight === 'D' || r.dayNight === 'N' ? r.dayNight : null,
      odds:
        r.homeMoneyline === null || r.awayMoneyline === null
          ? null
          : { homeMoneyline: r.homeMoneyline, awayMoneyline: r.awayMoneyline },
    }));
  }

  /**
   * Each of `teams`' last game of `season` before `date`, with its result when it was known before `date`
   * (one pass over the season's games by the (season, team) indexes).
   */
  async previousGames(
    league: string,
    season: number,
    date: string,
    teams: string[],
  ): Promise<Map<string, PreviousGame>> {
    const previous = new Map<string, PreviousGame>();
    if (teams.length === 0) return previous;
    const before = and(
      eq(games.sport, league),
      eq(games.season, season),
      lt(games.date, date),
      ne(games.status, 'postponed'),
    );
    const rows = await this.db
      .select({
        home: games.home,
        away: games.away,
        date: games.date,
        status: games.status,
        homeScore: games.homeScore,
        awayScore: games.awayScore,
        knownOn: games.resultKnownOn,
      })
      .from(games)
      .where(and(before, sql`(${games.home} in ${teams} or ${games.away} in ${teams})`))
      .orderBy(asc(games.date), asc(games.gameNumber));
    for (const row of rows) {
      const known =
        row.status === 'completed' &&
        row.homeScore !== null &&
        row.awayScore !== null &&
        (row.knownOn ?? row.date) < date;
      for (const home of [true, false]) {
        const team = home ? row.home : row.away;
        if (!teams.includes(team)) continue;
        const margin = known ? (row.homeScore! - row.awayScore!) * (home ? 1 : -1) : null;
        previous.set(team, { date: row.date, won: margin === null ? undefined : margin === 0 ? null : margin > 0 });
      }
    }
    return previous;
  }
}
