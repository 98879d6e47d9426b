import type { Logger } from '@vantage/service-kit/logger';
import { repeatEvery } from '@vantage/service-kit/schedule';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ResponseCache } from '@vantage/service-kit/responses';
import { addDays, easternDate, type Clock } from '../clock/clock';
import { battingToText } from '../data/dataset';
import { gameId } from '../data/games';
import type { TeamDirectory } from '../data/reference';
import { bulkInsert } from '../db/bulk';
import type { SportsDb } from '../db/database';
import { games, odds, syncState } from '../db/schema';
import type { ParkLocator } from '../model/schedule';
import type { PredictionRecorder } from '../predictions/recorder';
import type { OddsProvider } from '../providers/odds/provider';
import type { MlbDataProvider, ScheduledGame } from '../providers/statsapi/statsapi';

/** Days around today refreshed on every run (late results, changed probable pitchers, new times). */
const REFRESH_BEFORE = 3;
const REFRESH_AFTER = 2;
/** A first live start after the shipped seasons catches up at most this far back, a month per request. */
const BACKFILL_DAYS = 3 * 365;
const CHUNK_DAYS = 30;
/** Box scores asked per run at most, newest first: a first live start catches up over the following runs. */
const BOX_SCORES_PER_RUN = 60;

export interface IngestionReport {
  fetched: number;
  inserted: number;
  updated: number;
  lines: number;
  /** Finished games whose batting lines were stored from their box scores. */
  boxScores: number;
  predictions: number;
  errors: string[];
}

/** Case- and accent-insensitive name key ("José Berríos" = "Jose Berrios"). */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/gi, '')
    .toLowerCase();
}

/**
 * Keeps the games table current from the MLB Stats API (and moneylines from the odds provider) in live mode,
 * then records and scores predictions. It only inserts and updates: a provider failure, an empty answer or
 * an older status never removes or downgrades what is stored.
 */
export class IngestionJob {
  private stopSchedule: (() => void) | null = null;
  private running: Promise<IngestionReport> | null = null;

  constructor(
    private readonly deps: {
      db: SportsDb;
      mlb: MlbDataProvider;
      odds: OddsProvider | null;
      teams: TeamDirectory;
      parks: ParkLocator;
      recorder: PredictionRecorder;
      cache: ResponseCache;
      clock: Clock;
      logger: Logger;
      /** Retrosheet pitcher ids by name key, so a pitcher's history carries over to the live data. */
      pitcherIds: Map<string, string>;
    },
  ) {}

  /** Runs now and then every `minutes`; runs never overlap. */
  start(minutes: number): void {
    const tick = () => {
      this.run().catch((err) => this.deps.logger.error({ err }, 'ingestion failed'));
    };
    this.stopSchedule = repeatEvery(minutes * 60_000, tick);
  }

  async stop(): Promise<void> {
    this.stopSchedule?.();
    this.stopSchedule = null;
    await this.running?.catch(() => undefined);
  }

