import { loadConfig } from '@vantage/service-kit/config';
import { billingConfigSchema } from '../config';
import { prepareTiers } from './seed';
import { startBillingTestEnv, type BillingTestEnv } from '../testing/harness';

let env: BillingTestEnv;

beforeAll(async () => {
  env = await startBillingTestEnv({ stripe: false });
}, 60_000);

afterAll(() => env.close());

const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

async function tierRows() {
  const result = await env.database.pool.query(
    'SELECT id, tier_type, stripe_price_id FROM billing.tiers ORDER BY sort_order',
  );
  return result.rows;
}

describe('start-up', () => {
  test('with Stripe keys, every paid tier needs a Stripe price id', async () => {
    await expect(prepareTiers(loadConfig(billingConfigSchema, stripeKeys), env.database)).rejects.toThrow(
      'Stripe keys are set but STRIPE_PRICE_BASIC and STRIPE_PRICE_PRO are missing',
    );
  });

  test('price ids come from the environment; re-seeding keeps tier ids', async () => {
    const before = await tierRows();
    const config = loadConfig(billingConfigSchema, {
      ...stripeKeys,
      STRIPE_PRICE_BASIC: 'price_live_basic',
      STRIPE_PRICE_PRO: 'price_live_pro',
    });
    await prepareTiers(config, env.database);
    await prepareTiers(config, env.database);
    expect(await tierRows()).toEqual([
      { id: before[0].id, tier_type: 'free', stripe_price_id: null },
      { id: before[1].id, tier_type: 'basic', stripe_price_id: 'price_live_basic' },
      { id: before[2].id, tier_type: 'pro', stripe_price_id: 'price_live_pro' },
    ]);
  });
});
