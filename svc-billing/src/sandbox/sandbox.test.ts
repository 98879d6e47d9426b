import { invoiceListSchema, portalSessionSchema } from '@vantage/contracts/billing';
import request from 'supertest';
import { startBillingTestEnv, subscriptionStatus, type BillingTestEnv, type TestUser } from '../testing/harness';

let env: BillingTestEnv;

beforeAll(async () => {
  env = await startBillingTestEnv({ stripe: false });
}, 60_000);

afterAll(() => env.close());

async function startCheckout(user: TestUser, tier: 'basic' | 'pro'): Promise<string> {
  const response = await request(env.app)
    .post('/api/subscriptions/create-checkout-session/')
    .set('Authorization', user.authorization)
    .send({ tier_id: await env.tierId(tier) })
    .expect(200);
  return response.body.checkout_url;
}

const status = (user: TestUser) => subscriptionStatus(env.app, user.authorization);

async function openPortal(user: TestUser): Promise<string> {
  const response = await request(env.app)
    .post('/api/subscriptions/portal/')
    .set('Authorization', user.authorization)
    .expect(200);
  return portalSessionSchema.parse(response.body).url;
}

describe('sandbox checkout (no Stripe keys)', () => {
  test('end to end: checkout page, start trial, success redirect, plan active, invoice, tier for tokens', async () => {
    const user = env.newUser();
    expect(await status(user)).toEqual({
      tier: 'Free',
      tier_type: 'free',
      status: 'free',
      current_period_end: null,
      cancel_at_period_end: false,
      trial_end: null,
      trial_available: true,
    });

    const checkoutUrl = await startCheckout(user, 'pro');
    expect(checkoutUrl).toMatch(/^\/api\/subscriptions\/sandbox\/checkout\/cs_sandbox_[A-Za-z0-9_-]{32}$/);
    const sessionId = checkoutUrl.split('/').pop()!;

    // The browser follows checkout_url without a token: the unguessable id is the key.
    const page = await request(env.app)
      .get(checkoutUrl)
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(page.text).toContain('Sandbox checkout — no card is charged');
    expect(page.text).toContain('Pro plan');
    expect(page.text).toContain('$29.99');
    expect(page.text).toContain('Start 14-day trial');
    expect(page.text).toContain(`<form method="post" action="${checkoutUrl}">`);
    expect(page.text).toContain('<a class="secondary" href="/pricing">Cancel</a>');
    expect(page.text).not.toMatch(/<script|style=|<style/i);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.headers['referrer-policy']).toBe('no-referrer');

    const css = await request(env.app).get('/api/subscriptions/sandbox/sandbox.css').expect(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);

    const done = await request(env.app).post(checkoutUrl).type('form').send('').expect(303);
    expect(done.headers.location).toBe(`/subscription/success?session_id=${sessionId}`);

    const current = await status(user);
    expect(current).toMatchObject({ tier: 'Pro', tier_type: 'pro', status: 'trialing', cancel_at_period_end: false });
    expect(Math.abs(new Date(current.current_period_end!).getTime() - (Date.now() + 14 * 86_400_000))).toBeLessThan(
      60_000,
    );
    const tierForTokens = await request(env.app)
      .get(`/internal/tier/${user.id}`)
      .set('Authorization', env.serviceAuthorization())
      .expect(200);
    expect(tierForTokens.body).toEqual({ tier: 'pro', changed_at: expect.any(Number) });

    const invoices = await request(env.app)
      .get('/api/subscriptions/invoices/')
      .set('Authorization', user.authorization)
      .expect(200);
    expect(invoiceListSchema.parse(invoices.body)).toEqual([
      expect.objectContaining({ status: 'paid', amount_due: 0, amount_paid: 0, tier_type: 'pro', currency: 'usd' }),
    ]);

    // Submitting twice (back button, double click) changes nothing; the page now goes to success.
    await request(env.app).post(checkoutUrl).expect(303);
    await request(env.app)
      .get(checkoutUrl)
      .expect(303)
      .expect('Location', `/subscription/success?session_id=${sessionId}`);
    const subscriptions = await env.database.pool.query(
      'SELECT count(*)::int AS n FROM billing.subscriptions WHERE user_id = $1',
      [user.id],
    );
    expect(subscriptions.rows[0].n).toBe(1);

    const again = await request(env.app)
      .post('/api/subscriptions/create-checkout-session/')
      .set('Authorization', user.authorization)
      .send({ tier_id: await env.tierId('pro') })
      .expect(409);
    expect(again.body).toEqual({ error: 'You are already subscribed to the Pro plan.' });
  });

  test('the sandbox portal cancels through the same state change as Stripe’s subscription.deleted', async () => {
    const user = env.newUser();
    await request(env.app)
      .post(await startCheckout(user, 'basic'))
      .expect(303);
    expect(await status(user)).toMatchObject({ tier: 'Basic', status: 'trialing' });

    const portalUrl = await openPortal(user);
    expect(portalUrl).toMatch(/^\/api\/subscriptions\/sandbox\/portal\/bps_sandbox_/);
    const page = await request(env.app).get(portalUrl).expect(200);
    expect(page.text).toContain('Sandbox billing portal — no card is charged');
    expect(page.text).toContain('Basic plan · $9.99 / month');
    expect(page.text).toContain('href="/account/billing"');
    const subscriptionId = /name="subscription_id" value="([^"]+)"/.exec(page.text)![1];

    // Another user's portal session cannot cancel this subscription.
    const stranger = env.newUser();
    await startCheckout(stranger, 'basic');
    const strangerPortal = await openPortal(stranger);
    await request(env.app)
      .post(`${strangerPortal}/cancel`)
      .type('form')
      .send({ subscription_id: subscriptionId })
      .expect(303);
    expect(await status(user)).toMatchObject({ tier: 'Basic' });

    const canceled = await request(env.app)
      .post(`${portalUrl}/cancel`)
      .type('form')
      .send({ subscription_id: subscriptionId })
      .expect(303);
    expect(canceled.headers.location).toBe(`${portalUrl}?canceled=1`);
    // svc-auth learns of the change (and makes the user's older tokens refresh) from /internal/tier-changes.
    const changes = await request(env.app)
      .get(`/internal/tier-changes?since=${Date.now() - 2000}`)
      .set('Authorization', env.serviceAuthorization())
      .expect(200);
    const change = (changes.body.changes as { user_id: string; changed_at: number }[]).find(
      (entry) => entry.user_id === user.id,
    );
    expect(Date.now() - change!.changed_at).toBeLessThan(2000);
    expect(await status(user)).toMatchObject({ tier: 'Free', tier_type: 'free', status: 'free' });
    await request(env.app)
      .get(`/internal/tier/${user.id}`)
      .set('Authorization', env.serviceAuthorization())
      .expect(200, { tier: 'free', changed_at: change!.changed_at });
    const after = await request(env.app).get(`${portalUrl}?canceled=1`).expect(200);
    expect(after.text).toContain('Your subscription was canceled.');
    expect(after.text).toContain('You have no active subscription.');

    // Coming back later: no second free trial.
    const returning = await startCheckout(user, 'basic');
    expect((await request(env.app).get(returning).expect(200)).text).toContain('Start subscription');
    await request(env.app).post(returning).expect(303);
    // Subscribed once: a later plan is charged from the day it starts, and the status says so.
    expect(await status(user)).toMatchObject({
      tier: 'Basic',
      status: 'active',
      trial_end: null,
      trial_available: false,
    });
  });

  test('upgrading Basic to Pro through the sandbox ends the Basic subscription', async () => {
    const user = env.newUser();
    await request(env.app)
      .post(await startCheckout(user, 'basic'))
      .expect(303);
    await request(env.app)
      .post(await startCheckout(user, 'pro'))
      .expect(303);
    expect(await status(user)).toMatchObject({ tier: 'Pro', status: 'active' });
    const rows = await env.database.pool.query(
      'SELECT tier_type, status FROM billing.subscriptions WHERE user_id = $1 ORDER BY tier_type',
      [user.id],
    );
    expect(rows.rows).toEqual([
      { tier_type: 'basic', status: 'canceled' },
      { tier_type: 'pro', status: 'active' },
    ]);
  });

  test('unknown, malformed and expired sessions get a page, not an activation', async () => {
    await request(env.app)
      .get('/api/subscriptions/sandbox/checkout/cs_sandbox_' + 'x'.repeat(32))
      .expect(404);
    await request(env.app).get('/api/subscriptions/sandbox/checkout/nope').expect(404);
    await request(env.app).post('/api/subscriptions/sandbox/portal/nope/cancel').expect(404);

    const user = env.newUser();
    const checkoutUrl = await startCheckout(user, 'pro');
    await env.database.pool.query(
      "UPDATE billing.sandbox_sessions SET expires_at = now() - interval '1 minute' WHERE id = $1",
      [checkoutUrl.split('/').pop()],
    );
    const expired = await request(env.app).post(checkoutUrl).expect(410);
    expect(expired.text).toContain('This sandbox session has expired.');
    expect(await status(user)).toMatchObject({ tier: 'Free' });
  });

  test('Stripe webhooks are off in sandbox mode', async () => {
    const response = await request(env.app).post('/api/subscriptions/webhook/').send({}).expect(404);
    expect(response.body.detail).toMatch(/sandbox/);
  });
});
