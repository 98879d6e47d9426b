import { staffTrendsOperation } from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { trendsDataQuerySchema } from '@vantage/contracts/staff';
import type { Authenticator } from '@vantage/service-kit/auth';
import { parseInput } from '@vantage/service-kit/errors';
import { cachedJson, NOT_STORED_HEADERS, type ResponseCache } from '@vantage/service-kit/responses';
import { Router } from 'express';
import type { Clock } from '../../clock/clock';
import type { StaffService } from './service';

/** The staff dashboard's data (product rules §7 14; its user info is caller/routes.ts), checked on the server with a bearer or the HttpOnly staff cookie. */
export function staffRouter({
  service,
  auth,
  clock,
  cache,
}: {
  service: StaffService;
  auth: Authenticator;
  clock: Clock;
  cache: ResponseCache;
}): Router {
  const staffAuth = auth.withStaffCookie;
  const router = Router();
  router.get(
    '/admin/trends-data/',
    documented(staffTrendsOperation),
    staffAuth.staff,
    cachedJson(
      cache,
      (req) => {
        const query = parseInput(trendsDataQuerySchema, req.query);
        return {
          key: `${service.league}|staff-trends|${query.season ?? ''}|${query.from ?? ''}|${query.to ?? ''}|${clock.today()}`,
          build: () => service.trendsData(query),
        };
      },
      NOT_STORED_HEADERS,
    ),
  );
  return router;
}
