import { explorerOperation } from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { FEATURE_MINIMUM_TIER, TIER_NAMES, tierAllows } from '@vantage/contracts/billing';
import { explorerQuerySchema } from '@vantage/contracts/sports';
import type { Authenticator } from '@vantage/service-kit/auth';
import { forbidden, parseInput } from '@vantage/service-kit/errors';
import { cachedJson, type ResponseCache } from '@vantage/service-kit/responses';
import { Router } from 'express';
import type { Clock } from '../../clock/clock';
import type { ExplorerService } from './service';

/** The trend explorer: billing's "trend_explorer" feature, checked here and not only in the browser. */
export function explorerRouter({
  service,
  auth,
  clock,
  cache,
}: {
  service: ExplorerService;
  auth: Authenticator;
  clock: Clock;
  cache: ResponseCache;
}): Router {
  const plan = TIER_NAMES[FEATURE_MINIMUM_TIER.trend_explorer][0];
  const router = Router();
  router.get(
    '/explorer/',
    documented(explorerOperation),
    auth.required,
    cachedJson(cache, (req) => {
      if (!tierAllows(req.auth!.tier, 'trend_explorer'))
        throw forbidden(`The trend explorer comes with ${plan}: upgrade your plan to use it.`);
      const conditions = parseInput(explorerQuerySchema, req.query);
      // The answer is the same for every caller allowed to ask: the key holds the question only.
      return {
        key: `${service.league}|explorer|${clock.today()}|${JSON.stringify(conditions)}`,
        build: () => service.explore(conditions),
      };
    }),
  );
  return router;
}
