import {
  checkoutSessionResponseSchema,
  portalSessionSchema,
  pricingTierListSchema,
  subscriptionStatusSchema,
} from '@vantage/contracts/billing';
import request from 'supertest';
import {
  deliverWebhook,
  startBillingTestEnv,
  TEST_PRICES,
  TEST_PUBLIC_URL,
  type BillingTestEnv,
  type TestUser,
} from '../testing/harness';

let env: BillingTestEnv;

beforeAll(async () => {
  env = await startBillingTestEnv({ stripe: true });
}, 60_000);

afterAll(() => env.close());

const fake = () => env.stripe!;

function checkout(user: TestUser | null, body: unknown) {
  const call = request(env.app)
    .post('/api/subscriptions/create-checkout-session/')
    .send(body as object);
  return user ? call.set('Authorization', user.authorization) : call;
}

function sessionIdFrom(checkoutUrl: string): string {
  return checkoutUrl.split('/').pop()!;
}

/** Plays the customer paying on Stripe and Stripe's webhook telling us. */
async function payAndNotify(checkoutUrl: string) {
  const { session } = fake().completeCheckout(sessionIdFrom(checkoutUrl));
  await deliverWebhook(env.app, fake().event('checkout.session.completed', session));
  return session;
}

describe('pricing tiers', () => {
  test('Free, Basic and Pro from the seed, no auth, prices in dollars, no Stripe ids exposed', async () => {
    const response = await request(env.app).get('/api/subscriptions/pricing-tiers/').expect(200);
    const tiers = pricingTierListSchema.parse(response.body);
    expect(tiers.map(({ name, price, tier_type, max_projects }) => ({ name, price, tier_type, max_projects }))).toEqual(
      [
        { name: 'Free', price: 0, tier_type: 'free', max_projects: 1 },
        { name: 'Basic', price: 9.99, tier_type: 'basic', max_projects: 10 },
        { name: 'Pro', price: 29.99, tier_type: 'pro', max_projects: null },
      ],
    );
    expect(JSON.stringify(response.body)).not.toContain('price_');
  });
});

