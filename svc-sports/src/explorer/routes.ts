import { FEATURE_MINIMUM_TIER, TIER_NAMES, tierAllows } from '@vantage/contracts/billing';
import { explorerQuerySchema } from '@vantage/contracts/sports';
import type { Authenticator } from '@vantage/service-kit/auth';
import { forbidden, parseInput } from '@vantage/service-kit/errors';
import { Router } from 'express';
import type { ResponseCache } from '../cache/responses';
import type { Clock } from '../clock/clock';
import { sendJsonText } from '../comparison/routes';
import type { TeamDirectory } from '../data/reference';
import type { SportsDb } from '../db/database';
import type { ParkLocator } from '../model/schedule';
import { ExplorerRepository } from './repository';
import { ExplorerService } from './service';

export interface ExplorerRouterOptions {
  db: SportsDb;
  teams: TeamDirectory;
  /** For the schedule context (rest and travel). */
  parks: ParkLocator;
  clock: Clock;
  cache: ResponseCache;
  auth: Authenticator;
}

/** The trend explorer: billing's "trend_explorer" feature, checked here and not only in the browser. */
export function explorerRouter({ db, teams, parks, clock, cache, auth }: ExplorerRouterOptions): Router {
  const service = new ExplorerService(new ExplorerRepository(db), teams, parks, clock, cache);
  const plan = TIER_NAMES[FEATURE_MINIMUM_TIER.trend_explorer][0];
  const router = Router();
  router.get('/explorer/', auth.required, async (req, res) => {
    if (!tierAllows(req.auth!.tier, 'trend_explorer'))
      throw forbidden(`The trend explorer comes with ${plan}: upgrade your plan to use it.`);
    sendJsonText(res, await service.explore(parseInput(explorerQuerySchema, req.query)));
  });
  return router;
}
