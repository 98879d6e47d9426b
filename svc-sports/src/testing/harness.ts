import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@vantage/service-kit/config';
import { signServiceToken } from '@vantage/service-kit/jwt';
import { createLogger } from '@vantage/service-kit/logger';
import { createTestDatabase, type TestDatabase } from '@vantage/service-kit/testing/database';
import { startTestTokenIssuer, type TestTokenIssuer } from '@vantage/service-kit/testing/token-issuer';
import type { Express } from 'express';
import { createSportsApp } from '../app';
import { ResponseCache } from '@vantage/service-kit/responses';
import { createClock, type Clock } from '../clock/clock';
import { sportsConfigSchema } from '../config';
import { openSportsDatabase, type SportsDatabase } from '../db/database';
import { DATA_FOLDER } from '../paths';
import type { League } from '@vantage/contracts/sports';
import { leagueOf, teamSportLeagues } from '../leagues/registry';
import type { TeamSportLeague } from '../leagues/team-sport/league';
import type { PredictionRecorder } from '../model/predictions/recorder';
import { prepareLeague, type PreparedLeague } from '../data/seed/prepare';
import { loadParks, loadTeams, TeamDirectory } from '../leagues/mlb/reference';
import { ParkLocator } from '../leagues/mlb/schedule';
import { servedLeague } from '../registry/served';
import { pitcherIdsByName } from '../leagues/mlb/dataset';
import { splitLines } from '../data/csv';
import { OPENING_LINES_FILE } from '../leagues/mlb/opening-lines';
import { IngestionJob } from '../live/ingest/ingestion';
import { StatsApiLiveFeed } from '../leagues/mlb/statsapi-feed';
import { batterIdsByName, nameKey, PlayerIds } from '../leagues/mlb/player-ids';
import type { OddsProvider } from '../live/providers/odds/provider';
import type { MlbDataProvider } from '../leagues/mlb/statsapi/statsapi';

/** svc-sports serving one league in process, on a throwaway database. */
export interface LeagueTestEnv {
  app: Express;
  database: SportsDatabase;
  cache: ResponseCache;
  clock: Clock;
  recorder: PredictionRecorder;
  /** A member's bearer: a new member each call unless `sub` names one. */
  bearer(tier: 'free' | 'basic' | 'pro', sub?: string): string;
  /** A staff member's bearer. */
  staff(): string;
  /** Another service's bearer for /internal calls, as svc-auth signs it. */
  serviceToken(service?: string): string;
  /** A new personal API key of a member on `tier`, checked and counted by a stand-in for svc-auth. */
  apiKey(tier?: 'free' | 'basic' | 'pro'): string;
  close(): Promise<void>;
}

export interface SportsTestEnv extends LeagueTestEnv {
  prepared: PreparedLeague;
  dataDir: string;
}