describe('create-checkout-session (Stripe)', () => {
  test('needs a token', async () => {
    await checkout(null, { tier_id: await env.tierId('pro') }).expect(401);
  });

  test('rejects a missing, unknown or free tier with an error message', async () => {
    const user = env.newUser();
    const missing = await checkout(user, {}).expect(400);
    expect(missing.body).toEqual({ error: 'tier_id must be the id of a pricing tier.' });
    await checkout(user, { tier_id: 'abc' }).expect(400);
    const unknown = await checkout(user, { tier_id: 9999 }).expect(404);
    expect(unknown.body).toEqual({ error: 'Unknown pricing tier.' });
    const free = await checkout(user, { tier_id: await env.tierId('free') }).expect(400);
    expect(free.body).toEqual({ error: 'The Free plan is free and needs no checkout.' });
  });

  test('creates a subscription-mode Checkout session with a 14-day trial and reuses the customer', async () => {
    const user = env.newUser();
    const first = await checkout(user, { tier_id: await env.tierId('pro') }).expect(200);
    expect(checkoutSessionResponseSchema.parse(first.body)).toEqual({
      checkout_url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/),
    });

    const [customerCall] = fake().requests.filter(
      (r) => r.path === '/v1/customers' && (r.body.metadata as Record<string, string>)?.user_id === user.id,
    );
    expect(customerCall.body).toEqual({ email: user.email, metadata: { user_id: user.id } });
    expect(customerCall.headers['idempotency-key']).toBe(`vantage-customer-${user.id}`);

    const sent = fake().requestsTo('POST', '/v1/checkout/sessions').at(-1)!.body;
    expect(sent).toEqual({
      mode: 'subscription',
      customer: expect.stringMatching(/^cus_/),
      client_reference_id: user.id,
      line_items: [{ price: TEST_PRICES.pro, quantity: '1' }],
      subscription_data: { metadata: { user_id: user.id, tier_type: 'pro' }, trial_period_days: '14' },
      metadata: { user_id: user.id, tier_type: 'pro' },
      success_url: `${TEST_PUBLIC_URL}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_PUBLIC_URL}/pricing`,
    });

    // Abandoned, then tried again with the other plan: same Stripe customer, no second customer.
    await checkout(user, { tier_id: String(await env.tierId('basic')) }).expect(200);
    const again = fake().requestsTo('POST', '/v1/checkout/sessions').at(-1)!.body;
    expect(again.customer).toBe(sent.customer);
    expect(again.line_items).toEqual([{ price: TEST_PRICES.basic, quantity: '1' }]);
    const customerCalls = fake().requests.filter(
      (r) => r.path === '/v1/customers' && (r.body.metadata as Record<string, string>)?.user_id === user.id,
    );
    expect(customerCalls).toHaveLength(1);
  });

  test('already subscribed: same or lower tier refused; an upgrade has no second trial and replaces the old plan', async () => {
    const user = env.newUser();
    const basic = await checkout(user, { tier_id: await env.tierId('basic') }).expect(200);
    const basicSession = await payAndNotify(basic.body.checkout_url);
    const basicSubscription = String(basicSession.subscription);

    const same = await checkout(user, { tier_id: await env.tierId('basic') }).expect(409);
    expect(same.body).toEqual({ error: 'You are already subscribed to the Basic plan.' });

    const upgrade = await checkout(user, { tier_id: await env.tierId('pro') }).expect(200);
    const sent = fake().requestsTo('POST', '/v1/checkout/sessions').at(-1)!.body;
    expect(sent.subscription_data).toEqual({ metadata: { user_id: user.id, tier_type: 'pro' } });
    await payAndNotify(upgrade.body.checkout_url);

    expect(fake().requestsTo('DELETE', `/v1/subscriptions/${basicSubscription}`)).toHaveLength(1);
    expect(fake().subscription(basicSubscription).status).toBe('canceled');
    const status = await request(env.app)
      .get('/api/subscriptions/subscription-status/')
      .set('Authorization', user.authorization)
      .expect(200);
    expect(subscriptionStatusSchema.parse(status.body)).toMatchObject({
      tier: 'Pro',
      tier_type: 'pro',
      status: 'active',
    });

    const lower = await checkout(user, { tier_id: await env.tierId('basic') }).expect(409);
    expect(lower.body).toEqual({ error: 'You are already subscribed to the Pro plan.' });
  });

  test('Stripe unavailable: a clear error, nothing half-done', async () => {
    const user = env.newUser();
    fake().failNext(1);
    const response = await checkout(user, { tier_id: await env.tierId('pro') }).expect(503);
    expect(response.body).toEqual({ error: 'Payment provider is unavailable. Please try again later.' });
    await checkout(user, { tier_id: await env.tierId('pro') }).expect(200);
  });
});

describe('billing portal (Stripe)', () => {
  test('opens a portal session for the user’s customer that returns to /account/billing', async () => {
    const user = env.newUser();
    await request(env.app).post('/api/subscriptions/portal/').set('Authorization', user.authorization).expect(400, {
      detail: 'You have no billing account yet. Choose a plan first.',
    });
    await checkout(user, { tier_id: await env.tierId('basic') }).expect(200);
    const response = await request(env.app)
      .post('/api/subscriptions/portal/')
      .set('Authorization', user.authorization)
      .expect(200);
    expect(portalSessionSchema.parse(response.body).url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    const sent = fake().requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!.body;
    expect(sent).toEqual({
      customer: fake().requestsTo('POST', '/v1/checkout/sessions').at(-1)!.body.customer,
      return_url: `${TEST_PUBLIC_URL}/account/billing`,
    });

    fake().failNext(1);
    await request(env.app).post('/api/subscriptions/portal/').set('Authorization', user.authorization).expect(503);
    await request(env.app).post('/api/subscriptions/portal/').expect(401);
  });

  test('the sandbox is off when Stripe keys are set', async () => {
    await request(env.app).get('/api/subscriptions/sandbox/sandbox.css').expect(404);
  });
});
