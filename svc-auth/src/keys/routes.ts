import { jwksOperation } from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { Router } from 'express';
import type { KeyStore } from './key-store';

export function keyRouter(keys: KeyStore): Router {
  const router = Router();
  const body = JSON.stringify(keys.jwks);
  // Public: the keys verify tokens and sign nothing (docs/security.md, what the gateway exposes).
  router.get('/api/auth/jwks.json', documented(jwksOperation), (_req, res) => {
    // Verifiers cache by kid and refetch on an unknown one, so a short public cache is enough.
    res.set('Cache-Control', 'public, max-age=300').type('application/json').send(body);
  });
  return router;
}
