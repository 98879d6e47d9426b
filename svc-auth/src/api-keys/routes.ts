import { apiKeyCreateOperation, apiKeyListOperation, apiKeyRevokeOperation } from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { Router, type Response } from 'express';
import {
  API_KEY_CALLS_PER_MINUTE,
  API_KEY_MAX_LENGTH,
  API_KEY_RESOLVE_PATH,
  API_KEYS_PER_MEMBER,
} from '@vantage/contracts/api-key-rules';
import {
  apiKeyCreateSchema,
  type ApiKeyCreated,
  type ApiKeyList,
  type ApiKeyResolution,
} from '@vantage/contracts/api-keys';
import type { Authenticator } from '@vantage/service-kit/auth';
import { badRequest, parseInput } from '@vantage/service-kit/errors';
import { jsonBody } from '../http';
import type { ApiKeyService } from './service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function apiKeyRouter(deps: { apiKeys: ApiKeyService; auth: Authenticator }): Router {
  const { apiKeys, auth } = deps;
  const router = Router();

  router.get(
    '/api/users/api-keys/',
    documented(apiKeyListOperation),
    auth.required,
    async (req, res: Response<ApiKeyList>) => {
      res.set('Cache-Control', 'no-store').json({
        keys: await apiKeys.list(req.auth!.id),
        calls_per_minute: API_KEY_CALLS_PER_MINUTE,
        max_keys: API_KEYS_PER_MEMBER,
      });
    },
  );

  router.post(
    '/api/users/api-keys/',
    documented(apiKeyCreateOperation),
    auth.required,
    async (req, res: Response<ApiKeyCreated>) => {
      const { name } = parseInput(apiKeyCreateSchema, jsonBody(req));
      res
        .status(201)
        .set('Cache-Control', 'no-store')
        .json(await apiKeys.create(req.auth!.id, req.auth!.tier, name));
    },
  );

  router.delete('/api/users/api-keys/:id/', documented(apiKeyRevokeOperation), auth.required, async (req, res) => {
    const id = String(req.params.id);
    if (!UUID.test(id)) throw badRequest('Not a key id.');
    await apiKeys.revoke(req.auth!.id, id);
    res.status(204).end();
  });

  // The other services' check of a key (service-kit's authenticator). Under /internal, never routed by the
  // gateway; unauthenticated like the revocation feed: the key itself is the secret, 256 random bits.
  router.post(API_KEY_RESOLVE_PATH, async (req, res: Response<ApiKeyResolution>) => {
    const key: unknown = (jsonBody(req) as { key?: unknown }).key;
    if (typeof key !== 'string' || key.length > API_KEY_MAX_LENGTH) throw badRequest('Send {"key": "..."}.');
    res.set('Cache-Control', 'no-store').json(await apiKeys.resolve(key));
  });

  return router;
}
