import type { BetMarket, BetSideTaken, BetStatus } from '@vantage/contracts/bet-book-rules';
import type { BetFilters } from '@vantage/contracts/bets';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SportsDb } from '../../db/database';
import { bets, games, marketForecasts, odds, predictions, teams } from '../../db/schema';

export type BetRow = typeof bets.$inferSelect;

/** What a new bet stores: the member's figures, and Vantage's probability of the side at the time. */
export type NewBet = Pick<
  BetRow,
  'league' | 'gameId' | 'market' | 'side' | 'price' | 'stake' | 'line' | 'book' | 'note' | 'modelProbability'
>;

export type BetChange = Partial<Pick<BetRow, 'price' | 'stake' | 'line' | 'book' | 'note'>>;

/** A bet with what is read of its game: the teams, the date, the final score or postponement. */
export interface BetWithGame extends BetRow {
  gameDate: string;
  home: { code: string; abbreviation: string; name: string; nickname: string };
  away: { code: string; abbreviation: string; name: string; nickname: string };
}

/** A game a bet can be logged on, with its teams, Vantage's home probability and its stored pre-game prices. */
export interface BettableGame {
  id: string;
  league: string;
  date: string;
  home: BetWithGame['home'];
  away: BetWithGame['away'];
  pHome: number | null;
  /** The spread and total the game's forecast priced (market_forecasts), and its chances of each side. */
  spreadLine: number | null;
  pHomeCover: number | null;
  pAwayCover: number | null;
  totalLine: number | null;
  pOver: number | null;
  pUnder: number | null;
}

/** An open bet whose game is over (or postponed), with what settles it. */
export interface SettleCandidate {
  id: string;
  market: BetMarket;
  side: BetSideTaken;
  line: number | null;
  price: number;
  stake: number;
  gameStatus: string;
  homeScore: number | null;
  awayScore: number | null;
  homeMoneyline: number | null;
  awayMoneyline: number | null;
  /** The spread's and the total's stored prices (null where the source quotes none). */
  spreadLine: number | null;
  spreadHomePrice: number | null;
  spreadAwayPrice: number | null;
  totalLine: number | null;
  overPrice: number | null;
  underPrice: number | null;
}

export interface Settlement {
  id: string;
  status: Exclude<BetStatus, 'open'>;
  profit: number;
  closingPrice: number | null;
  clv: number | null;
}

/**
 * When a league's game counts as decided for its bets on a clock standing on `today`: a live clock takes the
 * stored final status as it comes in; a replay, whose stored seasons hold results ahead of its day, only the
 * results known before `today` (as the predictions are scored). A postponed game voids once its date is past.
 */
export interface SettleClock {
  today: string;
  replay: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');

const teamOf = (t: typeof homeTeam | typeof awayTeam, code: typeof games.home | typeof games.away) => ({
  code: sql<string>`${code}`,
  abbreviation: sql<string>`coalesce(${t.abbreviation}, ${code})`,
  name: sql<string>`coalesce(${t.name}, ${code})`,
  nickname: sql<string>`coalesce(${t.nickname}, ${code})`,
});

export class BetRepository {
  constructor(private readonly db: SportsDb) {}

  /** The member's bets as their plan keeps them: all, or (kept) the most recently logged. */
  private keptIds(userId: string, kept: number) {
    return this.db
      .select({ id: bets.id })
      .from(bets)
      .innerJoin(games, eq(games.id, bets.gameId))
      .where(eq(bets.userId, userId))
      .orderBy(desc(bets.createdAt), desc(games.date), desc(bets.id))
      .limit(kept);
  }

  private owned(userId: string, kept: number | null): SQL {
    const mine = eq(bets.userId, userId);
    return kept === null ? mine : and(mine, inArray(bets.id, this.keptIds(userId, kept)))!;
  }

  private selectWithGame() {
    return this.db
      .select({
        bet: bets,
        gameDate: games.date,
        home: teamOf(homeTeam, games.home),
        away: teamOf(awayTeam, games.away),
      })
      .from(bets)
      .innerJoin(games, eq(games.id, bets.gameId))
      .leftJoin(homeTeam, and(eq(homeTeam.sport, games.sport), eq(homeTeam.code, games.home)))
      .leftJoin(awayTeam, and(eq(awayTeam.sport, games.sport), eq(awayTeam.code, games.away)));
  }

