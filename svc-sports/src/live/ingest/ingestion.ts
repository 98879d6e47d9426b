import type { Logger } from '@vantage/service-kit/logger';
import { repeatEvery } from '@vantage/service-kit/schedule';
import { RepeatingJob } from './repeating-job';
import fs from 'node:fs';
import path from 'node:path';
import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ResponseCache } from '@vantage/service-kit/responses';
import { addDays, easternDate, type Clock } from '../../clock/clock';
import { battingToText, lineupToText } from '../../data/dataset';
import { gameId } from '../../data/games';
import { dataDir, type TeamDirectory } from '../../data/reference';
import { bulkInsert } from '../../db/bulk';
import type { SportsDb } from '../../db/database';
import { games, odds, playerSeasons, syncState } from '../../db/schema';
import { insertInBatches } from '../../api/games/repository';
import type { ParkLocator } from '../../model/schedule';
import type { PredictionRecorder } from '../../model/predictions/recorder';
import type { OddsProvider } from '../providers/odds/provider';
import type { BoxScore, MlbDataProvider, ScheduledGame, SeasonSplits } from '../providers/statsapi/statsapi';
import type { PlayerIds } from './player-ids';

/** Days around today refreshed on every run (late results, changed probable pitchers, new times). */
const REFRESH_BEFORE = 3;
const REFRESH_AFTER = 2;
/** A first live start after the shipped seasons catches up at most this far back, a month per request. */
const BACKFILL_DAYS = 3 * 365;
const CHUNK_DAYS = 30;
/** Box scores asked per run at most, newest first: a first live start catches up over the following runs. */
const BOX_SCORES_PER_RUN = 60;
/** A live season projects from the three seasons before it (model/projections.ts). */
const PROJECTED_SEASONS = 3;

export interface IngestionReport {
  fetched: number;
  inserted: number;
  updated: number;
  lines: number;
  /** Finished games whose batting lines were stored from their box scores. */
  boxScores: number;
  /** Today's games whose starting nines were stored before the game. */
  lineups: number;
  /** Seasons of players' statistics stored (seasons after the shipped splits). */
  playerSeasons: number;
  predictions: number;
  errors: string[];
}

/** Seasons of the shipped players' table (data/players/YYYY.csv), which the Stats API need not fill. */
function shippedSplitSeasons(): Set<number> {
  const dir = path.join(dataDir(), 'players');
  if (!fs.existsSync(dir)) return new Set();
  return new Set(
    fs
      .readdirSync(dir)
      .filter((f) => /^\d{4}\.csv$/.test(f))
      .map((f) => Number(f.slice(0, 4))),
  );
}

/**
 * Keeps the games table current from the MLB Stats API (and moneylines from the odds provider) in live mode,
 * then records and scores predictions. It only inserts and updates: a provider failure, an empty answer or
 * an older status never removes or downgrades what is stored.
 */
