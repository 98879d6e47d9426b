import { createAuthenticator, SIGNING_KEYS } from '@vantage/service-kit/auth';
import { createServiceApp } from '@vantage/service-kit/app';
import { requireServiceToken } from '@vantage/service-kit/internal-auth';
import type { Logger } from '@vantage/service-kit/logger';
import { createReadiness } from '@vantage/service-kit/readiness';
import { Router, type Express } from 'express';
import { checkoutRouter } from './checkout/routes';
import { CheckoutService } from './checkout/service';
import { stripeSettings, type BillingConfig } from './config';
import type { BillingDatabase } from './db/database';
import type { PaymentProvider } from './payments/provider';
import { StripeMapping } from './payments/stripe-mapping';
import { createStripeClient, StripeProvider } from './payments/stripe-provider';
import { SandboxProvider } from './sandbox/provider';
import { SandboxRepository } from './sandbox/repository';
import { sandboxRouter } from './sandbox/routes';
import { SandboxService } from './sandbox/service';
import { SubscriptionsRepository } from './subscriptions/repository';
import { internalRouter, subscriptionsRouter } from './subscriptions/routes';
import { SubscriptionService } from './subscriptions/service';
import { TiersRepository } from './tiers/repository';
import { tiersRouter } from './tiers/routes';
import { TiersService } from './tiers/service';
import { webhookRouter } from './webhooks/routes';
import { WebhookService } from './webhooks/service';

export interface BillingAppOptions {
  config: BillingConfig;
  database: BillingDatabase;
  logger: Logger;
}

/** svc-billing: real Stripe when keys are configured, otherwise the sandbox checkout. */
export function createBillingApp({ config, database, logger }: BillingAppOptions): Express {
  const { db } = database;
  const tiers = new TiersRepository(db);
  const subscriptionsRepository = new SubscriptionsRepository(db);
  const auth = createAuthenticator({ jwksUrl: config.AUTH_JWKS_URL, logger });
  const readiness = createReadiness({
    logger,
    always: database.conditions,
    once: [{ name: SIGNING_KEYS, check: auth.loadKeys }],
  });
  const stripe = stripeSettings(config);

  let provider: PaymentProvider;
  let subscriptions: SubscriptionService;
  let webhooks: WebhookService | null = null;
  let sandbox: SandboxService | null = null;
  if (stripe) {
    const client = createStripeClient(stripe);
    const mapping = new StripeMapping({ tiers, subscriptions: subscriptionsRepository });
    const stripeProvider = new StripeProvider({ stripe: client, publicUrl: config.PUBLIC_URL, mapping });
    provider = stripeProvider;
    subscriptions = new SubscriptionService({ db, subscriptions: subscriptionsRepository, tiers, provider });
    webhooks = new WebhookService({
      stripe: client,
      signingSecret: stripe.webhookSecret,
      provider: stripeProvider,
      mapping,
      subscriptions,
      repository: subscriptionsRepository,
      logger,
    });
  } else {
    const sandboxSessions = new SandboxRepository(db);
    provider = new SandboxProvider({ sessions: sandboxSessions });
    subscriptions = new SubscriptionService({ db, subscriptions: subscriptionsRepository, tiers, provider });
    sandbox = new SandboxService({ sessions: sandboxSessions, tiers, subscriptionsRepository, subscriptions });
  }
  const checkout = new CheckoutService({ tiers, subscriptionsRepository, subscriptions, provider, logger });

  return createServiceApp({
    name: 'svc-billing',
    logger,
    ready: readiness.report,
    // Stripe event payloads (a subscription with its items, an invoice with its lines) exceed 100 kB at times.
    jsonLimit: '512kb',
    routes(app) {
      const api = Router();
      api.use(tiersRouter(new TiersService({ tiers })));
      api.use(checkoutRouter({ checkout, auth }));
      api.use(subscriptionsRouter({ subscriptions, auth }));
      api.use(webhookRouter(webhooks));
      if (sandbox) api.use('/sandbox', sandboxRouter(sandbox));
      app.use('/api/subscriptions', api);
      // Only svc-auth asks for tiers, with a service token it signed.
      app.use(
        '/internal',
        requireServiceToken({ jwksUrl: config.AUTH_JWKS_URL, callers: ['svc-auth'] }),
        internalRouter(subscriptions),
      );
    },
  });
}
