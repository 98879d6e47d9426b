import type { Logger } from '@vantage/service-kit/logger';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { dayOpening, replayInstant, type Clock } from '../../clock/clock';
import type { Game } from '../../data/games';
import type { SportsDb } from '../../db/database';
import { games, predictions } from '../../db/schema';
import { bulkInsert } from '../../db/bulk';
import { MIGRATIONS_FOLDER } from '../../paths';
import type { League, LeagueId } from '../../leagues/league';
import type { ComputedRows } from './compute';
import type { ComputeJob } from './worker-job';
import type { LedgerService } from '../../api/ledger/service';

/** Results the clock has not reached are unknown to the model (and to everyone else). */
export function hideResultsFrom(today: string, all: Game[]): Game[] {
  return all.map((g) => (g.result && (g.date >= today || g.result.knownOn >= today) ? { ...g, result: null } : g));
}

/**
 * Starts the worker on the bundled dist/model/predictions/worker.js, or on the TypeScript source through tsx's
 * require hook when this code runs from src/ (tests).
 */
function startWorker(input: ComputeJob): Worker {
  if (__filename.endsWith('.ts'))
    return new Worker(`require('tsx/cjs'); require(${JSON.stringify(path.join(__dirname, 'worker.ts'))});`, {
      eval: true,
      workerData: input,
    });
  return new Worker(path.join(path.dirname(MIGRATIONS_FOLDER), 'dist', 'model', 'predictions', 'worker.js'), {
    workerData: input,
  });
}

function computeInWorker(input: ComputeJob): Promise<ComputedRows> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(input);
    let answered = false;
    worker.once('message', (rows: ComputedRows) => {
      answered = true;
      resolve(rows);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`prediction worker exited with code ${code}`));
    });
  });
}

/** A live game whose lineups are not announced is recorded anyway this close to its day's first start. */
const LINEUP_WAIT_MS = 30 * 60_000;

/**
 * Writes the prediction of every game up to today that has none (from results known before its date) and
 * scores predictions once their results are known. Existing predictions are never rewritten.
 *
 * When: a game of an earlier date at once; a game of today once both its lineups are stored (the players' model
 * predicts it), or once the first start of its day is 30 minutes away or has passed (the model without players
 * predicts it: a lineup announced after that is not waited for), so that every game of the day is recorded, and
 * the day committed to the public ledger, before its first game begins. Its inputs are results before its date
 * either way, so waiting for the lineup loses nothing; the live refresh runs every 15 minutes, so the last chance
 * comes before the first start. A day whose times are all to be decided waits for its lineups or a start.
 *
 * After each run the ledger commits every day whose games are all recorded (api/ledger/service.ts).
 *
 * Each row is stamped when it is written (product rules §1): `recorded` if the clock then stood before the
 * game's scheduled start (the first instant of its date when no time is announced), else `reconstructed`.
 * A first start's backfill of earlier dates is therefore reconstructed; a replay's own date is recorded on its
 * eve by the replay clock and says so (`clock`: replay).
 */
export class PredictionRecorder {
  /** How long the model ran in the last recompute (the worker's own clock). */
  lastComputeMs = 0;

  /**
   * `since`: the first date whose predictions are recorded. The model still learns from every stored game;
   * only the recorded history starts there (the seasons before it would cost a minute of seeding).
   */
  constructor(
    private readonly deps: {
      db: SportsDb;
      logger: Logger;
      since: string;
      league: LeagueId;
      /** Whose time stamps the rows: the live clock, or a replay's (the eve of the date being recorded). */
      clock: Pick<Clock, 'now' | 'replay'>;
      /** The model's input for the due games (plain data for the worker), results from today on hidden. */
      job: (today: string, due: string[]) => Promise<ComputeJob>;
      /** Commits each day to the public ledger once all its games are recorded. */
      ledger: LedgerService;
    },
  ) {}

  /** A league's recorder: its model (League.computeInput, then League.computeRows in the worker). */
  static of(
    league: League,
    deps: {
      db: SportsDb;
      logger: Logger;
      since: string;
      clock: Pick<Clock, 'now' | 'replay'>;
      ledger: LedgerService;
      dataDir: string;
    },
  ): PredictionRecorder {
    const { db, since, dataDir } = deps;
    return new PredictionRecorder({
      ...deps,
      league: league.id,
      job: async (today, due) => ({
        league: league.id,
        input: await league.computeInput(db, { today, due, since, dataDir }),
      }),
    });
  }

  /** Games without a prediction that are due for one (see the class comment), `now` in epoch milliseconds. */
  async due(today: string, now = Date.now()): Promise<string[]> {
    // A day's games are all recorded before its first starts, so the day is committed before any game begins.
    const firstStartOfDay = sql`(SELECT min(d.start_time) FROM sports.games d WHERE d.sport = ${games.sport} AND d.date = ${games.date} AND d.status <> 'postponed')`;
    const rows = await this.deps.db
      .select({ id: games.id })
      .from(games)
      .leftJoin(predictions, eq(predictions.gameId, games.id))
      .where(
        and(
          eq(games.sport, this.deps.league),
          gte(games.date, this.deps.since),
          lte(games.date, today),
          isNull(predictions.gameId),
          ne(games.status, 'postponed'),
          or(
            lt(games.date, today),
            and(isNotNull(games.awayLineup), isNotNull(games.homeLineup)),
            ne(games.status, 'scheduled'),
            lte(firstStartOfDay, new Date(now + LINEUP_WAIT_MS)),
          ),
        ),
      );
    return rows.map((r) => r.id);
  }

