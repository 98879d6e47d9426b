import { billingPortalOperation, checkoutOperation } from '@vantage/contracts/api-operations';
import {
  createCheckoutSessionRequestSchema,
  type CheckoutSessionResponse,
  type PortalSession,
} from '@vantage/contracts/billing';
import type { Authenticator } from '@vantage/service-kit/auth';
import { documented } from '@vantage/service-kit/documented';
import { Router } from 'express';
import { caller } from '../caller';
import { checkoutRefusal, type CheckoutService } from './service';

export function checkoutRouter({ checkout, auth }: { checkout: CheckoutService; auth: Authenticator }): Router {
  const router = Router();

  router.post('/create-checkout-session/', documented(checkoutOperation), auth.required, async (req, res) => {
    const input = createCheckoutSessionRequestSchema.safeParse(req.body ?? {});
    if (!input.success) throw checkoutRefusal(400, input.error.issues[0]?.message ?? 'Invalid request.');
    const checkoutUrl = await checkout.createCheckoutSession(caller(req), input.data.tier_id);
    res.json({ checkout_url: checkoutUrl } satisfies CheckoutSessionResponse);
  });

  router.post('/portal/', documented(billingPortalOperation), auth.required, async (req, res) => {
    res.json({ url: await checkout.createPortalSession(caller(req)) } satisfies PortalSession);
  });

  return router;
}
