import { Router } from 'express';
import { toPricingTier, type TiersRepository } from './repository';

export function tiersRouter(tiersRepository: TiersRepository): Router {
  const router = Router();
  router.get('/pricing-tiers/', async (_req, res) => {
    const rows = await tiersRepository.list();
    res.set('Cache-Control', 'public, max-age=60').json(rows.map(toPricingTier));
  });
  return router;
}
