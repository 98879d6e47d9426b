import { internalTierSchema, invoiceListSchema } from '@vantage/contracts/billing';
import Stripe from 'stripe';
import request from 'supertest';
import { StripeProvider } from '../payments/stripe-provider';
import { SubscriptionsRepository } from '../subscriptions/repository';
import {
  billingRowsOf,
  startBillingTestEnv,
  subscriptionStatus,
  TEST_PRICES,
  TEST_WEBHOOK_SECRET,
  type BillingTestEnv,
  type TestUser,
} from '../testing/harness';

let env: BillingTestEnv;
const signer = new Stripe('sk_test_signer');
const fake = () => env.stripe!;

beforeAll(async () => {
  env = await startBillingTestEnv({ stripe: true });
}, 60_000);

afterAll(() => env.close());

function deliver(event: unknown, sign: { secret?: string; timestamp?: number; header?: string | null } = {}) {
  const payload = JSON.stringify(event);
  const call = request(env.app).post('/api/subscriptions/webhook/').set('Content-Type', 'application/json');
  const header =
    sign.header !== undefined
      ? sign.header
      : signer.webhooks.generateTestHeaderString({
          payload,
          secret: sign.secret ?? TEST_WEBHOOK_SECRET,
          timestamp: sign.timestamp,
        });
  return (header === null ? call : call.set('Stripe-Signature', header)).send(payload);
}

const status = (user: TestUser) => subscriptionStatus(env.app, user.authorization);

async function internalAnswer(user: TestUser) {
  const response = await request(env.app)
    .get(`/internal/tier/${user.id}`)
    .set('Authorization', env.serviceAuthorization())
    .expect(200);
  return internalTierSchema.parse(response.body);
}

const internalTier = async (user: TestUser) => (await internalAnswer(user)).tier;

async function processedCount(eventId: string): Promise<number> {
  const result = await env.database.pool.query(
    'SELECT count(*)::int AS n FROM billing.processed_events WHERE event_id = $1',
    [eventId],
  );
  return result.rows[0].n;
}

/** A user who went through Stripe Checkout for `tier`; the webhook has not arrived yet. */
async function checkedOut(tier: 'basic' | 'pro') {
  const user = env.newUser();
  const response = await request(env.app)
    .post('/api/subscriptions/create-checkout-session/')
    .set('Authorization', user.authorization)
    .send({ tier_id: await env.tierId(tier) })
    .expect(200);
  const { session, subscription } = fake().completeCheckout(response.body.checkout_url.split('/').pop());
  return { user, session, subscription };
}

