import type { HttpClient } from '@vantage/service-kit/http-client';
import type { Logger } from '@vantage/service-kit/logger';
import type { League as LeagueId } from '@vantage/contracts/sports-rules';
import type { Side } from '../api/explorer/service';
import type { TeamLookup } from '../api/teams/lookup';
import type { SportsConfig } from '../config';
import type { SportsDb } from '../db/database';
import type { LiveFeed } from '../live/ingest/ingestion';
import type { ComputedRows } from '../model/predictions/compute';
import type { LeagueProfile } from '../registry/profiles';

export type { LeagueId };

/** What the recorder asks a league's model for: the due games of `today`, recorded from `since` on. */
export interface ComputeRequest {
  today: string;
  /** Storage ids of the games to record: due and without a recorded prediction (one is never rewritten). */
  due: string[];
  since: string;
  /** The shipped data folder (svc-sports/data or SPORTS_DATA_DIR). */
  dataDir: string;
}

/** The markets a back-test scores: the moneyline's win probability, the spread's cover, the total's over. */
export const MARKETS = ['moneyline', 'spread', 'total'] as const;
export type Market = (typeof MARKETS)[number];

/** A back-test of one season from a folder laid out as ../shared/data/<league>/. */
export interface BacktestRequest {
  data: string;
  season: number;
  /** The moneyline when not given. */
  market?: Market;
}

export interface BacktestOutcome {
  /** The `--json` line: games, accuracy, Brier, log loss, the market's Brier and the league's own figures. */
  summary: Record<string, unknown>;
  /** The report a person reads. */
  report: string;
  /** Every game of the season predicted, as the `--predictions` CSV writes it. */
  predictions: { columns: string[]; rows: (string | number)[][] };
  /** Inputs read with trouble (an odds file of an unknown format…), printed to stderr. */
  warnings: string[];
}

/** What a league's live feed adapter is built from in live mode. */
export interface FeedContext {
  db: SportsDb;
  /** The feeds' addresses, ODDS_API_KEY. */
  config: SportsConfig;
  /** The shipped dataset's folder. */
  dataDir: string;
  /** The feeds' one timeout and retry policy (live/providers/http.ts). */
  http: HttpClient;
  /** The league's US Eastern date today. */
  today: () => string;
  logger: Logger;
}

/**
 * One league, end to end: what it is (profile, teams), where its data comes from, how its games are predicted,
 * recorded and back-tested, and which live feed keeps it current. Each league is a folder, src/leagues/<league>/, exporting one object of this shape;
 * src/leagues/registry.ts lists them. The common code (seed, recorder, worker, back-test, API) reads a league
 * only through it. `Input` is the model's input as it crosses to the worker thread (plain data).
 */
export interface League<Input = unknown> {
  readonly id: LeagueId;
  /** Name, game ids, margin unit, starter role, season calendar and demo replay date. */
  readonly profile: LeagueProfile;
  /** Every team the league's data names, by every spelling the API accepts (codes, names, nicknames). */
  teams(dataDir: string): TeamLookup;
  /** Loads the league's shipped data (teams, games, lines) from `dataDir` once; true when it was (re)seeded. */
  seed(db: SportsDb, dataDir: string, logger: Logger): Promise<boolean>;
  /** The model's input for the due games, read from the database with results from `today` on hidden. */
  computeInput(db: SportsDb, request: ComputeRequest): Promise<Input>;
  /** Runs in the worker thread: the prediction and trend rows of the due games, walked forward. */
  computeRows(input: Input): ComputedRows;
  /** One season walked forward on every earlier one, scored against the results and the market. */
  backtest(request: BacktestRequest): BacktestOutcome;
  /** Every season at once: the pooled gap to the market in and out of the seasons the constants were chosen on. */
  pooledBacktest(data: string, market?: Market): { report: string; warnings: string[] };
  /**
   * The explorer's sides of a season's games played before `today`, from the stored games, each in the situation
   * the league's trends read.
   */
  seasonSides(db: SportsDb, dataDir: string): (season: number, today: string) => Promise<Side[]>;
  /**
   * Its live feed adapter (src/leagues/<league>/feed.ts): in live mode the ingestion job refreshes the league through
   * it every INGEST_INTERVAL_MINUTES.
   */
  feed(context: FeedContext): LiveFeed;
}

const CODE = '[A-Z]{2,3}';

/** Game ids `<prefix>YYYY-MM-DD-AWY-HOM-n`. */
export const gameIdPattern = (prefix: string, code = CODE) =>
  new RegExp(`^${prefix}\\d{4}-\\d{2}-\\d{2}-${code}-${code}-\\d$`);
