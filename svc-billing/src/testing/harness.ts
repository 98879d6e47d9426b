import { randomUUID } from 'node:crypto';
import { subscriptionStatusSchema, type SubscriptionStatus, type TierType } from '@vantage/contracts/billing';
import { loadConfig } from '@vantage/service-kit/config';
import { signServiceToken } from '@vantage/service-kit/jwt';
import { createLogger } from '@vantage/service-kit/logger';
import { createTestDatabase, type TestDatabase } from '@vantage/service-kit/testing/database';
import { startTestTokenIssuer, type TestTokenIssuer } from '@vantage/service-kit/testing/token-issuer';
import type { Express } from 'express';
import Stripe from 'stripe';
import request from 'supertest';
import { createBillingApp } from '../app';
import { billingConfigSchema, type BillingConfig } from '../config';
import { openBillingDatabase, type BillingDatabase } from '../db/database';
import { prepareTiers } from '../tiers/seed';
import { startFakeStripe, type FakeStripe } from './fake-stripe';

export const TEST_PUBLIC_URL = 'https://vantage.test';
export const TEST_WEBHOOK_SECRET = 'whsec_test_vantage';
export const TEST_PRICES = { basic: 'price_basic_test', pro: 'price_pro_test' } as const;

export interface TestUser {
  id: string;
  email: string;
  /** Authorization header value with a token svc-auth could have signed. */
  authorization: string;
}

export interface BillingTestEnv {
  app: Express;
  config: BillingConfig;
  database: BillingDatabase;
  /** Only in Stripe mode. */
  stripe: FakeStripe | null;
  newUser(tier?: TierType): TestUser;
  /** Authorization header value svc-auth sends to /internal routes. */
  serviceAuthorization(): string;
  tierId(tierType: TierType): Promise<number>;
  close(): Promise<void>;
}

/**
 * svc-billing in process on its own throwaway database, with a JWKS issuer and, in Stripe mode, the
 * real Stripe SDK pointed at a fake Stripe server.
 */
export async function startBillingTestEnv(options: {
  stripe: boolean;
  /** A real svc-auth's JWKS to trust instead of the test issuer's (newUser's tokens are then refused). */
  authJwksUrl?: string;
}): Promise<BillingTestEnv> {
  const issuer: TestTokenIssuer = await startTestTokenIssuer();
  const testDatabase: TestDatabase = await createTestDatabase();
  const stripe = options.stripe ? await startFakeStripe() : null;
  const config = loadConfig(billingConfigSchema, {
    LOG_LEVEL: 'silent',
    VANTAGE_DEV_STANDINS: stripe ? '0' : '1',
    AUTH_JWKS_URL: options.authJwksUrl ?? issuer.jwksUrl,
    PUBLIC_URL: TEST_PUBLIC_URL,
    ...(stripe
      ? {
          STRIPE_SECRET_KEY: 'sk_test_vantage',
          STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
          STRIPE_API_BASE: stripe.url,
          STRIPE_PRICE_BASIC: TEST_PRICES.basic,
          STRIPE_PRICE_PRO: TEST_PRICES.pro,
          STRIPE_MAX_NETWORK_RETRIES: '0',
        }
      : {}),
  });
  const logger = createLogger('svc-billing-test', process.env.TEST_LOG_LEVEL ?? 'silent');
  const database = await openBillingDatabase(testDatabase.url, logger);
  await prepareTiers(config, database);
  const app = createBillingApp({ config, database, logger });
  const tierIds = new Map<TierType, number>();

  return {
    app,
    config,
    database,
    stripe,
    newUser(tier = 'free') {
      const id = randomUUID();
      const email = `fan-${id.slice(0, 8)}@example.com`;
      return { id, email, authorization: `Bearer ${issuer.token({ sub: id, email, tier })}` };
    },
    serviceAuthorization: () => `Bearer ${signServiceToken(issuer.key, 'svc-auth')}`,
    async tierId(tierType) {
      if (!tierIds.has(tierType)) {
        const result = await database.pool.query('SELECT id FROM billing.tiers WHERE tier_type = $1', [tierType]);
        tierIds.set(tierType, result.rows[0].id);
      }
      return tierIds.get(tierType)!;
    },
    async close() {
      await database.close();
      await testDatabase.drop();
      await stripe?.close();
      await issuer.close();
    },
  };
}

/** How many rows svc-billing keeps that name the user (customer, subscriptions, invoices, plan changes, sandbox). */
export async function billingRowsOf(env: Pick<BillingTestEnv, 'database'>, userId: string): Promise<number> {
  const { rows } = await env.database.pool.query(
    `SELECT (SELECT count(*) FROM billing.customers WHERE user_id = $1)
          + (SELECT count(*) FROM billing.subscriptions WHERE user_id = $1)
          + (SELECT count(*) FROM billing.invoices WHERE user_id = $1)
          + (SELECT count(*) FROM billing.tier_changes WHERE user_id = $1)
          + (SELECT count(*) FROM billing.sandbox_sessions WHERE user_id = $1) AS n`,
    [userId],
  );
  return Number(rows[0].n);
}

const webhookSigner = new Stripe('sk_test_signer');

/** Delivers a Stripe event to the webhook as Stripe does: signed with the test secret. */
export async function deliverWebhook(app: Express, event: unknown): Promise<void> {
  const payload = JSON.stringify(event);
  await request(app)
    .post('/api/subscriptions/webhook/')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', webhookSigner.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET }))
    .send(payload)
    .expect(200);
}

/**
 * Stripe mode: `authorization`'s member checks out `tier`, pays on (fake) Stripe, and the webhook says so.
 * Returns the Stripe subscription and customer.
 */
export async function subscribeThroughStripe(
  env: Pick<BillingTestEnv, 'app' | 'stripe' | 'tierId'>,
  authorization: string,
  tier: 'basic' | 'pro',
): Promise<{ subscriptionId: string; customerId: string }> {
  const response = await request(env.app)
    .post('/api/subscriptions/create-checkout-session/')
    .set('Authorization', authorization)
    .send({ tier_id: await env.tierId(tier) })
    .expect(200);
  const { session, subscription } = env.stripe!.completeCheckout(response.body.checkout_url.split('/').pop());
  await deliverWebhook(env.app, env.stripe!.event('checkout.session.completed', session));
  return { subscriptionId: subscription.id, customerId: String(subscription.customer) };
}

/** GET /api/subscriptions/subscription-status/ as the member, checked against its contract. */
export async function subscriptionStatus(app: Express, authorization: string): Promise<SubscriptionStatus> {
  const response = await request(app)
    .get('/api/subscriptions/subscription-status/')
    .set('Authorization', authorization)
    .expect(200);
  return subscriptionStatusSchema.parse(response.body);
}