describe('Stripe webhook signatures', () => {
  test('a valid checkout.session.completed activates the plan (trialing Pro for 14 days)', async () => {
    const { user, session, subscription } = await checkedOut('pro');
    expect(await status(user)).toMatchObject({ tier: 'Free', status: 'free' });

    const response = await deliver(fake().event('checkout.session.completed', session)).expect(200);
    expect(response.body).toEqual({ received: true, duplicate: false });
    const current = await status(user);
    expect(current).toMatchObject({ tier: 'Pro', tier_type: 'pro', status: 'trialing', cancel_at_period_end: false });
    const periodEnd = new Date(current.current_period_end!).getTime();
    expect(Math.abs(periodEnd - (Date.now() + 14 * 86_400_000))).toBeLessThan(60_000);
    expect(current.trial_end).toBe(current.current_period_end);
    expect(await internalTier(user)).toBe('pro');
    // The state came from Stripe itself, not from the event body.
    expect(fake().requestsTo('GET', `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
  });

  test('missing, bad or stale signatures are rejected with 400 and change nothing', async () => {
    const { user, session } = await checkedOut('basic');
    const event = fake().event('checkout.session.completed', session);

    const missing = await deliver(event, { header: null }).expect(400);
    expect(missing.body).toEqual({ detail: 'Missing Stripe-Signature header.' });
    const wrongSecret = await deliver(event, { secret: 'whsec_someone_else' }).expect(400);
    expect(wrongSecret.body.detail).toMatch(/^Invalid Stripe signature/);
    await deliver(event, { header: 't=123,v1=deadbeef' }).expect(400);
    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 }).expect(400);
    expect(stale.body.detail).toMatch(/tolerance/i);

    // Signed payload, different bytes: the signature covers the exact body.
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET });
    await request(env.app)
      .post('/api/subscriptions/webhook/')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', header)
      .send(payload.replace('"basic"', '"pro"'))
      .expect(400);

    expect(await processedCount(event.id)).toBe(0);
    expect(await status(user)).toMatchObject({ tier: 'Free', status: 'free' });
  });
});

describe('Stripe webhook delivery semantics', () => {
  test('a duplicate delivery is acknowledged and not applied again', async () => {
    const { user, session } = await checkedOut('basic');
    const event = fake().event('checkout.session.completed', session);
    await deliver(event).expect(200, { received: true, duplicate: false });
    const readsAfterFirst = fake().requests.length;
    await deliver(event).expect(200, { received: true, duplicate: true });
    expect(fake().requests.length).toBe(readsAfterFirst);
    expect(await processedCount(event.id)).toBe(1);
    expect(await status(user)).toMatchObject({ tier: 'Basic', status: 'trialing' });
  });

  test('20 parallel deliveries of one event are applied exactly once', async () => {
    const { user, session } = await checkedOut('pro');
    const event = fake().event('checkout.session.completed', session);
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(responses.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    expect(await processedCount(event.id)).toBe(1);
    expect(await status(user)).toMatchObject({ tier: 'Pro', status: 'trialing' });
  });

  test('out of order: subscription.deleted first, then an older subscription.updated, stays canceled', async () => {
    const { user, session, subscription } = await checkedOut('pro');
    await deliver(fake().event('checkout.session.completed', session)).expect(200);
    const older = fake().updateSubscription(subscription.id, { status: 'active', trial_end: null });
    const updatedEvent = fake().event('customer.subscription.updated', older, Math.floor(Date.now() / 1000) - 30);
    const deleted = fake().updateSubscription(subscription.id, {
      status: 'canceled',
      canceled_at: Math.floor(Date.now() / 1000),
    });
    const deletedEvent = fake().event('customer.subscription.deleted', deleted);

    await deliver(deletedEvent).expect(200, { received: true, duplicate: false });
    await deliver(updatedEvent).expect(200, { received: true, duplicate: false });

    expect(await status(user)).toMatchObject({ tier: 'Free', tier_type: 'free', status: 'free' });
    expect(await internalTier(user)).toBe('free');
    const row = await env.database.pool.query('SELECT status FROM billing.subscriptions WHERE id = $1', [
      subscription.id,
    ]);
    expect(row.rows[0].status).toBe('canceled');
  });

  test('a late completion of a lower plan does not replace the higher plan the user has since bought', async () => {
    const user = env.newUser();
    const start = async (tier: 'basic' | 'pro') =>
      (
        await request(env.app)
          .post('/api/subscriptions/create-checkout-session/')
          .set('Authorization', user.authorization)
          .send({ tier_id: await env.tierId(tier) })
          .expect(200)
      ).body.checkout_url
        .split('/')
        .pop();
    const basic = fake().completeCheckout(await start('basic'));
    const pro = fake().completeCheckout(await start('pro'));

    await deliver(fake().event('checkout.session.completed', pro.session)).expect(200);
    await deliver(fake().event('checkout.session.completed', basic.session)).expect(200);

    expect(await status(user)).toMatchObject({ tier: 'Pro' });
    expect(fake().subscription(basic.subscription.id).status).toBe('canceled');
    expect(fake().subscription(pro.subscription.id).status).toBe('trialing');
  });

  test('subscription events before checkout.session.completed still land on the right user', async () => {
    const { user, session, subscription } = await checkedOut('basic');
    await deliver(fake().event('customer.subscription.created', subscription)).expect(200);
    expect(await status(user)).toMatchObject({ tier: 'Basic', status: 'trialing' });
    await deliver(fake().event('checkout.session.completed', session)).expect(200);
    expect(await status(user)).toMatchObject({ tier: 'Basic', status: 'trialing' });
  });

  test('a plan switch in the portal (price changed) moves the tier; cancel at period end is shown', async () => {
    const { user, session, subscription } = await checkedOut('basic');
    expect((await internalAnswer(user)).changed_at).toBeNull();
    await deliver(fake().event('checkout.session.completed', session)).expect(200);
    const subscribed = (await internalAnswer(user)).changed_at;
    expect(subscribed).not.toBeNull();
    // Reported again as it is: no plan change, so svc-auth revokes none of the user's tokens.
    await deliver(fake().event('customer.subscription.updated', subscription)).expect(200);
    expect((await internalAnswer(user)).changed_at).toBe(subscribed);

    const switched = fake().updateSubscription(subscription.id, { price: TEST_PRICES.pro, status: 'active' });
    await deliver(fake().event('customer.subscription.updated', switched)).expect(200);
    expect(await status(user)).toMatchObject({ tier: 'Pro', status: 'active', cancel_at_period_end: false });
    const upgraded = (await internalAnswer(user)).changed_at!;
    expect(upgraded).toBeGreaterThan(subscribed!);
    const ending = fake().updateSubscription(subscription.id, { cancel_at_period_end: true });
    await deliver(fake().event('customer.subscription.updated', ending)).expect(200);
    expect(await status(user)).toMatchObject({ tier: 'Pro', status: 'active', cancel_at_period_end: true });
    expect(await internalAnswer(user)).toEqual({ tier: 'pro', changed_at: upgraded });
  });

  test('invoice.paid and invoice.payment_failed: recorded for the billing page, past_due keeps access', async () => {
    const { user, session, subscription } = await checkedOut('pro');
    await deliver(fake().event('checkout.session.completed', session)).expect(200);
    const trialInvoice = fake().invoice(subscription.id, { status: 'paid', amount_due: 0, amount_paid: 0 });
    await deliver(fake().event('invoice.paid', trialInvoice)).expect(200);

    const renewal = fake().invoice(subscription.id, {
      status: 'open',
      amount_due: 2999,
      amount_paid: 0,
      created: trialInvoice.created + 1,
    });
    fake().updateSubscription(subscription.id, { status: 'past_due' });
    const failedAt = Math.floor(Date.now() / 1000);
    await deliver(fake().event('invoice.payment_failed', renewal, failedAt)).expect(200);
    expect(await status(user)).toMatchObject({ tier: 'Pro', status: 'past_due' });

    fake().updateSubscription(subscription.id, { status: 'active' });
    const paidEvent = fake().event('invoice.paid', { ...renewal, status: 'paid', amount_paid: 2999 }, failedAt + 60);
    await deliver(paidEvent).expect(200);
    // A late retry of the older failure must not turn the paid invoice back into an open one.
    await deliver(fake().event('invoice.payment_failed', renewal, failedAt)).expect(200);
    expect(await status(user)).toMatchObject({ tier: 'Pro', status: 'active' });

    const response = await request(env.app)
      .get('/api/subscriptions/invoices/')
      .set('Authorization', user.authorization)
      .expect(200);
    const invoices = invoiceListSchema.parse(response.body);
    expect(
      invoices.map(({ id, status, amount_due, amount_paid, tier_type }) => ({
        id,
        status,
        amount_due,
        amount_paid,
        tier_type,
      })),
    ).toEqual([
      { id: renewal.id, status: 'paid', amount_due: 29.99, amount_paid: 29.99, tier_type: 'pro' },
      { id: trialInvoice.id, status: 'paid', amount_due: 0, amount_paid: 0, tier_type: 'pro' },
    ]);
    expect(invoices[0].hosted_invoice_url).toMatch(/^https:\/\/invoice\.stripe\.test\//);
    await request(env.app).get('/api/subscriptions/invoices/').expect(401);
  });

  test('Stripe down while applying: 503 so Stripe retries, and the retry applies it', async () => {
    const { user, session } = await checkedOut('basic');
    const event = fake().event('checkout.session.completed', session);
    fake().failNext(1);
    await deliver(event).expect(503);
    expect(await processedCount(event.id)).toBe(0);
    await deliver(event).expect(200, { received: true, duplicate: false });
    expect(await status(user)).toMatchObject({ tier: 'Basic' });
  });

  test('events we do not act on, and subscriptions that are not ours, are acknowledged', async () => {
    const other = fake().event('customer.created', { id: 'cus_unrelated', object: 'customer' });
    await deliver(other).expect(200, { received: true, duplicate: false });
    expect(await processedCount(other.id)).toBe(1);
  });
});

const rowsOf = (userId: string) => billingRowsOf(env, userId);

describe("Stripe webhooks racing an account's deletion", () => {
  afterEach(() => jest.restoreAllMocks());

  test('a subscription.updated read from Stripe before the erase and written after it stores nothing', async () => {
    const { user, session, subscription } = await checkedOut('pro');
    await deliver(fake().event('checkout.session.completed', session)).expect(200);
    expect(await rowsOf(user.id)).toBeGreaterThan(0);

    // The webhook reads the subscription from Stripe while it is still active, then waits (a slow Stripe answer)
    // while the account's deletion runs to its end.
    let readDone = () => {};
    const read = new Promise<void>((resolve) => (readDone = resolve));
    let releaseWrite = () => {};
    const write = new Promise<void>((resolve) => (releaseWrite = resolve));
    const currentSubscription = StripeProvider.prototype.currentSubscription;
    jest.spyOn(StripeProvider.prototype, 'currentSubscription').mockImplementationOnce(async function (
      this: StripeProvider,
      subscriptionId: string,
    ) {
      const state = await currentSubscription.call(this, subscriptionId);
      readDone();
      await write;
      return state;
    });
    const active = fake().updateSubscription(subscription.id, { status: 'active', trial_end: null });
    const webhook = deliver(fake().event('customer.subscription.updated', active)).then((response) => response);
    await read;

    await request(env.app)
      .delete(`/internal/members/${user.id}/`)
      .set('Authorization', env.serviceAuthorization())
      .expect(200);
    expect(await rowsOf(user.id)).toBe(0);

    releaseWrite();
    expect((await webhook).status).toBe(200);
    expect(await rowsOf(user.id)).toBe(0);
    expect(await internalTier(user)).toBe('free');

    // Stripe's portal changing the (now canceled) subscription later, delivered after the erase: nothing either.
    const later = fake().updateSubscription(subscription.id, { cancel_at_period_end: true });
    await deliver(fake().event('customer.subscription.updated', later)).expect(200, {
      received: true,
      duplicate: false,
    });
    expect(await rowsOf(user.id)).toBe(0);
  });

  /** A promise and the function that settles it. */
  function deferred() {
    let resolve = () => {};
    const promise = new Promise<void>((settle) => (resolve = settle));
    return { promise, resolve };
  }

  /**
   * Whether a request now waits on a transaction another one keeps open: for the pool's only connection
   * (the embedded PGlite, one connection at a time) or, on PostgreSQL, for a lock in this test's database.
   */
  async function waitsOnAnOpenTransaction(): Promise<boolean> {
    const pool = env.database.pool;
    if (pool.options.max === 1) return pool.waitingCount > 0;
    const { rows } = await pool.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    return rows[0].n > 0;
  }

  type Paused = 'erasedAmong' | 'upsertSubscription' | 'eraseMember';

  /** The next call of the repository's `method` finishes its queries, then waits (its transaction still open). */
  function pauseAfter(method: Paused) {
    const paused = deferred();
    const resumed = deferred();
    const repository = SubscriptionsRepository.prototype as unknown as Record<
      Paused,
      (...args: unknown[]) => Promise<unknown>
    >;
    const original = repository[method];
    jest.spyOn(repository, method).mockImplementationOnce(async function (this: unknown, ...args: unknown[]) {
      const result = await original.apply(this, args);
      paused.resolve();
      await resumed.promise;
      return result;
    });
    return { paused: paused.promise, resume: resumed.resolve };
  }

  test.each([
    ['the webhook stops after reading that the member is not erased', 'webhook', 'erasedAmong'],
    ['the webhook stops after writing the subscription', 'webhook', 'upsertSubscription'],
    ["the erase stops after deleting the member's rows", 'erase', 'eraseMember'],
  ] as const)(
    'a subscription.created and the account erase at once leave no row and no plan: %s',
    async (_, first, pausedAfter) => {
      const { user, subscription } = await checkedOut('basic');
      expect(await rowsOf(user.id)).toBeGreaterThan(0);
      const webhook = () =>
        deliver(fake().event('customer.subscription.created', subscription)).then((response) => response);
      const erase = () =>
        request(env.app)
          .delete(`/internal/members/${user.id}/`)
          .set('Authorization', env.serviceAuthorization())
          .then((response) => response);

      // The first one stops inside its transaction; the other runs until it is done or waits on that transaction.
      const pause = pauseAfter(pausedAfter);
      const firstResponse = first === 'webhook' ? webhook() : erase();
      await pause.paused;
      const secondResponse = first === 'webhook' ? erase() : webhook();
      let secondSettled = false;
      const settled = () => (secondSettled = true);
      secondResponse.then(settled, settled);
      while (!secondSettled && !(await waitsOnAnOpenTransaction())) await new Promise((wake) => setTimeout(wake, 10));
      pause.resume();

      expect((await firstResponse).status).toBe(200);
      expect((await secondResponse).status).toBe(200);
      expect(await rowsOf(user.id)).toBe(0);
      expect(await internalTier(user)).toBe('free');
      // The Stripe customer went with the account, and the plan with it: nothing bills the deleted member.
      expect(fake().subscription(subscription.id).status).toBe('canceled');
    },
  );
});

describe('/internal/tier/:userId', () => {
  test('answers svc-auth only: no token or a user token is a 401', async () => {
    const user = env.newUser('pro');
    await request(env.app).get(`/internal/tier/${user.id}`).expect(401);
    await request(env.app).get(`/internal/tier/${user.id}`).set('Authorization', user.authorization).expect(401);
  });

  test('free for unknown users; rejects malformed ids', async () => {
    await request(env.app)
      .get('/internal/tier/someone-new')
      .set('Authorization', env.serviceAuthorization())
      .expect(200, { tier: 'free', changed_at: null });
    await request(env.app).get('/internal/tier/a%20b').set('Authorization', env.serviceAuthorization()).expect(400);
  });
});
