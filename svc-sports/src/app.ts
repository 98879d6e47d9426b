import { createServiceApp } from '@vantage/service-kit/app';
import { createAuthenticator } from '@vantage/service-kit/auth';
import type { Logger } from '@vantage/service-kit/logger';
import { Router, type Express } from 'express';
import { ResponseCache } from './cache/responses';
import { calendarRouter } from './calendar/routes';
import type { Clock } from './clock/clock';
import { ComparisonRepository } from './comparison/repository';
import { comparisonRouter } from './comparison/routes';
import { ComparisonService } from './comparison/service';
import type { SportsConfig } from './config';
import type { SportsDatabase } from './db/database';
import type { TeamDirectory } from './data/reference';
import type { ParkLocator } from './model/schedule';
import { explorerRouter } from './explorer/routes';
import { GamesRepository } from './games/repository';
import { PerformanceService } from './performance/service';
import { performanceRouter } from './performance/routes';
import { staffRouter } from './staff/routes';
import { TeamsService } from './teams/service';
import { teamsRouter } from './teams/routes';

export interface SportsAppOptions {
  config: SportsConfig;
  database: SportsDatabase;
  clock: Clock;
  teams: TeamDirectory;
  /** Parks of the shipped dataset (the explorer's rest and travel). */
  parks: ParkLocator;
  cache: ResponseCache;
  logger: Logger;
}

/** svc-sports: the comparison lists and details, calendar, team search and the recorded track record. */
export function createSportsApp({ config, database, clock, teams, parks, cache, logger }: SportsAppOptions): Express {
  const auth = createAuthenticator({ jwksUrl: config.AUTH_JWKS_URL });
  const comparisons = new ComparisonRepository(database.db);
  const comparison = new ComparisonService(comparisons, clock, cache);
  const teamsService = new TeamsService(comparisons, new GamesRepository(database.db), teams, clock, cache);
  const performance = new PerformanceService(database.db, clock, cache);
  return createServiceApp({
    name: 'svc-sports',
    logger,
    ready: () => database.ping(),
    routes(app) {
      const api = Router();
      api.use(calendarRouter(clock));
      api.use(comparisonRouter(comparison, auth, clock));
      api.use(teamsRouter(teamsService));
      api.use(performanceRouter(performance, auth));
      api.use(explorerRouter({ db: database.db, teams, parks, clock, cache, auth }));
      api.use(staffRouter({ db: database.db, clock, cache, jwksUrl: config.AUTH_JWKS_URL }));
      app.use('/api/mlb', api);
    },
  });
}