  run(): Promise<IngestionReport> {
    this.running ??= this.refresh().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async latestDate(): Promise<string | null> {
    const [row] = await this.deps.db.select({ date: sql<string | null>`max(${games.date})::text` }).from(games);
    return row.date;
  }

  private async refresh(): Promise<IngestionReport> {
    const { clock, logger } = this.deps;
    const today = clock.today();
    const report: IngestionReport = {
      fetched: 0,
      inserted: 0,
      updated: 0,
      lines: 0,
      boxScores: 0,
      predictions: 0,
      errors: [],
    };
    const latest = await this.latestDate();
    const windowStart = addDays(today, -REFRESH_BEFORE);
    let from = latest && latest < windowStart ? addDays(latest, 1) : windowStart;
    if (from < addDays(today, -BACKFILL_DAYS)) from = addDays(today, -BACKFILL_DAYS);
    const end = addDays(today, REFRESH_AFTER);
    for (let start = from; start <= end; start = addDays(start, CHUNK_DAYS)) {
      const stop = addDays(start, CHUNK_DAYS - 1) < end ? addDays(start, CHUNK_DAYS - 1) : end;
      try {
        const scheduled = await this.deps.mlb.schedule(start, stop);
        report.fetched += scheduled.length;
        const { inserted, updated } = await this.store(scheduled);
        report.inserted += inserted;
        report.updated += updated;
      } catch (err) {
        report.errors.push(`schedule ${start}..${stop}: ${(err as Error).message}`);
      }
    }
    report.boxScores = await this.storeBoxScores(report.errors);
    if (this.deps.odds) {
      try {
        report.lines = await this.storeLines(today);
      } catch (err) {
        report.errors.push(`odds: ${(err as Error).message}`);
      }
    }
    report.predictions = await this.deps.recorder.record(today);
    await this.deps.recorder.score(today);
    if (report.inserted || report.updated || report.lines || report.predictions) await this.bumpVersion();
    (report.errors.length ? logger.warn.bind(logger) : logger.info.bind(logger))({ ...report, today }, 'ingestion run');
    return report;
  }

  private pitcher(p: ScheduledGame['home']['probablePitcher']): { id: string | null; name: string | null } {
    if (!p) return { id: null, name: null };
    return { id: this.deps.pitcherIds.get(nameKey(p.name)) ?? `mlb-${p.mlbId}`, name: p.name };
  }

  /** Inserts new games and updates ours (never the shipped Retrosheet ones, never a final back to pending). */
  private async store(scheduled: ScheduledGame[]): Promise<{ inserted: number; updated: number }> {
    const rows = scheduled.flatMap((s) => {
      const home = this.deps.teams.byMlb(s.home.mlbTeamId)?.code;
      const away = this.deps.teams.byMlb(s.away.mlbTeamId)?.code;
      if (!home || !away) return [];
      // The line score's totals are the final score; the schedule's team scores stand in without one.
      const homeScore = s.lineScore?.home.runs ?? s.home.score;
      const awayScore = s.lineScore?.away.runs ?? s.away.score;
      const final = s.status === 'completed' && homeScore !== null && awayScore !== null;
      const homeStarter = this.pitcher(s.home.probablePitcher);
      const awayStarter = this.pitcher(s.away.probablePitcher);
      return [
        {
          id: gameId(s.date, away, home, s.gameNumber),
          season: s.season,
          date: s.date,
          game_number: s.gameNumber,
          day_night: s.dayNight,
          start_time: s.startTime?.toISOString() ?? null,
          away,
          home,
          park: this.deps.parks.homePark(home) ?? '',
          away_starter: awayStarter.id,
          home_starter: homeStarter.id,
          away_starter_name: awayStarter.name,
          home_starter_name: homeStarter.name,
          status: s.status,
          away_score: final ? awayScore : null,
          home_score: final ? homeScore : null,
          outs: final ? (s.lineScore?.outs ?? null) : null,
          result_known_on: final ? s.date : null,
          source: 'statsapi',
          // A postponed listing shares its gamePk with the make-up game on its new date.
          mlb_game_pk: s.status === 'postponed' ? null : s.gamePk,
        },
      ];
    });
    if (rows.length === 0) return { inserted: 0, updated: 0 };
    const { db } = this.deps;
    const existing = new Map(
      (
        await db
          .select({ id: games.id, status: games.status, source: games.source })
          .from(games)
          .where(
            inArray(
              games.id,
              rows.map((r) => r.id),
            ),
          )
      ).map((r) => [r.id, r]),
    );
    const fresh = rows.filter((r) => !existing.has(r.id));
    await bulkInsert(db, 'games', fresh);
    let updated = 0;
    for (const row of rows) {
      const old = existing.get(row.id);
      if (!old || old.source !== 'statsapi' || (old.status === 'completed' && row.status !== 'completed')) continue;
      if (old.status === row.status && row.status === 'completed') continue;
      await db
        .update(games)
        .set({
          status: row.status,
          startTime: row.start_time ? new Date(row.start_time) : null,
          dayNight: row.day_night,
          homeScore: row.home_score,
          awayScore: row.away_score,
          outs: row.outs,
          resultKnownOn: row.result_known_on,
          // An announced starter is kept when a later answer has none.
          ...(row.home_starter ? { homeStarter: row.home_starter, homeStarterName: row.home_starter_name } : {}),
          ...(row.away_starter ? { awayStarter: row.away_starter, awayStarterName: row.away_starter_name } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(games.id, row.id), eq(games.source, 'statsapi')));
      updated++;
    }
    return { inserted: fresh.length, updated };
  }

  /**
   * Batting lines of our finished games from their box scores, so the run model and the strikeout and walk
   * rates learn from live games as they do from Retrosheet's. One failed answer skips that game until next run.
   */
  private async storeBoxScores(errors: string[]): Promise<number> {
    const { db } = this.deps;
    const missing = await db
      .select({ id: games.id, gamePk: games.mlbGamePk })
      .from(games)
      .where(
        and(
          eq(games.source, 'statsapi'),
          eq(games.status, 'completed'),
          isNull(games.homeBatting),
          isNotNull(games.mlbGamePk),
        ),
      )
      .orderBy(desc(games.date))
      .limit(BOX_SCORES_PER_RUN);
    let stored = 0;
    for (const game of missing) {
      try {
        const box = await this.deps.mlb.boxScore(game.gamePk!);
        await db
          .update(games)
          .set({ awayBatting: battingToText(box.away), homeBatting: battingToText(box.home), updatedAt: new Date() })
          .where(eq(games.id, game.id));
        stored++;
      } catch (err) {
        errors.push(`box score ${game.gamePk}: ${(err as Error).message}`);
      }
    }
    return stored;
  }

  /** Current lines for today's and later games that have not started; earlier games keep their last line. */
  private async storeLines(today: string): Promise<number> {
    const lines = await this.deps.odds!.upcoming();
    let stored = 0;
    for (const line of lines) {
      const home = this.deps.teams.byName(line.homeTeam)?.code;
      const away = this.deps.teams.byName(line.awayTeam)?.code;
      const date = easternDate(line.commenceTime);
      if (!home || !away || date < today || line.commenceTime.getTime() <= Date.now()) continue;
      const [game] = await this.deps.db
        .select({ id: games.id })
        .from(games)
        .where(
          and(eq(games.date, date), eq(games.home, home), eq(games.away, away), sql`${games.status} = 'scheduled'`),
        )
        .orderBy(games.gameNumber)
        .limit(1);
      if (!game) continue;
      const values = {
        homeMoneyline: line.homeMoneyline,
        awayMoneyline: line.awayMoneyline,
        total: line.total,
        source: this.deps.odds!.name,
        recordedAt: new Date(),
      };
      await this.deps.db
        .insert(odds)
        .values({ gameId: game.id, ...values })
        .onConflictDoUpdate({ target: odds.gameId, set: values });
      stored++;
    }
    return stored;
  }

  private async bumpVersion(): Promise<void> {
    const version = Date.now();
    await this.deps.db
      .insert(syncState)
      .values({ key: 'data_version', value: { version } })
      .onConflictDoUpdate({ target: syncState.key, set: { value: { version }, updatedAt: new Date() } });
    this.deps.cache.setVersion(version);
  }
}

/** Other replicas learn of new data by polling the stored version. */
export function watchDataVersion(db: SportsDb, cache: ResponseCache, logger: Logger, seconds = 30): () => void {
  const poll = async () => {
    try {
      const [row] = await db.select().from(syncState).where(eq(syncState.key, 'data_version'));
      if (row) cache.setVersion((row.value as { version: number }).version);
    } catch (err) {
      logger.warn({ err }, 'data version poll failed');
    }
  };
  return repeatEvery(seconds * 1000, () => void poll());
}
