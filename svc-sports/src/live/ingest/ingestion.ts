import type { League } from '@vantage/contracts/sports-rules';
import type { Logger } from '@vantage/service-kit/logger';
import type { ResponseCache } from '@vantage/service-kit/responses';
import { repeatEvery } from '@vantage/service-kit/schedule';
import { eq } from 'drizzle-orm';
import { BetRepository } from '../../api/bets/repository';
import { settleBets } from '../../api/bets/service';
import { addDays, type Clock } from '../../clock/clock';
import type { SportsDb } from '../../db/database';
import { syncState } from '../../db/schema';
import type { PredictionRecorder } from '../../model/predictions/recorder';
import { RepeatingJob } from './repeating-job';

/** Days around today refreshed on every run (late results, confirmed starters, new times). */
const REFRESH_BEFORE = 3;
const REFRESH_AFTER = 2;
/** A catch-up after a gap goes at most this far back, a month per request. */
const BACKFILL_DAYS = 3 * 365;
const CHUNK_DAYS = 30;

/** What storing a stretch of a league's games did. */
export interface StoredGames {
  /** Games the feed listed. */
  fetched: number;
  inserted: number;
  updated: number;
  /** Pre-game lines that came with the games, stored or refreshed. */
  lines: number;
}

/**
 * One league's live feed as the ingestion job runs it: an adapter of the league's public feed that reads and
 * stores its games (src/leagues/<league>/feed.ts builds it). Every method only inserts and updates: a failed or
 * empty answer, or an older status, never removes or downgrades what is stored.
 */
export interface LiveFeed {
  readonly league: League;
  /**
   * Reads the games dated from `from` to `to` (US Eastern, inclusive) and stores them. A feed that is down or
   * answers what the adapter cannot read throws, and nothing stored is touched.
   */
  storeGames(from: string, to: string): Promise<StoredGames>;
  /**
   * The date of the league's last game from this feed, for a feed that catches up after a gap (MLB's Stats API,
   * at a first live start after the shipped seasons); without it, only the days around today are read.
   */
  lastStoredDate?(): Promise<string | null>;
  /**
   * What else the feed keeps current once the games are stored (MLB: box scores, starting nines, players'
   * seasons), each named with how many were stored; what failed is added to `errors`.
   */
  storeExtras?(today: string, errors: string[]): Promise<Record<string, number>>;
  /** Lines from a source apart from the games' feed (MLB's odds provider): how many were stored. */
  storeLines?(today: string): Promise<number>;
}

export interface IngestionReport extends StoredGames {
  predictions: number;
  /** The counts of the feed's extras (storeExtras), e.g. { boxScores: 3, lineups: 2, playerSeasons: 0 }. */
  extras: Record<string, number>;
  /** Members' bets on games decided since the last run, settled by this one. */
  betsSettled: number;
  errors: string[];
}

/**
 * Keeps one league's games current from its live feed in live mode, then records (once, before each game: the
 * recorder's rule) and scores its predictions. The same job runs every league; what differs is the feed.
 */
export class IngestionJob extends RepeatingJob<IngestionReport> {
  constructor(
    private readonly deps: {
      db: SportsDb;
      feed: LiveFeed;
      recorder: PredictionRecorder;
      cache: ResponseCache;
      clock: Clock;
      logger: Logger;
    },
  ) {
    super();
  }

  get league(): League {
    return this.deps.feed.league;
  }

  /** The days around today, from the day after the last stored game when the feed catches up after a gap. */
  private async firstDate(today: string): Promise<string> {
    const windowStart = addDays(today, -REFRESH_BEFORE);
    const latest = (await this.deps.feed.lastStoredDate?.()) ?? null;
    const from = latest && latest < windowStart ? addDays(latest, 1) : windowStart;
    const earliest = addDays(today, -BACKFILL_DAYS);
    return from < earliest ? earliest : from;
  }

  protected async refresh(): Promise<IngestionReport> {
    const { feed, clock, logger, recorder } = this.deps;
    const today = clock.today();
    const report: IngestionReport = {
      fetched: 0,
      inserted: 0,
      updated: 0,
      lines: 0,
      predictions: 0,
      extras: {},
      betsSettled: 0,
      errors: [],
    };
    const end = addDays(today, REFRESH_AFTER);
    for (let start = await this.firstDate(today); start <= end; start = addDays(start, CHUNK_DAYS)) {
      const stop = addDays(start, CHUNK_DAYS - 1) < end ? addDays(start, CHUNK_DAYS - 1) : end;
      try {
        const stored = await feed.storeGames(start, stop);
        report.fetched += stored.fetched;
        report.inserted += stored.inserted;
        report.updated += stored.updated;
        report.lines += stored.lines;
      } catch (err) {
        report.errors.push(`${feed.league} schedule ${start}..${stop}: ${(err as Error).message}`);
      }
    }
    if (feed.storeExtras) report.extras = await feed.storeExtras(today, report.errors);
    if (feed.storeLines) {
      try {
        report.lines += await feed.storeLines(today);
      } catch (err) {
        report.errors.push(`${feed.league} odds: ${(err as Error).message}`);
      }
    }
    report.predictions = await recorder.record(today);
    await recorder.score(today);
    try {
      report.betsSettled = await settleBets(new BetRepository(this.deps.db), feed.league, clock);
    } catch (err) {
      report.errors.push(`${feed.league} bets: ${(err as Error).message}`);
    }
    const extrasStored = Object.values(report.extras).some((n) => n > 0);
    if (report.inserted || report.updated || report.lines || report.predictions || extrasStored)
      await bumpDataVersion(this.deps.db, this.deps.cache);
    (report.errors.length ? logger.warn.bind(logger) : logger.info.bind(logger))(
      { league: feed.league, today, ...report },
      'ingestion run',
    );
    return report;
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
