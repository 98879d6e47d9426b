import { trendsFoundOperation } from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { trendsFoundQuerySchema } from '@vantage/contracts/sports';
import { parseInput } from '@vantage/service-kit/errors';
import { cachedJson, type ResponseCache } from '@vantage/service-kit/responses';
import { Router } from 'express';
import type { Clock } from '../../clock/clock';
import type { TrendsFoundService } from './service';

/** Every trend found in a season and its record after it was found: public, like the track record's totals. */
export function trendsFoundRouter({
  service,
  clock,
  cache,
}: {
  service: TrendsFoundService;
  clock: Clock;
  cache: ResponseCache;
}): Router {
  const router = Router();
  router.get(
    '/trends/found/',
    documented(trendsFoundOperation),
    cachedJson(cache, (req) => {
      const { season } = parseInput(trendsFoundQuerySchema, req.query);
      return {
        key: `${service.league}|trends-found|${season ?? 'current'}|${clock.today()}`,
        build: () => service.season(season),
      };
    }),
  );
  return router;
}
