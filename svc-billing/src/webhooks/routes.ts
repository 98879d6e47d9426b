import { stripeWebhookOperation } from '@vantage/contracts/api-operations';
import { documented } from '@vantage/service-kit/documented';
import { HttpError } from '@vantage/service-kit/errors';
import { Router } from 'express';
import type { WebhookService } from './service';

/** POST /webhook/: Stripe's deliveries. Without Stripe keys (sandbox) there is nothing to receive. */
export function webhookRouter(webhooks: WebhookService | null): Router {
  const router = Router();
  router.post('/webhook/', documented(stripeWebhookOperation), async (req, res) => {
    if (!webhooks) {
      throw new HttpError(404, { detail: 'Stripe webhooks are off: the sandbox checkout runs without Stripe keys.' });
    }
    const event = webhooks.verify(req.rawBody, req.get('stripe-signature'));
    const { applied } = await webhooks.handle(event);
    res.json({ received: true, duplicate: !applied });
  });
  return router;
}
