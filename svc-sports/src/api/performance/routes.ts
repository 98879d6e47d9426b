import { performanceOperation, trackRecordOperation } from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { tierAllows } from '@vantage/contracts/billing';
import { performanceQuerySchema, trackRecordQuerySchema } from '@vantage/contracts/sports';
import type { Authenticator } from '@vantage/service-kit/auth';
import { isPublicPerformanceWindow, PUBLIC_PERFORMANCE_DAYS } from '@vantage/contracts/sports-rules';
import { forbidden, parseInput } from '@vantage/service-kit/errors';
import { cachedJson, type ResponseCache } from '@vantage/service-kit/responses';
import { Router } from 'express';
import type { Clock } from '../../clock/clock';
import type { PerformanceService } from './service';

export const PRIVATE_WINDOW =
  'Other windows come with the performance history (Basic): ask for the last ' +
  `${PUBLIC_PERFORMANCE_DAYS.slice(0, -1).join(', ')} or ${PUBLIC_PERFORMANCE_DAYS.at(-1)} days up to yesterday, ` +
  'or a whole season.';

export function performanceRouter({
  service,
  auth,
  clock,
  cache,
}: {
  service: PerformanceService;
  auth: Authenticator;
  clock: Clock;
  cache: ResponseCache;
}): Router {
  const router = Router();
  // Totals for everyone; the history and calibration are billing's "algorithm_performance" (Basic and up).
  // Without it only the public windows (product rules §6): any window's totals would rebuild the history.
  router.get(
    '/performance/',
    documented(performanceOperation),
    auth.optional,
    cachedJson(cache, (req) => {
      const query = parseInput(performanceQuerySchema, req.query);
      const history = !!req.auth && tierAllows(req.auth.tier, 'algorithm_performance');
      const window = service.window(query.from, query.to);
      if (
        !history &&
        !isPublicPerformanceWindow(service.league, window, clock.yesterday()) &&
        !service.isSeasonWindow(window)
      )
        throw forbidden(PRIVATE_WINDOW);
      return {
        key: `${service.league}|performance|${window.from}|${window.to}|${query.record}|${clock.today()}|${history}`,
        build: () => service.report(window, history, query.record),
      };
    }),
  );
  // Against the market, the recorded and reconstructed records apart: the season's figures for everyone, its
  // months and calibration with the history.
  router.get(
    '/track-record/',
    documented(trackRecordOperation),
    auth.optional,
    cachedJson(cache, (req) => {
      const { season, record } = parseInput(trackRecordQuerySchema, req.query);
      const history = !!req.auth && tierAllows(req.auth.tier, 'algorithm_performance');
      return {
        key: `${service.league}|track-record|${season ?? 'latest'}|${record}|${clock.today()}|${history}`,
        build: () => service.trackRecord(season, history, record),
      };
    }),
  );
  return router;
}
