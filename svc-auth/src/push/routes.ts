import {
  pushKeyOperation,
  pushListOperation,
  pushSubscribeOperation,
  pushUnsubscribeOperation,
} from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { Router, type Response } from 'express';
import {
  PUSH_LEAD_MINUTES,
  pushSubscriptionCreateSchema,
  type PushKey,
  type PushSubscriptionInfo,
  type PushSubscriptionList,
} from '@vantage/contracts/push';
import type { Authenticator } from '@vantage/service-kit/auth';
import { badRequest, parseInput } from '@vantage/service-kit/errors';
import { jsonBody } from '../http';
import type { PushService } from './service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PATH = '/api/users/push-subscriptions/';

export function pushRouter(deps: { push: PushService; auth: Authenticator }): Router {
  const { push, auth } = deps;
  const router = Router();

  // The VAPID public key is public by definition: the browser subscribes with it.
  router.get('/api/users/push-key/', documented(pushKeyOperation), (_req, res: Response<PushKey>) => {
    res.set('Cache-Control', 'no-cache').json({ public_key: push.publicKey() });
  });

  router.get(PATH, documented(pushListOperation), auth.required, async (req, res: Response<PushSubscriptionList>) => {
    res
      .set('Cache-Control', 'no-store')
      .json({ subscriptions: await push.list(req.auth!.id), lead_minutes: PUSH_LEAD_MINUTES });
  });

  router.post(
    PATH,
    documented(pushSubscribeOperation),
    auth.required,
    async (req, res: Response<PushSubscriptionInfo>) => {
      const body = parseInput(pushSubscriptionCreateSchema, jsonBody(req));
      res
        .status(201)
        .set('Cache-Control', 'no-store')
        .json(await push.subscribe(req.auth!.id, body));
    },
  );

  router.delete(`${PATH}:id/`, documented(pushUnsubscribeOperation), auth.required, async (req, res) => {
    const id = String(req.params.id);
    if (!UUID.test(id)) throw badRequest('Not a device id.');
    await push.unsubscribe(req.auth!.id, id);
    res.status(204).end();
  });

  return router;
}