  /**
   * Records the predictions that are due; the model runs in a worker thread (seconds of CPU) so the API keeps
   * answering meanwhile. Returns how many were written.
   */
  async record(today: string, now = Date.now()): Promise<number> {
    const due = await this.due(today, now);
    if (due.length === 0) {
      await this.deps.ledger.commitDue();
      return 0;
    }
    const started = Date.now();
    const rows = await computeInWorker(await this.deps.job(today, due));
    const stamped = await this.stamped(rows.predictions, today);
    const recordedBefore = await this.hasRecorded();
    await bulkInsert(this.deps.db, 'predictions', stamped.rows, 2000);
    this.reportGap(stamped.reconstructedDates, recordedBefore);
    await bulkInsert(this.deps.db, 'team_trends', rows.teamTrends);
    await bulkInsert(this.deps.db, 'market_forecasts', rows.marketForecasts ?? []);
    this.deps.logger.info(
      {
        league: this.deps.league,
        predictions: rows.predictions.length,
        computedMs: rows.computeMs,
        ms: Date.now() - started,
        today,
      },
      'predictions recorded',
    );
    this.lastComputeMs = rows.computeMs;
    await this.deps.ledger.commitDue();
    return rows.predictions.length;
  }

  /**
   * Predictions written after their game started fill a hole in the recorded history: the backfill of a fresh
   * database, or what a restore from a backup lost (docs/operations.md, "After a restore"). They are stored as
   * reconstructed, never as recorded; once the league has recorded predictions, such a hole is said aloud (a
   * warning naming its dates), so an operator sees the gap.
   */
  private reportGap(dates: string[], recordedBefore: boolean): void {
    if (dates.length === 0) return;
    const sorted = [...dates].sort();
    const gap = { league: this.deps.league, predictions: dates.length, from: sorted[0], to: sorted.at(-1) };
    if (recordedBefore)
      this.deps.logger.warn(
        gap,
        'predictions missing for games that have started were reconstructed, not recorded: a gap in the recorded history',
      );
    else this.deps.logger.info(gap, 'history before the recorded predictions reconstructed');
  }

  /** Whether the league holds a prediction recorded before its game. */
  private async hasRecorded(): Promise<boolean> {
    const found = await this.deps.db
      .select({ id: predictions.gameId })
      .from(predictions)
      .innerJoin(games, eq(games.id, predictions.gameId))
      .where(and(eq(games.sport, this.deps.league), eq(predictions.provenance, 'recorded')))
      .limit(1);
    return found.length > 0;
  }

  /**
   * The rows with how they came to be, read now, as they are written: the clock's instant against each game's
   * scheduled start as stored at this moment; and the dates of those written after their game's start.
   */
  private async stamped(
    rows: Record<string, unknown>[],
    today: string,
  ): Promise<{ rows: Record<string, unknown>[]; reconstructedDates: string[] }> {
    const ids = rows.map((r) => r.game_id as string);
    const starts = new Map<string, Date>();
    const dates = new Map<string, string>();
    for (let i = 0; i < ids.length; i += 5000) {
      const found = await this.deps.db
        .select({ id: games.id, date: games.date, startTime: games.startTime })
        .from(games)
        .where(inArray(games.id, ids.slice(i, i + 5000)));
      for (const g of found) {
        starts.set(g.id, g.startTime ?? dayOpening(g.date));
        dates.set(g.id, g.date);
      }
    }
    const { clock } = this.deps;
    const writtenAt = clock.replay ? replayInstant(today) : clock.now();
    const reconstructedDates: string[] = [];
    const stamped = rows.map((r) => {
      const start = starts.get(r.game_id as string)!;
      if (writtenAt >= start) reconstructedDates.push(dates.get(r.game_id as string)!);
      return {
        ...r,
        provenance: writtenAt < start ? 'recorded' : 'reconstructed',
        clock: clock.replay ? 'replay' : 'live',
        written_at: writtenAt.toISOString(),
        start_against: start.toISOString(),
      };
    });
    return { rows: stamped, reconstructedDates };
  }

  /** Scores every unscored prediction (and trend) of the league whose result was known before today. */
  async score(today: string): Promise<void> {
    const played = sql`g.sport = ${this.deps.league} AND g.status = 'completed' AND g.home_score <> g.away_score AND g.date < ${today} AND coalesce(g.result_known_on, g.date) < ${today}`;
    await this.deps.db.execute(sql`
      UPDATE sports.predictions p SET
        actual_result = CASE WHEN g.home_score > g.away_score THEN 'home_win' ELSE 'away_win' END,
        correct = CASE WHEN p.recommendation = 'neutral' THEN NULL ELSE (p.recommendation = 'home') = (g.home_score > g.away_score) END,
        brier = power(p.p_home - CASE WHEN g.home_score > g.away_score THEN 1 ELSE 0 END, 2),
        scored_at = now()
      FROM sports.games g
      WHERE g.id = p.game_id AND p.scored_at IS NULL AND ${played}`);
    await this.deps.db.execute(sql`
      UPDATE sports.team_trends t SET won = (CASE WHEN t.is_home THEN g.home_score > g.away_score ELSE g.away_score > g.home_score END)
      FROM sports.games g
      WHERE g.id = t.game_id AND t.won IS NULL AND ${played}`);
  }
}
