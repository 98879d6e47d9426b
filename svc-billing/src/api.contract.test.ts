// The OpenAPI document against what svc-billing serves: every route is one of the document's operations or named
// below as internal, and generated requests to every billing operation, by every kind of caller, get a status the
// document declares with a body valid for it; none is a 500 and none stalls. Stripe mode, against the fake Stripe.
import { API_OPERATIONS, type Operation } from '@vantage/contracts/api-operations';
import { undocumentedRoutes, unservedOperations } from '@vantage/service-kit/documented';
import { fuzzOperation } from '@vantage/service-kit/testing/openapi-contract';
import { startBillingTestEnv, type BillingTestEnv } from './testing/harness';

const RUNS = Number(process.env.CONTRACT_RUNS ?? 25);
const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);

/** Not in the document: /internal, which only svc-auth calls and the gateway never routes. */
const INTERNAL = ['/tier-changes', '/tier/:userId', '/members/:userId/'];
const billingOperations = API_OPERATIONS.filter((operation) => operation.path.startsWith('/api/subscriptions/'));
/** The sandbox's pages, served only without Stripe keys: fuzzed against the sandbox app, the rest with Stripe. */
const isSandbox = (operation: Operation) => operation.path.startsWith('/api/subscriptions/sandbox/');
const stripeOperations = billingOperations.filter((operation) => !isSandbox(operation));
const sandboxOperations = billingOperations.filter(isSandbox);

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

  test('each billing operation of the document is a route of the app, the sandbox pages of the sandbox', () => {
    expect(unservedOperations(env.app, stripeOperations)).toEqual([]);
    expect(unservedOperations(sandbox.app, sandboxOperations)).toEqual([]);
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
      const app = isSandbox(operation as Operation) ? sandbox.app : env.app;
      const wrong = await fuzzOperation(operation as Operation, { app, callers, examples, runs: RUNS, seed });
      expect({ wrong, seed }).toEqual({ wrong: [], seed });
    });
  },
);