  private static flatten(r: { bet: BetRow; gameDate: string; home: BetWithGame['home']; away: BetWithGame['away'] }) {
    return { ...r.bet, gameDate: r.gameDate, home: r.home, away: r.away };
  }

  /** Newest first: by when logged, then the game's date (an import logs its rows at one instant). */
  async list(userId: string, kept: number | null, filters: BetFilters = {}): Promise<BetWithGame[]> {
    const where: (SQL | undefined)[] = [this.owned(userId, kept)];
    if (filters.status === 'open') where.push(eq(bets.status, 'open'));
    if (filters.status === 'settled') where.push(sql`${bets.status} <> 'open'`);
    if (filters.league) where.push(eq(bets.league, filters.league));
    if (filters.market) where.push(eq(bets.market, filters.market));
    if (filters.book) where.push(sql`lower(${bets.book}) = lower(${filters.book})`);
    if (filters.from) where.push(gte(games.date, filters.from));
    if (filters.to) where.push(lte(games.date, filters.to));
    const rows = await this.selectWithGame()
      .where(and(...where))
      .orderBy(desc(bets.createdAt), desc(games.date), desc(bets.id));
    return rows.map(BetRepository.flatten);
  }

  async get(userId: string, id: string, kept: number | null): Promise<BetWithGame | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.selectWithGame().where(and(eq(bets.id, id), this.owned(userId, kept)));
    return row ? BetRepository.flatten(row) : null;
  }

  /** Stores the bets in one transaction: all or none. */
  async insert(userId: string, rows: NewBet[]): Promise<string[]> {
    if (rows.length === 0) return [];
    return this.db.transaction(async (tx) => {
      const ids: string[] = [];
      // In slices, so one statement stays well below PostgreSQL's 65,535 parameters.
      for (let i = 0; i < rows.length; i += 1000) {
        const stored = await tx
          .insert(bets)
          .values(rows.slice(i, i + 1000).map((row) => ({ ...row, userId })))
          .returning({ id: bets.id });
        ids.push(...stored.map((s) => s.id));
      }
      return ids;
    });
  }

  /** Changes a bet the member keeps; an open bet's figures only while it is still open. Null: no such bet. */
  async update(
    userId: string,
    id: string,
    kept: number | null,
    change: BetChange,
    openOnly: boolean,
  ): Promise<'settled' | 'updated' | null> {
    if (!UUID.test(id)) return null;
    const where = and(eq(bets.id, id), this.owned(userId, kept));
    if (Object.keys(change).length === 0) {
      const [row] = await this.db.select({ id: bets.id }).from(bets).where(where);
      return row ? 'updated' : null;
    }
    const [row] = await this.db
      .update(bets)
      .set(change)
      .where(openOnly ? and(where, eq(bets.status, 'open')) : where)
      .returning({ id: bets.id });
    if (row) return 'updated';
    if (!openOnly) return null;
    const [exists] = await this.db.select({ id: bets.id }).from(bets).where(where);
    return exists ? 'settled' : null;
  }

