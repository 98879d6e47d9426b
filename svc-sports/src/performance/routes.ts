import { tierAllows } from '@vantage/contracts/billing';
import { performanceQuerySchema } from '@vantage/contracts/sports';
import type { Authenticator } from '@vantage/service-kit/auth';
import { parseInput } from '@vantage/service-kit/errors';
import { cachedJson, type ResponseCache } from '@vantage/service-kit/responses';
import { Router } from 'express';
import type { Clock } from '../clock/clock';
import type { PerformanceService } from './service';

export function performanceRouter(
  service: PerformanceService,
  auth: Authenticator,
  clock: Clock,
  cache: ResponseCache,
): Router {
  const router = Router();
  // Totals for everyone; the history and calibration are billing's "algorithm_performance" (Basic and up).
  router.get(
    '/performance/',
    auth.optional,
    cachedJson(cache, (req) => {
      const query = parseInput(performanceQuerySchema, req.query);
      const history = !!req.auth && tierAllows(req.auth.tier, 'algorithm_performance');
      const window = service.window(query.from, query.to);
      return {
        key: `${service.league}|performance|${window.from}|${window.to}|${clock.today()}|${history}`,
        build: () => service.report(window, history),
      };
    }),
  );
  return router;
}
