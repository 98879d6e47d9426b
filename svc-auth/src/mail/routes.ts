import { Router, type Response } from 'express';
import type { DevOutboxResponse } from '@vantage/contracts/auth';
import { normaliseEmail } from '@vantage/contracts/auth-rules';
import { badRequest } from '@vantage/service-kit/errors';
import type { DevOutboxService } from './service';

/** The outbox for development and e2e (mounted only with AUTH_DEV_OUTBOX=1, never in production). */
export function devOutboxRouter(outbox: DevOutboxService): Router {
  const router = Router();
  router.get('/api/auth/dev/outbox/', async (req, res: Response<DevOutboxResponse>) => {
    if (typeof req.query.to !== 'string') throw badRequest('Give the recipient: ?to=<email>.');
    res.json(await outbox.latestTo(normaliseEmail(req.query.to)));
  });
  return router;
}