  async delete(userId: string, id: string, kept: number | null): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const rows = await this.db
      .delete(bets)
      .where(and(eq(bets.id, id), this.owned(userId, kept)))
      .returning({ id: bets.id });
    return rows.length > 0;
  }

  /** Every bet of a member, kept or not (an account that is deleted). */
  async deleteAll(userId: string): Promise<number> {
    const rows = await this.db.delete(bets).where(eq(bets.userId, userId)).returning({ id: bets.id });
    return rows.length;
  }

  private bettableGames(where: SQL | undefined): Promise<BettableGame[]> {
    return this.db
      .select({
        id: games.id,
        league: games.sport,
        date: games.date,
        home: teamOf(homeTeam, games.home),
        away: teamOf(awayTeam, games.away),
        pHome: predictions.pHome,
        spreadLine: marketForecasts.spreadLine,
        pHomeCover: marketForecasts.pHomeCover,
        pAwayCover: marketForecasts.pAwayCover,
        totalLine: marketForecasts.totalLine,
        pOver: marketForecasts.pOver,
        pUnder: marketForecasts.pUnder,
      })
      .from(games)
      .leftJoin(homeTeam, and(eq(homeTeam.sport, games.sport), eq(homeTeam.code, games.home)))
      .leftJoin(awayTeam, and(eq(awayTeam.sport, games.sport), eq(awayTeam.code, games.away)))
      .leftJoin(predictions, eq(predictions.gameId, games.id))
      .leftJoin(marketForecasts, eq(marketForecasts.gameId, games.id))
      .where(where)
      .orderBy(asc(games.gameNumber), asc(games.id));
  }

  /** Games by id (of any league), with what a bet on them records. */
  async games(ids: string[]): Promise<Map<string, BettableGame>> {
    if (ids.length === 0) return new Map();
    const rows = await this.bettableGames(inArray(games.id, [...new Set(ids)]));
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** A league's games of one date (to find the game a spreadsheet's row names by its teams). */
  gamesOn(league: string, date: string): Promise<BettableGame[]> {
    return this.bettableGames(and(eq(games.sport, league), eq(games.date, date)));
  }

  /** A league's open bets whose games are decided on `clock` (optionally only these games'). */
  settleCandidates(league: string, clock: SettleClock, gameIds?: string[]): Promise<SettleCandidate[]> {
    const decided = clock.replay ? sql`coalesce(${games.resultKnownOn}, ${games.date}) < ${clock.today}` : sql`true`;
    return this.db
      .select({
        id: bets.id,
        market: sql<BetMarket>`${bets.market}`,
        side: sql<BetSideTaken>`${bets.side}`,
        line: bets.line,
        price: bets.price,
        stake: bets.stake,
        gameStatus: games.status,
        homeScore: games.homeScore,
        awayScore: games.awayScore,
        homeMoneyline: odds.homeMoneyline,
        awayMoneyline: odds.awayMoneyline,
        spreadLine: marketForecasts.spreadLine,
        spreadHomePrice: marketForecasts.spreadHomePrice,
        spreadAwayPrice: marketForecasts.spreadAwayPrice,
        totalLine: marketForecasts.totalLine,
        overPrice: marketForecasts.overPrice,
        underPrice: marketForecasts.underPrice,
      })
      .from(bets)
      .innerJoin(games, eq(games.id, bets.gameId))
      .leftJoin(odds, eq(odds.gameId, games.id))
      .leftJoin(marketForecasts, eq(marketForecasts.gameId, games.id))
      .where(
        and(
          eq(bets.league, league),
          eq(bets.status, 'open'),
          gameIds ? inArray(bets.gameId, gameIds) : undefined,
          sql`((${games.status} = 'completed' AND ${games.homeScore} IS NOT NULL AND ${games.awayScore} IS NOT NULL AND ${decided})
            OR (${games.status} = 'postponed' AND ${games.date} < ${clock.today}))`,
        ),
      );
  }

  /**
   * Writes settlements in one statement that only takes bets still open: a bet another replica (or a run at the
   * same time) settled first is left as it is, so each bet settles once. The ids settled here.
   */
  async settle(settlements: Settlement[]): Promise<string[]> {
    if (settlements.length === 0) return [];
    const values = JSON.stringify(
      settlements.map((s) => ({
        id: s.id,
        status: s.status,
        profit: s.profit,
        closing_price: s.closingPrice,
        clv: s.clv,
      })),
    );
    const result = await this.db.execute<{ id: string }>(sql`
      UPDATE sports.bets b SET status = v.status, profit = v.profit, closing_price = v.closing_price,
        clv = v.clv, settled_at = now()
      FROM jsonb_to_recordset(${values}::jsonb) AS v(id uuid, status text, profit double precision,
        closing_price integer, clv double precision)
      WHERE b.id = v.id AND b.status = 'open'
      RETURNING b.id`);
    return result.rows.map((r) => r.id);
  }
}
