import type { Logger } from '@vantage/service-kit/logger';
import type { ResponseCache } from '@vantage/service-kit/responses';
import { RepeatingJob } from './repeating-job';
import { eq, inArray } from 'drizzle-orm';
import { addDays, type Clock } from '../../clock/clock';
import { bulkInsert } from '../../db/bulk';
import type { SportsDb } from '../../db/database';
import { games, odds } from '../../db/schema';
import { gameId } from '../../model/leagues/sources';
import type { Extra, LeagueGame, NamedPlayer, NewLeague, PlayerMinutes } from '../../model/leagues/types';
import { storageId } from '../../model/predictions/league-compute';
import type { PredictionRecorder } from '../../model/predictions/recorder';
import { LEAGUE_PROFILES, seasonOf } from '../../registry/profiles';
import { leagueGameRow } from '../../data/seed/league';
import { bumpDataVersion } from './ingestion';

/**
 * One game as a league's live feed gives it, in our terms: the adapter (src/providers/<feed>) maps the feed's
 * team spellings to the league's codes (src/model/leagues/teams.ts TeamIndex), its times to instants and its states
 * to ours.
 */
export interface FeedGame {
  /** The US Eastern calendar date of the game. */
  date: string;
  /** ISO instant of the start, when the feed gives one. */
  start: string | null;
  away: string;
  home: string;
  status: 'scheduled' | 'in_progress' | 'completed' | 'postponed';
  /** Scores of a final game (overtime included; NHL: the shootout winner's goal included), else null. */
  awayScore: number | null;
  homeScore: number | null;
  /** How a final game went past regulation (OT, SO), null for regulation. */
  extra: Extra;
  neutral: boolean;
  playoff: boolean;
  /** NFL: the starting quarterbacks; NHL: the confirmed starting goaltenders; null until the feed names them. */
  starters: { away: NamedPlayer | null; home: NamedPlayer | null } | null;
  /** NBA: the active list before the game, with the minutes played once it is final; absent when unknown. */
  players?: { away: PlayerMinutes[]; home: PlayerMinutes[] } | null;
  /** The current pre-game moneylines and where they come from; absent or null without a line and once started. */
  odds?: { homeMoneyline: number; awayMoneyline: number; source: string } | null;
}

/**
 * The ingestion hook of the NBA, NFL and NHL in live mode, as MLB's MlbDataProvider is for the Stats API: an
 * adapter of the league's public feed (the NHL's api-web, the NBA's liveData, ESPN's scoreboard for the NFL)
 * implements it as a pure module under src/providers/ and is handed to LeagueIngestionJob.
 */
export interface LeagueFeedProvider {
  readonly league: NewLeague;
  /**
   * Every game dated from `from` to `to` (US Eastern, inclusive). An empty day is an empty list; a feed that is
   * down or answers what the adapter cannot read throws (nothing stored is touched then).
   */
  schedule(from: string, to: string): Promise<FeedGame[]>;
}

export interface LeagueIngestionReport {
  fetched: number;
  inserted: number;
  updated: number;
  /** Pre-game moneylines stored or refreshed. */
  lines: number;
  predictions: number;
  errors: string[];
}

/** Days around today refreshed on every run (late results, confirmed starters, new times), as MLB's. */
const REFRESH_BEFORE = 3;
const REFRESH_AFTER = 2;

const STATUS_RANK = { scheduled: 0, postponed: 1, in_progress: 2, completed: 3 } as const;

const playersOf = (row: { details?: unknown }) =>
  ((row.details ?? {}) as { players?: LeagueGame['players'] }).players ?? null;

/** The stored form of a feed's game. */
export function leagueGame(league: NewLeague, g: FeedGame): LeagueGame {
  const final = g.status === 'completed' && g.homeScore !== null && g.awayScore !== null;
  return {
    league,
    id: gameId(g.date, g.away, g.home),
    season: seasonOf(LEAGUE_PROFILES[league], g.date),
    date: g.date,
    start: g.start,
    away: g.away,
    home: g.home,
    neutral: g.neutral,
    playoff: g.playoff,
    awayScore: final ? g.awayScore : null,
    homeScore: final ? g.homeScore : null,
    extra: final ? g.extra : null,
    extraKnown: final,
    odds: null,
    spread: null,
    total: null,
    starters: g.starters,
    players: g.players ?? null,
  };
}

/**
 * Keeps one league's games current from its feed in live mode, then records (once, before each game: the
 * recorder's rule) and scores its predictions. It only inserts and updates: a failed or empty answer, or an older
 * status, never removes or downgrades what is stored; a postponed game keeps no score.
 */
