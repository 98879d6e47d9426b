import { Router } from 'express';
import { REVOCATIONS_PATH } from '@vantage/service-kit/revocations';
import type { RightsRegistry } from './registry';

/**
 * The stamps the other services poll every second. Under /internal (never routed by the gateway) and
 * unauthenticated: the services that verify tokens hold no credential, and the feed names no one (user
 * ids are hashed).
 */
export function rightsRouter(registry: RightsRegistry): Router {
  const router = Router();
  router.get(REVOCATIONS_PATH, (_req, res) => {
    res.set('Cache-Control', 'no-store').json(registry.feed());
  });
  return router;
}
