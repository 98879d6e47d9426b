import { invoicesOperation, subscriptionStatusOperation } from '@vantage/contracts/api-operations';
import type {
  InternalMemberErased,
  InternalTier,
  InternalTierChanges,
  Invoice,
  SubscriptionStatus,
} from '@vantage/contracts/billing';
import type { Authenticator } from '@vantage/service-kit/auth';
import { badRequest, HttpError } from '@vantage/service-kit/errors';
import { documented } from '@vantage/service-kit/documented';
import { Router } from 'express';
import { caller } from '../caller';
import { PROVIDER_UNAVAILABLE, ProviderUnavailableError } from '../payments/provider';
import type { SubscriptionService } from './service';

export function subscriptionsRouter({
  subscriptions,
  auth,
}: {
  subscriptions: SubscriptionService;
  auth: Authenticator;
}): Router {
  const router = Router();

  // Read from the database on every call, never from the token: it may predate a change.
  router.get('/subscription-status/', documented(subscriptionStatusOperation), auth.required, async (req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .json((await subscriptions.status(caller(req).id)) satisfies SubscriptionStatus);
  });

  router.get('/invoices/', documented(invoicesOperation), auth.required, async (req, res) => {
    res.set('Cache-Control', 'no-store').json((await subscriptions.invoices(caller(req).id)) satisfies Invoice[]);
  });

  return router;
}

const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Service-to-service, only for svc-auth's service token (src/app.ts; the gateway never routes /internal/): the
 * user's tier whenever it signs an access token, so the tier rides in the token's `tier` claim; plan changes;
 * and an account's deletion.
 */
export function internalRouter(subscriptions: SubscriptionService): Router {
  const router = Router();
  // svc-auth polls this every second to learn which users' tokens must be refreshed (see svc-auth/src/rights).
  router.get('/tier-changes', async (req, res) => {
    const since = Number(req.query.since ?? 0);
    if (!Number.isFinite(since) || since < 0) throw badRequest('since must be a time in milliseconds.');
    const changes = await subscriptions.tierChangesSince(new Date(since));
    res.set('Cache-Control', 'no-store').json({
      changes: changes.map((change) => ({ user_id: change.userId, changed_at: change.changedAt.getTime() })),
    } satisfies InternalTierChanges);
  });
  router.get('/tier/:userId', async (req, res) => {
    const userId = String(req.params.userId);
    if (!USER_ID.test(userId)) throw badRequest('userId must be 1-64 letters, digits, "-" or "_".');
    const [tier, changedAt] = await Promise.all([
      subscriptions.currentTier(userId),
      subscriptions.tierChangedAt(userId),
    ]);
    res
      .set('Cache-Control', 'no-store')
      .json({ tier, changed_at: changedAt?.getTime() ?? null } satisfies InternalTier);
  });
  // svc-auth deleting an account: its plans end at the provider and its rows go before the account does.
  router.delete('/members/:userId/', async (req, res) => {
    const userId = String(req.params.userId);
    if (!USER_ID.test(userId)) throw badRequest('userId must be 1-64 letters, digits, "-" or "_".');
    try {
      res
        .set('Cache-Control', 'no-store')
        .json((await subscriptions.eraseMember(userId)) satisfies InternalMemberErased);
    } catch (err) {
      if (!(err instanceof ProviderUnavailableError)) throw err;
      req.log?.warn({ err, userId }, "the payment provider did not end a deleted account's plan");
      throw new HttpError(503, { detail: PROVIDER_UNAVAILABLE }, { 'Retry-After': '30' });
    }
  });
  return router;
}
