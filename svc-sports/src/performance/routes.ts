import { tierAllows } from '@vantage/contracts/billing';
import { performanceQuerySchema } from '@vantage/contracts/sports';
import type { Authenticator } from '@vantage/service-kit/auth';
import { forbidden, parseInput } from '@vantage/service-kit/errors';
import { Router } from 'express';
import { sendJsonText } from '../comparison/routes';
import type { PerformanceService } from './service';

export function performanceRouter(service: PerformanceService, auth: Authenticator): Router {
  const router = Router();
  // The track record is billing's "algorithm_performance" feature (Basic and up).
  router.get('/performance/', auth.required, async (req, res) => {
    if (!tierAllows(req.auth!.tier, 'algorithm_performance'))
      throw forbidden('The algorithm performance history is part of the Basic and Pro plans.');
    const { from, to } = parseInput(performanceQuerySchema, req.query);
    sendJsonText(res, await service.report(from, to));
  });
  return router;
}
