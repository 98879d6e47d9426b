import { trendsDataQuerySchema } from '@vantage/contracts/staff';
import { createAuthenticator } from '@vantage/service-kit/auth';
import { parseInput } from '@vantage/service-kit/errors';
import { Router } from 'express';
import type { ResponseCache } from '../cache/responses';
import type { Clock } from '../clock/clock';
import type { SportsDb } from '../db/database';
import { StaffRepository } from './repository';
import { staffInfo, StaffService } from './service';

export interface StaffRouterOptions {
  db: SportsDb;
  clock: Clock;
  cache: ResponseCache;
  jwksUrl: string;
}

/** The staff dashboard's calls (spec §7 13–14), checked on the server with a bearer or the HttpOnly staff cookie. */
export function staffRouter({ db, clock, cache, jwksUrl }: StaffRouterOptions): Router {
  const auth = createAuthenticator({ jwksUrl, allowCookie: true });
  const service = new StaffService(new StaffRepository(db), clock, cache);
  const router = Router();
  router.get('/user-info/', auth.required, (req, res) => {
    res.set('Cache-Control', 'no-store').json(staffInfo(req.auth!));
  });
  router.get('/admin/trends-data/', auth.staff, async (req, res) => {
    const query = parseInput(trendsDataQuerySchema, req.query);
    res
      .set('Cache-Control', 'no-store')
      .type('application/json')
      .send(await service.trendsData(query));
  });
  return router;
}
