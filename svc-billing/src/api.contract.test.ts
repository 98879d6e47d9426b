// The OpenAPI document against what svc-billing serves: every route is one of the document's operations or named
// below as internal, and generated requests to every billing operation, by every kind of caller, get a status the
// document declares with a body valid for it; none is a 500 and none stalls. Stripe mode, against the fake Stripe.
import { API_OPERATIONS, type Operation } from '@vantage/contracts/api-operations';
import { undocumentedRoutes, unservedOperations } from '@vantage/service-kit/documented';
import { fuzzOperation } from '@vantage/service-kit/testing/openapi-contract';
import { startBillingTestEnv, type BillingTestEnv } from './testing/harness';

const RUNS = Number(process.env.CONTRACT_RUNS ?? 25);
const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);

/**
 * Not in the document: Stripe's webhook (signed by Stripe, no client of the API calls it), the dev sandbox's
 * checkout and portal pages (only without Stripe), and /internal, which only svc-auth calls and the gateway never
 * routes.
 */
const INTERNAL = [
  '/webhook/',
  '/sandbox.css',
  '/checkout/:sessionId',
  '/portal/:sessionId',
  '/portal/:sessionId/cancel',
  '/tier-changes',
  '/tier/:userId',
];
const billingOperations = API_OPERATIONS.filter((operation) => operation.path.startsWith('/api/subscriptions/'));

let env: BillingTestEnv;
let sandbox: BillingTestEnv;
beforeAll(async () => {
  [env, sandbox] = await Promise.all([startBillingTestEnv({ stripe: true }), startBillingTestEnv({ stripe: false })]);
});
afterAll(async () => {
  await Promise.all([env?.close(), sandbox?.close()]);
});

describe('every route is documented', () => {
  test('each route of the app, with Stripe and with the sandbox, carries its operation or is internal', () => {
    expect(undocumentedRoutes(env.app, API_OPERATIONS, INTERNAL)).toEqual([]);
    expect(undocumentedRoutes(sandbox.app, API_OPERATIONS, INTERNAL)).toEqual([]);
  });

  test('each billing operation of the document is a route of the app', () => {
    expect(unservedOperations(env.app, billingOperations)).toEqual([]);
  });
});

describe.each(billingOperations.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation]))(
  '%s',
  (_name, operation) => {
    test('generated requests get a declared status and a body valid for it, in time', async () => {
      const callers: Record<string, () => Record<string, string>> = {
        guest: () => ({}),
        free: () => ({ Authorization: env.newUser('free').authorization }),
        basic: () => ({ Authorization: env.newUser('basic').authorization }),
        pro: () => ({ Authorization: env.newUser('pro').authorization }),
        'an API key': () => ({ 'X-API-Key': 'vtg_bogus!' }),
        'bad token': () => ({ Authorization: 'Bearer not.a.token' }),
      };
      const examples = [{ tier_id: await env.tierId('basic') }, { tier_id: await env.tierId('free') }];
      const wrong = await fuzzOperation(operation as Operation, { app: env.app, callers, examples, runs: RUNS, seed });
      expect({ wrong, seed }).toEqual({ wrong: [], seed });
    });
  },
);
