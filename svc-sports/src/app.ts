import { trendsFoundRouter } from './api/trends-found/routes';
import { TrendsFoundService } from './api/trends-found/service';
import { createServiceApp } from '@vantage/service-kit/app';
import { createAuthenticator, SIGNING_KEYS } from '@vantage/service-kit/auth';
import type { Logger } from '@vantage/service-kit/logger';
import { Router, type Express } from 'express';
import { createReadiness } from '@vantage/service-kit/readiness';
import type { ResponseCache } from '@vantage/service-kit/responses';
import { calendarRouter } from './api/calendar/routes';
import { callerRouter, LEAGUE_CALLER_OPERATIONS } from './api/caller/routes';
import { ComparisonRepository } from './api/comparison/repository';
import { comparisonRouter } from './api/comparison/routes';
import { ComparisonService } from './api/comparison/service';
import { docsRouter } from './api/docs/routes';
import type { SportsConfig } from './config';
import type { SportsDatabase } from './db/database';
import { explorerRouter } from './api/explorer/routes';
import { ExplorerService } from './api/explorer/service';
import { LineRecordsService } from './api/line-records/service';
import { GamesRepository } from './api/games/repository';
import { PerformanceRepository } from './api/performance/repository';
import { PerformanceService } from './api/performance/service';
import { performanceRouter } from './api/performance/routes';
import type { ServedLeague } from './registry/served';
import { StaffRepository } from './api/staff/repository';
import { staffRouter } from './api/staff/routes';
import { StaffService } from './api/staff/service';
import { TeamsService } from './api/teams/service';
import { teamsRouter } from './api/teams/routes';
import { WatchlistRepository } from './api/watchlists/repository';
import { watchlistsRouter } from './api/watchlists/routes';
import { WatchlistService } from './api/watchlists/service';
import { BetRepository } from './api/bets/repository';
import { betsRouter } from './api/bets/routes';
import { BetService } from './api/bets/service';
import { memberDataRouter } from './api/members/routes';
import { LedgerRepository } from './api/ledger/repository';
import { ledgerRouter } from './api/ledger/routes';
import { LedgerService } from './api/ledger/service';

export interface SportsAppOptions {
  config: SportsConfig;
  database: SportsDatabase;
  leagues: ServedLeague[];
  cache: ResponseCache;
  logger: Logger;
  /** Build in the background what a day's first caller would otherwise wait for (the server; tests need not). */
  keepWarm?: boolean;
}

/** How soon after a new day or new data its answers are built ahead of their first caller. */
const WARM_CHECK_MS = 60_000;

/**
 * One league's API under /api/<league>/: the comparison lists and details, calendar, team search, the recorded
 * track record, the trend explorer, the record of every trend found, the staff figures and the public ledger.
 * Every league is wired the same way: repository →
 * service → router, with one authenticator and one response cache for all (cache keys carry the league).
 */
function leagueApi(
  { profile, clock, teams, seasonSides }: ServedLeague,
  database: SportsDatabase,
  auth: ReturnType<typeof createAuthenticator>,
  cache: ResponseCache,
  logger: Logger,
  keepWarm: boolean,
): Router {
  const { league } = profile;
  const { db } = database;
  const comparisons = new ComparisonRepository({ db, league });
  const explorer = new ExplorerService({ seasonSidesBefore: seasonSides, teams, clock, cache, profile });
  const lines = new LineRecordsService({ league, sidesOf: (season) => explorer.sidesOf(season) });
  const comparison = new ComparisonService({ repository: comparisons, clock, profile, trendLines: lines });
  const teamsService = new TeamsService({
    comparisons,
    games: new GamesRepository(db),
    directory: teams,
    clock,
    profile,
    lines,
  });
  const performance = new PerformanceService({
    repository: new PerformanceRepository({ db, league }),
    clock,
    profile,
  });
  const trendsFound = new TrendsFoundService({ sidesOf: (season) => explorer.sidesOf(season), clock, profile, cache });
  if (keepWarm)
    trendsFound.keepWarm(WARM_CHECK_MS, (error) => logger.error({ err: error, league }, 'trends found: not built'));
  const staff = new StaffService({ repository: new StaffRepository({ db, league }), clock, profile });
  const api = Router();
  api.use(calendarRouter(clock));
  api.use(comparisonRouter({ service: comparison, auth, clock, cache }));
  api.use(teamsRouter({ service: teamsService, clock, cache }));
  api.use(performanceRouter({ service: performance, auth, clock, cache }));
  api.use(explorerRouter({ service: explorer, auth, clock, cache }));
  api.use(trendsFoundRouter({ service: trendsFound, clock, cache }));
  api.use(staffRouter({ service: staff, auth, clock, cache }));
  api.use(
    ledgerRouter({
      service: new LedgerService({ repository: new LedgerRepository({ db, league }), clock, logger }),
      auth,
      freeGame: (date) => comparison.freeGame(date),
      isGameId: (id) => comparison.isGameId(id),
    }),
  );
  return api;
}

/** Members' watchlists over every served league's day, as each member's plan shows it. */
function watchlistService(database: SportsDatabase, leagues: ServedLeague[], cache: ResponseCache): WatchlistService {
  const served = leagues.map(({ profile, clock, teams }) => ({
    league: profile.league,
    clock,
    teams,
    comparison: new ComparisonService({
      repository: new ComparisonRepository({ db: database.db, league: profile.league }),
      clock,
      profile,
    }),
  }));
  return new WatchlistService({ repository: new WatchlistRepository(database.db), leagues: served, cache });
}

export function createSportsApp({
  config,
  database,
  leagues,
  cache,
  logger,
  keepWarm = false,
}: SportsAppOptions): Express {
  // A Pro member's API key reads every public call with the member's level (svc-auth checks and counts it).
  const auth = createAuthenticator({ jwksUrl: config.AUTH_JWKS_URL, logger, acceptApiKeys: true });
  const readiness = createReadiness({
    logger,
    always: database.conditions,
    once: [{ name: SIGNING_KEYS, check: auth.loadKeys }],
  });
  return createServiceApp({
    name: 'svc-sports',
    logger,
    ready: readiness.report,
    // Every call under /api, every league's and the document's: a key is checked and counted before any route.
    apiKeys: auth.apiKeys,
    routes(app) {
      app.use('/api', callerRouter(auth));
      for (const served of leagues) {
        app.use(`/api/${served.profile.league}`, leagueApi(served, database, auth, cache, logger, keepWarm));
        app.use(`/api/${served.profile.league}`, callerRouter(auth, LEAGUE_CALLER_OPERATIONS));
      }
      app.use(docsRouter());
      app.use(watchlistsRouter({ service: watchlistService(database, leagues, cache), auth }));
      const clocks = new Map(leagues.map((l) => [l.profile.league, l.clock]));
      const bets = new BetService({ repository: new BetRepository(database.db), clocks });
      app.use(betsRouter({ service: bets, auth }));
      app.use(
        memberDataRouter({
          jwksUrl: config.AUTH_JWKS_URL,
          bets,
          watchlists: new WatchlistRepository(database.db),
        }),
      );
    },
  });
}
