import { pricingTiersOperation } from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { Router } from 'express';
import type { TiersService } from './service';

export function tiersRouter(tiers: TiersService): Router {
  const router = Router();
  router.get('/pricing-tiers/', documented(pricingTiersOperation), async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=60').json(await tiers.pricingTiers());
  });
  return router;
}
