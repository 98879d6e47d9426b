import { tierAllows } from '@vantage/contracts/billing';
import { performanceQuerySchema } from '@vantage/contracts/sports';
import type { Authenticator } from '@vantage/service-kit/auth';
import { parseInput } from '@vantage/service-kit/errors';
import { Router } from 'express';
import { sendJsonText } from '../comparison/routes';
import type { PerformanceService } from './service';

export function performanceRouter(service: PerformanceService, auth: Authenticator): Router {
  const router = Router();
  // Totals for everyone; the history and calibration are billing's "algorithm_performance" (Basic and up).
  router.get('/performance/', auth.optional, async (req, res) => {
    const { from, to } = parseInput(performanceQuerySchema, req.query);
    const history = !!req.auth && tierAllows(req.auth.tier, 'algorithm_performance');
    sendJsonText(res, await service.report(from, to, history));
  });
  return router;
}
