import { randomUUID } from 'node:crypto';
import type { TierType } from '@vantage/contracts/billing';
import { loadConfig } from '@vantage/service-kit/config';
import { signServiceToken } from '@vantage/service-kit/jwt';
import { createLogger } from '@vantage/service-kit/logger';
import { createTestDatabase, type TestDatabase } from '@vantage/service-kit/testing/database';
import { startTestTokenIssuer, type TestTokenIssuer } from '@vantage/service-kit/testing/token-issuer';
import type { Express } from 'express';
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
export async function startBillingTestEnv(options: { stripe: boolean }): Promise<BillingTestEnv> {
  const issuer: TestTokenIssuer = await startTestTokenIssuer();
  const testDatabase: TestDatabase = await createTestDatabase();
  const stripe = options.stripe ? await startFakeStripe() : null;
  const config = loadConfig(billingConfigSchema, {
    LOG_LEVEL: 'silent',
    VANTAGE_DEV_STANDINS: stripe ? '0' : '1',
    AUTH_JWKS_URL: issuer.jwksUrl,
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