export class LeagueIngestionJob extends RepeatingJob<LeagueIngestionReport> {
  constructor(
    private readonly deps: {
      db: SportsDb;
      feed: LeagueFeedProvider;
      recorder: PredictionRecorder;
      cache: ResponseCache;
      clock: Clock;
      logger: Logger;
    },
  ) {
    super();
  }

  protected async refresh(): Promise<LeagueIngestionReport> {
    const { feed, clock, logger, recorder } = this.deps;
    const today = clock.today();
    const report: LeagueIngestionReport = {
      fetched: 0,
      inserted: 0,
      updated: 0,
      lines: 0,
      predictions: 0,
      errors: [],
    };
    try {
      const listed = await feed.schedule(addDays(today, -REFRESH_BEFORE), addDays(today, REFRESH_AFTER));
      report.fetched = listed.length;
      Object.assign(report, await this.store(listed));
      report.lines = await this.storeLines(listed);
    } catch (err) {
      report.errors.push(`${feed.league} schedule: ${(err as Error).message}`);
    }
    report.predictions = await recorder.record(today);
    await recorder.score(today);
    if (report.inserted || report.updated || report.lines || report.predictions)
      await bumpDataVersion(this.deps.db, this.deps.cache);
    if (report.errors.length) logger.warn({ league: feed.league, errors: report.errors }, 'league feed failed');
    logger.info({ league: feed.league, ...report, errors: report.errors.length }, 'league ingestion');
    return report;
  }

  private async store(listed: FeedGame[]): Promise<{ inserted: number; updated: number }> {
    const { db, feed } = this.deps;
    const rows = listed.map((g) => ({
      feed: g,
      row: leagueGameRow(leagueGame(feed.league, g), 'feed', g.status),
    }));
    if (rows.length === 0) return { inserted: 0, updated: 0 };
    const ids = rows.map((r) => String(r.row.id));
    const existing = new Map(
      (await db.select().from(games).where(inArray(games.id, ids))).map((g) => [g.id, g] as const),
    );
    const fresh = rows.filter((r) => !existing.has(String(r.row.id)));
    await bulkInsert(
      db,
      'games',
      fresh.map((r) => r.row),
    );
    let updated = 0;
    for (const { feed: g, row } of rows) {
      const old = existing.get(String(row.id));
      if (!old) continue;
      const oldStatus = old.status as keyof typeof STATUS_RANK;
      // A final game stays final; a score is never removed.
      if (STATUS_RANK[g.status] < STATUS_RANK[oldStatus] && oldStatus !== 'postponed') continue;
      const changes = {
        status: g.status,
        startTime: g.start ? new Date(g.start) : old.startTime,
        awayScore: (row.away_score as number | null) ?? old.awayScore,
        homeScore: (row.home_score as number | null) ?? old.homeScore,
        resultKnownOn: (row.result_known_on as string | null) ?? old.resultKnownOn,
        awayStarter: (row.away_starter as string | null) ?? old.awayStarter,
        homeStarter: (row.home_starter as string | null) ?? old.homeStarter,
        awayStarterName: (row.away_starter_name as string | null) ?? old.awayStarterName,
        homeStarterName: (row.home_starter_name as string | null) ?? old.homeStarterName,
        // Players once known stay (a game under way lists none).
        details: { ...(row.details as object), players: playersOf(row) ?? playersOf(old) },
      };
      const same =
        changes.status === old.status &&
        changes.awayScore === old.awayScore &&
        changes.homeScore === old.homeScore &&
        changes.startTime?.getTime() === old.startTime?.getTime() &&
        changes.awayStarter === old.awayStarter &&
        changes.homeStarter === old.homeStarter &&
        JSON.stringify(changes.details.players) === JSON.stringify(playersOf(old));
      if (same) continue;
      await db
        .update(games)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(games.id, storageId(feed.league, leagueGame(feed.league, g).id)));
      updated++;
    }
    return { inserted: fresh.length, updated };
  }

  /**
   * The current line of each game not started yet (as MLB's from The Odds API); a started game's last line
   * before it stays as stored.
   */
  private async storeLines(listed: FeedGame[]): Promise<number> {
    const { db, feed } = this.deps;
    let stored = 0;
    for (const g of listed) {
      if (!g.odds || g.status !== 'scheduled' || (g.start && Date.parse(g.start) <= Date.now())) continue;
      const { homeMoneyline, awayMoneyline, source } = g.odds;
      const values = { homeMoneyline, awayMoneyline, total: null, source, recordedAt: new Date() };
      await db
        .insert(odds)
        .values({ gameId: storageId(feed.league, gameId(g.date, g.away, g.home)), ...values })
        .onConflictDoUpdate({ target: odds.gameId, set: values });
      stored++;
    }
    return stored;
  }
}
