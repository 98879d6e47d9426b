// Hostile input at every svc-billing JSON endpoint, with Stripe (a local fake) and in sandbox mode: never a
// 500, the right 4xx in the shape the client reads, nothing reaches Object.prototype, no bad record stored.
import { checkoutSessionCreatedSchema, invoiceListSchema, subscriptionStatusSchema } from '@vantage/contracts/billing';
import {
  body,
  field,
  junk,
  pollutingJson,
  prototypeNames,
  queryParameter,
  text,
} from '@vantage/service-kit/testing/arbitraries';
import { rowCounts } from '@vantage/service-kit/testing/database';
import fc from 'fast-check';
import Stripe from 'stripe';
import request from 'supertest';
import { startBillingTestEnv, TEST_WEBHOOK_SECRET, type BillingTestEnv, type TestUser } from './testing/harness';

const RUNS = 40;
const prototypeBefore = prototypeNames();
afterAll(() => {
  expect(prototypeNames()).toEqual(prototypeBefore);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

const rows = (env: BillingTestEnv) => rowCounts(env.database.pool, 'billing');

/** A tier id: the real ones, other numbers of every size, numeric strings, or junk. */
const tierId = (env: () => Env) =>
  field(
    fc.constantFrom('free', 'basic', 'pro'),
    fc.integer({ min: -5, max: 10 }),
    fc.maxSafeInteger(),
    fc.stringMatching(/^[0-9]{1,12}$/),
  ).map((value) => (value === 'free' || value === 'basic' || value === 'pro' ? env().tiers[value] : value));

/** Random header text (what HTTP can carry: no control characters but tab, nothing past Latin-1). */
const headerText = fc.stringMatching(/^[\t\x20-\x7e\x80-\xff]{0,60}$/);
/** The strict JSON parser's answer to a body that is not an object or array (the client never sends one). */
const NOT_JSON = { detail: 'JSON parse error: the request body is not valid JSON.' };
const isJsonContainer = (value: unknown) => typeof value === 'object' && value !== null;

/** Authorization headers that must not get anyone in. */
const badAuthorization = fc.oneof(
  headerText.map((value) => `Bearer ${value}`),
  fc.base64String({ minLength: 20, maxLength: 200 }).map((value) => `Bearer ${value}.${value}.${value}`),
  fc.constantFrom('Bearer', 'Basic dXNlcjpwYXNz', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'),
);
const UNAUTHORIZED = ['Authentication credentials were not provided.', 'Given token not valid for any token type'];

const checkoutFields = (env: () => Env) => ({ tier_id: tierId(env) });
/** A checkout body as JSON text: random or field-shaped, or carrying a polluting key. */
const checkoutBody = (env: () => Env) =>
  fc.oneof(
    { weight: 4, arbitrary: body(checkoutFields(env)).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: pollutingJson(checkoutFields(env)) },
  );

function postJson(env: BillingTestEnv, path: string, text: string, user?: TestUser) {
  const call = request(env.app).post(path).set('Content-Type', 'application/json');
  return (user ? call.set('Authorization', user.authorization) : call).send(text);
}

interface Env extends BillingTestEnv {
  tiers: Record<'free' | 'basic' | 'pro', number>;
}

async function startEnv(stripe: boolean): Promise<Env> {
  const env = await startBillingTestEnv({ stripe });
  const tiers = { free: await env.tierId('free'), basic: await env.tierId('basic'), pro: await env.tierId('pro') };
  return Object.assign(env, { tiers });
}

/** The checkout property, the same in both modes: a checkout url, or a 4xx {error} that stores nothing. */
async function checkoutProperty(env: Env) {
  await fc.assert(
    fc.asyncProperty(
      checkoutBody(() => env),
      fc.boolean(),
      async (payload, returning) => {
        const user = returning ? returningUser(env) : env.newUser();
        const before = await rows(env);
        const response = await postJson(env, '/api/subscriptions/create-checkout-session/', payload, user);
        const after = await rows(env);
        expect(response.status).toBeLessThan(500);
        // A checkout never changes a plan by itself: only the payment (webhook or sandbox page) does.
        expect({ subscriptions: after.subscriptions, invoices: after.invoices }).toEqual({
          subscriptions: before.subscriptions,
          invoices: before.invoices,
        });
        if (response.status === 200) {
          checkoutSessionCreatedSchema.parse(response.body);
        } else {
          expect([400, 404, 409]).toContain(response.status);
          if (isJsonContainer(JSON.parse(payload))) {
            expect(Object.keys(response.body)).toEqual(['error']);
            expect(typeof response.body.error).toBe('string');
          } else {
            expect(response.body).toEqual(NOT_JSON);
          }
          expect(after).toEqual(before);
        }
      },
    ),
    { numRuns: RUNS },
  );
}

let returning: TestUser | null = null;
/** One user across runs, so checkouts after an earlier one (and 409s) are exercised too. */
function returningUser(env: BillingTestEnv): TestUser {
  returning ??= env.newUser();
  return returning;
}

describe('with Stripe', () => {
  let env: Env;
  const signer = new Stripe('sk_test_signer');
  beforeAll(async () => {
    env = await startEnv(true);
    returning = null;
  }, 60_000);
  afterAll(() => env.close());

  test('create checkout session: a checkout url, or a 4xx {error} that stores nothing', async () => {
    await checkoutProperty(env);
  }, 60_000);

  test('portal, status, invoices: random tokens are a 401 {detail}; a signed-in caller never gets a 500', async () => {
    const endpoints = [
      ['post', '/api/subscriptions/portal/'],
      ['get', '/api/subscriptions/subscription-status/'],
      ['get', '/api/subscriptions/invoices/'],
    ] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.option(badAuthorization, { nil: undefined }),
        queryParameter('status', fc.constantFrom('active', 'canceled')),
        junk.filter(isJsonContainer),
        async ([method, path], authorization, query, payload) => {
          const call = request(env.app)[method](`${path}?${query}`).set('Content-Type', 'application/json');
          const refused = await (authorization ? call.set('Authorization', authorization) : call).send(
            JSON.stringify(payload),
          );
          expect(refused.status).toBe(401);
          expect(UNAUTHORIZED).toContain(refused.body.detail);

          const user = env.newUser();
          const before = await rows(env);
          const signedIn = request(env.app)[method](`${path}?${query}`);
          const answered = await signedIn
            .set('Authorization', user.authorization)
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(payload));
          if (path.endsWith('/portal/')) {
            // Nobody here has a billing account yet.
            expect(answered.status).toBe(400);
            expect(answered.body).toEqual({ detail: 'You have no billing account yet. Choose a plan first.' });
          } else {
            expect(answered.status).toBe(200);
            if (path.endsWith('/invoices/')) expect(invoiceListSchema.parse(answered.body)).toEqual([]);
            else expect(subscriptionStatusSchema.parse(answered.body)).toMatchObject({ status: 'free' });
          }
          expect(await rows(env)).toEqual(before);
        },
      ),
      { numRuns: RUNS },
    );
  }, 60_000);

  const WEBHOOK_REFUSALS =
    /^(Missing Stripe-Signature header\.|Missing webhook payload\.|Invalid Stripe signature: .+|JSON parse error: the request body is not valid JSON\.)$/s;

  test('webhook: unsigned, wrongly signed, stale or mismatched deliveries are a 400 {detail} and change nothing', async () => {
    const payloadText = fc.oneof(
      junk.map((value) => JSON.stringify(value)),
      pollutingJson({ id: text, type: fc.constantFrom('checkout.session.completed', 'invoice.paid') }),
      fc.string({ unit: 'binary', maxLength: 200 }),
    );
    const signature = (payload: string) =>
      fc.oneof(
        fc.constant(null),
        headerText,
        fc.constant(`t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`),
        fc.constant(signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })),
        fc.constant(
          signer.webhooks.generateTestHeaderString({
            payload,
            secret: TEST_WEBHOOK_SECRET,
            timestamp: Math.floor(Date.now() / 1000) - 3600,
          }),
        ),
        fc.constant(signer.webhooks.generateTestHeaderString({ payload: `${payload} `, secret: TEST_WEBHOOK_SECRET })),
      );
    await fc.assert(
      fc.asyncProperty(
        payloadText.chain((payload) => fc.tuple(fc.constant(payload), signature(payload))),
        fc.constantFrom('application/json', 'text/plain'),
        async ([payload, header], contentType) => {
          const before = await rows(env);
          const call = request(env.app).post('/api/subscriptions/webhook/').set('Content-Type', contentType);
          const response = await (header === null ? call : call.set('Stripe-Signature', header)).send(payload);
          expect(response.status).toBe(400);
          expect(response.body.detail).toMatch(WEBHOOK_REFUSALS);
          expect(await rows(env)).toEqual(before);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  }, 60_000);

  test('webhook: a correctly signed body that is not a Stripe event is a 400, never a 500, and stores nothing', async () => {
    const notAnEvent = fc.oneof(
      junk.filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
      fc
        .record(
          {
            id: field(fc.stringMatching(/^evt_[a-z0-9]{8}$/)),
            type: field(fc.constantFrom('checkout.session.completed', 'invoice.paid', 'customer.subscription.deleted')),
            created: field(fc.integer({ min: 0, max: 2 ** 31 })),
            data: field(fc.record({ object: junk })),
          },
          { requiredKeys: [] },
        )
        .filter((value) => !isEventShape(value)),
    );
    await fc.assert(
      fc.asyncProperty(notAnEvent, async (value) => {
        const payload = JSON.stringify(value);
        const before = await rows(env);
        const response = await request(env.app)
          .post('/api/subscriptions/webhook/')
          .set('Content-Type', 'application/json')
          .set('Stripe-Signature', signer.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET }))
          .send(payload);
        expect(response.status).toBe(400);
        expect(response.body).toEqual(isJsonContainer(value) ? { detail: 'Invalid Stripe event.' } : NOT_JSON);
        expect(await rows(env)).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  }, 60_000);
});

/** What a Stripe event envelope must hold before it is applied (svc-billing checks the same). */
function isEventShape(value: unknown): boolean {
  const event = value as { id?: unknown; type?: unknown; created?: unknown; data?: { object?: unknown } };
  return (
    typeof event.id === 'string' &&
    typeof event.type === 'string' &&
    typeof event.created === 'number' &&
    typeof event.data?.object === 'object' &&
    event.data.object !== null
  );
}

describe('sandbox (no Stripe keys)', () => {
  let env: Env;
  beforeAll(async () => {
    env = await startEnv(false);
    returning = null;
  }, 60_000);
  afterAll(() => env.close());

  test('create checkout session: a sandbox checkout url, or a 4xx {error} that stores nothing', async () => {
    await checkoutProperty(env);
  }, 60_000);

  test('webhook: off without Stripe keys, a 404 {detail} whatever JSON arrives', async () => {
    await fc.assert(
      fc.asyncProperty(junk, fc.option(headerText, { nil: undefined }), async (payload, signature) => {
        const call = request(env.app).post('/api/subscriptions/webhook/').set('Content-Type', 'application/json');
        const response = await (signature === undefined ? call : call.set('Stripe-Signature', signature)).send(
          JSON.stringify(payload),
        );
        if (isJsonContainer(payload)) {
          expect(response.status).toBe(404);
          expect(response.body).toEqual({
            detail: 'Stripe webhooks are off: the sandbox checkout runs without Stripe keys.',
          });
        } else {
          expect(response.status).toBe(400);
          expect(response.body).toEqual(NOT_JSON);
        }
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  test('sandbox pages: unknown session ids are a 404 page; random cancel forms leave the plan alone', async () => {
    const user = env.newUser();
    const started = await postJson(
      env,
      '/api/subscriptions/create-checkout-session/',
      JSON.stringify({ tier_id: env.tiers.basic }),
      user,
    ).expect(200);
    await request(env.app).post(started.body.checkout_url).expect(303);
    const portal = await request(env.app)
      .post('/api/subscriptions/portal/')
      .set('Authorization', user.authorization)
      .expect(200);
    const status = async () =>
      (await request(env.app).get('/api/subscriptions/subscription-status/').set('Authorization', user.authorization))
        .body;
    const active = await status();
    expect(active).toMatchObject({ tier_type: 'basic', cancel_at_period_end: false });

    await fc.assert(
      fc.asyncProperty(
        fc.oneof(text, fc.stringMatching(/^cs_sandbox_[A-Za-z0-9_-]{32}$/)),
        fc.dictionary(fc.oneof(text, fc.constantFrom('subscription_id', '__proto__')), text, { maxKeys: 6 }),
        async (sessionId, form) => {
          const page = await request(env.app).get(
            `/api/subscriptions/sandbox/checkout/${encodeURIComponent(sessionId)}`,
          );
          expect([404, 410]).toContain(page.status);
          const formText = new URLSearchParams(Object.entries(form)).toString();
          const cancel = await request(env.app)
            .post(`${portal.body.url}/cancel`)
            .set('Content-Type', 'application/x-www-form-urlencoded')
            .send(formText);
          expect(cancel.status).toBeLessThan(500);
          expect(await status()).toEqual(active);
        },
      ),
      { numRuns: RUNS },
    );
  }, 60_000);
});
