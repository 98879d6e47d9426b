import { createServiceApp } from '@vantage/service-kit/app';
import { createAuthenticator, SIGNING_KEYS } from '@vantage/service-kit/auth';
import type { Logger } from '@vantage/service-kit/logger';
import { Router, type Express } from 'express';
import { createReadiness } from '@vantage/service-kit/readiness';
import type { ResponseCache } from '@vantage/service-kit/responses';
import { calendarRouter } from './calendar/routes';
import type { Clock } from './clock/clock';
import { ComparisonRepository } from './comparison/repository';
import { comparisonRouter } from './comparison/routes';
import { ComparisonService } from './comparison/service';
import type { SportsConfig } from './config';
import type { SportsDatabase } from './db/database';
import type { TeamDirectory } from './data/reference';
import type { ParkLocator } from './model/schedule';
import { ExplorerRepository } from './explorer/repository';
import { explorerRouter } from './explorer/routes';
import { ExplorerService } from './explorer/service';
import { GamesRepository } from './games/repository';
import { PerformanceRepository } from './performance/repository';
import { PerformanceService } from './performance/service';
import { performanceRouter } from './performance/routes';
import { StaffRepository } from './staff/repository';
import { staffRouter } from './staff/routes';
import { StaffService } from './staff/service';
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

/**
 * svc-sports: the comparison lists and details, calendar, team search, the recorded track record, the trend
 * explorer and the staff figures. Every component is wired the same way: repository → service → router, one
 * authenticator, one response cache.
 */
export function createSportsApp({ config, database, clock, teams, parks, cache, logger }: SportsAppOptions): Express {
  const auth = createAuthenticator({ jwksUrl: config.AUTH_JWKS_URL, logger });
  const readiness = createReadiness({
    logger,
    always: database.conditions,
    once: [{ name: SIGNING_KEYS, check: auth.loadKeys }],
  });
  const comparisons = new ComparisonRepository(database.db);
  const comparison = new ComparisonService(comparisons, clock);
  const teamsService = new TeamsService(comparisons, new GamesRepository(database.db), teams, clock);
  const performance = new PerformanceService(new PerformanceRepository(database.db), clock);
  const explorer = new ExplorerService(new ExplorerRepository(database.db), teams, parks, clock, cache);
  const staff = new StaffService(new StaffRepository(database.db), clock);
  return createServiceApp({
    name: 'svc-sports',
    logger,
    ready: readiness.report,
    routes(app) {
      const api = Router();
      api.use(calendarRouter(clock));
      api.use(comparisonRouter(comparison, auth, clock, cache));
      api.use(teamsRouter(teamsService, clock, cache));
      api.use(performanceRouter(performance, auth, clock, cache));
      api.use(explorerRouter(explorer, auth, clock, cache));
      api.use(staffRouter(staff, auth, clock, cache));
      app.use('/api/mlb', api);
    },
  });
}