/** A copy of the shipped dataset cut to a few seasons, so a test database seeds in seconds. */
export function dataSubset(seasons: number[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sports-data-'));
  fs.mkdirSync(path.join(dir, 'games'));
  for (const file of ['teams.csv', 'parks.csv', 'pitchers.csv'])
    fs.copyFileSync(path.join(DATA_FOLDER, file), path.join(dir, file));
  for (const season of seasons)
    fs.copyFileSync(path.join(DATA_FOLDER, 'games', `${season}.csv`), path.join(dir, 'games', `${season}.csv`));
  // The archive's opening lines of those seasons' games (game ids start with their date).
  const [header, ...lines] = splitLines(fs.readFileSync(path.join(DATA_FOLDER, 'games', OPENING_LINES_FILE), 'utf8'));
  const kept = lines.filter((line) => seasons.includes(Number(line.slice(0, 4))));
  fs.writeFileSync(path.join(dir, 'games', OPENING_LINES_FILE), [header, ...kept].join('\n') + '\n');
  return dir;
}

/** The tokens a test calls with, and the teardown of what a test environment started. */
function callersAndTeardown(
  issuer: TestTokenIssuer,
  database: SportsDatabase,
  testDatabase: TestDatabase,
  dataDir: string,
) {
  return {
    bearer: (tier: 'free' | 'basic' | 'pro', sub?: string) => `Bearer ${issuer.token({ tier, sub })}`,
    staff: () => `Bearer ${issuer.token({ is_staff: true, username: 'staff' })}`,
    serviceToken: (service = 'svc-auth') => `Bearer ${signServiceToken(issuer.key, service)}`,
    apiKey: (tier?: 'free' | 'basic' | 'pro') => issuer.apiKey(tier),
    async close() {
      await database.close();
      await testDatabase.drop();
      await issuer.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A copy of a league's shipped folder (data/<league>/) cut to a few seasons. */
function leagueDataSubset(league: League, seasons: number[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${league}-data-`));
  const source = path.join(DATA_FOLDER, league);
  fs.mkdirSync(path.join(dir, league));
  const [header, ...lines] = fs.readFileSync(path.join(source, 'games.csv'), 'utf8').trimEnd().split('\n');
  const kept = lines.filter((line) => seasons.includes(Number(line.split(',')[1])));
  fs.writeFileSync(path.join(dir, league, 'games.csv'), [header, ...kept].join('\n') + '\n');
  for (const file of fs.readdirSync(source)) {
    const season = /^players-(\d{4})\.csv$/.exec(file)?.[1];
    if (file === 'player-names.csv' || (season && seasons.includes(Number(season))))
      fs.copyFileSync(path.join(source, file), path.join(dir, league, file));
  }
  return dir;
}

/** svc-sports serving the NBA, NFL or NHL on a throwaway database seeded with `seasons` of its shipped data. */
async function startLeagueTestEnv(
  league: TeamSportLeague,
  today: string,
  seasons: number[],
  live: boolean,
): Promise<LeagueTestEnv> {
  const issuer: TestTokenIssuer = await startTestTokenIssuer();
  const testDatabase: TestDatabase = await createTestDatabase();
  const dataDir = leagueDataSubset(league.id, seasons);
  const config = loadConfig(sportsConfigSchema, { LOG_LEVEL: 'silent', AUTH_JWKS_URL: issuer.jwksUrl });
  const logger = createLogger('svc-sports-test', process.env.TEST_LOG_LEVEL ?? 'silent');
  const database = await openSportsDatabase(testDatabase.url, logger);
  const clock = live ? createClock(null, () => new Date(`${today}T16:00:00Z`)) : createClock(today);
  const prepared = await prepareLeague(database.db, league, dataDir, clock, logger);
  const cache = new ResponseCache();
  const leagues = [servedLeague(database.db, league, clock, prepared, dataDir)];
  return {
    app: createSportsApp({ config, database, leagues, cache, logger }),
    database,
    cache,
    clock,
    recorder: prepared.recorder,
    ...callersAndTeardown(issuer, database, testDatabase, dataDir),
  };
}

/**
 * svc-sports in process on a throwaway database seeded with `seasons` of the shipped data, replaying `today`
 * (or, with `live`, at noon Eastern of `today` on the live clock).
 */
async function startSportsTestEnv(
  today: string,
  options: { seasons?: number[]; live?: boolean } = {},
): Promise<SportsTestEnv> {
  const issuer: TestTokenIssuer = await startTestTokenIssuer();
  const testDatabase: TestDatabase = await createTestDatabase();
  const dataDir = dataSubset(options.seasons ?? [2021, 2022, 2023]);
  const config = loadConfig(sportsConfigSchema, {
    LOG_LEVEL: 'silent',
    AUTH_JWKS_URL: issuer.jwksUrl,
    VANTAGE_TODAY: options.live ? 'live' : today,
    SPORTS_DATA_DIR: dataDir,
  });
  const logger = createLogger('svc-sports-test', process.env.TEST_LOG_LEVEL ?? 'silent');
  const database = await openSportsDatabase(testDatabase.url, logger);
  const clock = options.live ? createClock(null, () => new Date(`${today}T16:00:00Z`)) : createClock(today);
  const mlb = leagueOf('mlb');
  const prepared = await prepareLeague(database.db, mlb, dataDir, clock, logger);
  const cache = new ResponseCache();
  const leagues = [servedLeague(database.db, mlb, clock, prepared, dataDir)];
  const app = createSportsApp({ config, database, leagues, cache, logger });
  return {
    app,
    database,
    cache,
    clock,
    prepared,
    recorder: prepared.recorder,
    dataDir,
    ...callersAndTeardown(issuer, database, testDatabase, dataDir),
  };
}

/**
 * The environment for one test file: started before its tests, stopped after them. The returned object is
 * filled in when the tests run.
 */
export function useSportsTestEnv(today: string, options: { seasons?: number[]; live?: boolean } = {}): SportsTestEnv {
  const env = {} as SportsTestEnv;
  let started: SportsTestEnv | undefined;
  beforeAll(async () => {
    started = await startSportsTestEnv(today, options);
    Object.assign(env, started);
  }, 180_000);
  afterAll(async () => {
    await started?.close();
  });
  return env;
}

/**
 * The same for any league, replaying `today` with `seasons` of its shipped data (with `live`, at noon Eastern of
 * `today` on the live clock); a league on its own engine (MLB) gets useSportsTestEnv's environment.
 */
export function useLeagueTestEnv(
  league: League,
  today: string,
  seasons: number[],
  { live = false }: { live?: boolean } = {},
): LeagueTestEnv {
  const teamSport = teamSportLeagues().find((l) => l.id === league);
  if (!teamSport) return useSportsTestEnv(today, { seasons, live });
  const env = {} as LeagueTestEnv;
  let started: LeagueTestEnv | undefined;
  beforeAll(async () => {
    started = await startLeagueTestEnv(teamSport, today, seasons, live);
    Object.assign(env, started);
  }, 180_000);
  afterAll(async () => {
    await started?.close();
  });
  return env;
}

/** svc-sports serving every league, with each league's clock and recorder and MLB's data folder. */
export interface AllLeaguesTestEnv extends LeagueTestEnv {
  leagues: Record<League, { clock: Clock; recorder: PredictionRecorder }>;
  /** MLB's shipped data cut to the seasons (teams, parks, pitchers). */
  dataDir: string;
}

/**
 * svc-sports serving every league from one throwaway database, as in production (one games table for all), each
 * league seeded with `seasons` of its shipped data and replaying its own day of `todays` (with `live`, at noon
 * Eastern of that day on the live clock).
 */
export function useAllLeaguesTestEnv(
  todays: Record<League, string>,
  seasons: number[],
  { live = false }: { live?: boolean } = {},
): AllLeaguesTestEnv {
  const env = {} as AllLeaguesTestEnv;
  let started: AllLeaguesTestEnv | undefined;
  const clockOf = (today: string) =>
    live ? createClock(null, () => new Date(`${today}T16:00:00Z`)) : createClock(today);
  beforeAll(async () => {
    const issuer = await startTestTokenIssuer();
    const testDatabase = await createTestDatabase();
    const mlbData = dataSubset(seasons);
    const others = teamSportLeagues();
    const leagueData = others.map((league) => leagueDataSubset(league.id, seasons));
    const config = loadConfig(sportsConfigSchema, { LOG_LEVEL: 'silent', AUTH_JWKS_URL: issuer.jwksUrl });
    const logger = createLogger('svc-sports-test', process.env.TEST_LOG_LEVEL ?? 'silent');
    const database = await openSportsDatabase(testDatabase.url, logger);
    const mlbClock = clockOf(todays.mlb);
    const mlb = await prepareLeague(database.db, leagueOf('mlb'), mlbData, mlbClock, logger);
    const leagues = [servedLeague(database.db, leagueOf('mlb'), mlbClock, mlb, mlbData)];
    const prepared = { mlb: { clock: mlbClock, recorder: mlb.recorder } } as AllLeaguesTestEnv['leagues'];
    for (const [i, league] of others.entries()) {
      const clock = clockOf(todays[league.id]);
      const ready = await prepareLeague(database.db, league, leagueData[i], clock, logger);
      leagues.push(servedLeague(database.db, league, clock, ready, leagueData[i]));
      prepared[league.id] = { clock, recorder: ready.recorder };
    }
    const cache = new ResponseCache();
    const teardown = callersAndTeardown(issuer, database, testDatabase, mlbData);
    started = {
      app: createSportsApp({ config, database, leagues, cache, logger }),
      database,
      cache,
      clock: mlbClock,
      recorder: mlb.recorder,
      leagues: prepared,
      dataDir: mlbData,
      ...teardown,
      async close() {
        await teardown.close();
        for (const dir of leagueData) fs.rmSync(dir, { recursive: true, force: true });
      },
    };
    Object.assign(env, started);
  }, 600_000);
  afterAll(async () => {
    await started?.close();
  });
  return env;
}

/** The live ingestion job on a test environment, with the given providers and the shipped name lists. */
export function ingestionJob(env: SportsTestEnv, mlb: MlbDataProvider, odds: OddsProvider | null = null): IngestionJob {
  const feed = new StatsApiLiveFeed({
    db: env.database.db,
    mlb,
    odds,
    teams: new TeamDirectory(loadTeams(env.dataDir)),
    parks: new ParkLocator(loadParks(env.dataDir)),
    players: new PlayerIds(pitcherIdsByName(env.dataDir, nameKey), batterIdsByName(DATA_FOLDER)),
  });
  return new IngestionJob({
    db: env.database.db,
    feed,
    recorder: env.prepared.recorder,
    cache: env.cache,
    clock: env.clock,
    logger: createLogger('ingest-test', 'silent'),
  });
}