export class IngestionJob extends RepeatingJob<IngestionReport> {
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
      /** Retrosheet ids by name, so a player's history carries over to the live data. */
      players: PlayerIds;
    },
  ) {
    super();
  }

  private async latestDate(): Promise<string | null> {
    const [row] = await this.deps.db
      .select({ date: sql<string | null>`max(${games.date})::text` })
      .from(games)
      .where(eq(games.sport, 'mlb'));
    return row.date;
  }

  protected async refresh(): Promise<IngestionReport> {
    const { clock, logger } = this.deps;
    const today = clock.today();
    const report: IngestionReport = {
      fetched: 0,
      inserted: 0,
      updated: 0,
      lines: 0,
      boxScores: 0,
      lineups: 0,
      playerSeasons: 0,
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
    report.lineups = await this.storeLineups(today, report.errors);
    report.playerSeasons = await this.storePlayerSeasons(today, report.errors);
    if (this.deps.odds) {
      try {
        report.lines = await this.storeLines(today);
      } catch (err) {
        report.errors.push(`odds: ${(err as Error).message}`);
      }
    }
    // A game of today is recorded once its lineups are stored or its first pitch is near (recorder.ts).
    report.predictions = await this.deps.recorder.record(today, Date.now());
    await this.deps.recorder.score(today);
    if (report.inserted || report.updated || report.lines || report.lineups || report.predictions)
      await this.bumpVersion();
    (report.errors.length ? logger.warn.bind(logger) : logger.info.bind(logger))({ ...report, today }, 'ingestion run');
    return report;
  }

  private pitcher(p: ScheduledGame['home']['probablePitcher']): { id: string | null; name: string | null } {
    if (!p) return { id: null, name: null };
    return { id: this.deps.players.pitcher(p), name: p.name };
  }

  /** Both starting nines as stored ("-" for a player the box score does not name), when announced. */
  private lineups(box: BoxScore): { awayLineup: string; homeLineup: string } | null {
    if (!box.lineups) return null;
    const ids = (nine: NonNullable<BoxScore['lineups']>['away']) =>
      lineupToText(nine.map((p) => (p ? this.deps.players.batter(p) : null)));
    return { awayLineup: ids(box.lineups.away), homeLineup: ids(box.lineups.home) };
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
   * rates learn from live games as they do from Retrosheet's, and the nines that started (the players' model
   * learns from them as from Retrosheet's lineups). One failed answer skips that game until next run.
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
          .set({
            awayBatting: battingToText(box.away),
            homeBatting: battingToText(box.home),
            ...this.lineups(box),
            updatedAt: new Date(),
          })
          .where(eq(games.id, game.id));
        stored++;
      } catch (err) {
        errors.push(`box score ${game.gamePk}: ${(err as Error).message}`);
      }
    }
    return stored;
  }

  /**
   * The announced starting nines of today's games not started yet (the box score lists them a few hours before
   * first pitch), so the players' model predicts them. Asked every run until both are announced.
   */
  private async storeLineups(today: string, errors: string[]): Promise<number> {
    const { db } = this.deps;
    const waiting = await db
      .select({ id: games.id, gamePk: games.mlbGamePk })
      .from(games)
      .where(
        and(
          eq(games.source, 'statsapi'),
          eq(games.date, today),
          eq(games.status, 'scheduled'),
          isNotNull(games.mlbGamePk),
          or(isNull(games.awayLineup), isNull(games.homeLineup)),
        ),
      );
    let stored = 0;
    for (const game of waiting) {
      try {
        const lineups = this.lineups(await this.deps.mlb.boxScore(game.gamePk!));
        if (!lineups) continue;
        await db
          .update(games)
          .set({ ...lineups, updatedAt: new Date() })
          .where(eq(games.id, game.id));
        stored++;
      } catch (err) {
        errors.push(`lineups ${game.gamePk}: ${(err as Error).message}`);
      }
    }
    return stored;
  }

  /**
   * Players' regular seasons the shipped splits lack, among the three before today's, from the Stats API's
   * season statistics by hand: stored once a season is over, whole or not at all (a failed or empty answer is
   * asked again next run; until then the season projects from the seasons there are, or not at all).
   */
  private async storePlayerSeasons(today: string, errors: string[]): Promise<number> {
    const { db } = this.deps;
    const current = Number(today.slice(0, 4));
    const shipped = shippedSplitSeasons();
    const stored = new Set(
      (await db.selectDistinct({ season: playerSeasons.season }).from(playerSeasons)).map((r) => r.season),
    );
    let added = 0;
    for (let season = current - PROJECTED_SEASONS; season < current; season++) {
      if (shipped.has(season) || stored.has(season)) continue;
      try {
        const hitting = await this.deps.mlb.seasonSplits(season, 'hitting');
        const pitching = await this.deps.mlb.seasonSplits(season, 'pitching');
        if (hitting.length === 0 || pitching.length === 0) throw new Error('no players');
        const hands = await this.deps.mlb.handedness([...new Set([...hitting, ...pitching].map((p) => p.mlbId))]);
        const rows = new Map<string, typeof playerSeasons.$inferInsert>();
        const add = (p: SeasonSplits, role: 'bat' | 'pitch') => {
          const playerId = role === 'bat' ? this.deps.players.batter(p) : this.deps.players.pitcher(p);
          const h = hands.get(p.mlbId);
          const hand = role === 'bat' ? (h?.bats === 'S' ? 'B' : (h?.bats ?? 'R')) : (h?.throws ?? 'R');
          const row = { season, playerId, role, hand, vsLeft: p.vsL, vsRight: p.vsR };
          // Two players matched to one name: the one who played more keeps it.
          const key = `${role}:${playerId}`;
          const old = rows.get(key);
          if (!old || old.vsLeft.pa + old.vsRight.pa < p.vsL.pa + p.vsR.pa) rows.set(key, row);
        };
        for (const p of hitting) add(p, 'bat');
        for (const p of pitching) add(p, 'pitch');
        await db.transaction((tx) =>
          insertInBatches([...rows.values()], (batch) => tx.insert(playerSeasons).values(batch)),
        );
        added++;
      } catch (err) {
        errors.push(`player season ${season}: ${(err as Error).message}`);
      }
    }
    return added;
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
          and(
            eq(games.sport, 'mlb'),
            eq(games.date, date),
            eq(games.home, home),
            eq(games.away, away),
            sql`${games.status} = 'scheduled'`,
          ),
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
    await bumpDataVersion(this.deps.db, this.deps.cache);
  }
}

/** New data: this replica drops its cached answers now, the others when they poll (watchDataVersion). */
export async function bumpDataVersion(db: SportsDb, cache: ResponseCache): Promise<void> {
  const version = Date.now();
  await db
    .insert(syncState)
    .values({ key: 'data_version', value: { version } })
    .onConflictDoUpdate({ target: syncState.key, set: { value: { version }, updatedAt: new Date() } });
  cache.setVersion(version);
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
