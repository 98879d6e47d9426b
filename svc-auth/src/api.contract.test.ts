// The OpenAPI document against what svc-auth serves: every route is one of the document's operations or named
// below as internal, and generated requests to every svc-auth operation, by every kind of caller, get a status the
// document declares with a body valid for it; none is a 500 and none stalls.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import { API_OPERATIONS } from '@vantage/contracts/api-operations';
import { API_KEY_RESOLVE_PATH } from '@vantage/contracts/api-key-rules';
import { REVOCATIONS_PATH } from '@vantage/service-kit/revocations';
import { undocumentedRoutes, unservedOperations } from '@vantage/service-kit/documented';
import { fuzzOperation } from '@vantage/service-kit/testing/openapi-contract';
import { bearer, register, startHarness, STRONG_PASSWORD, type Harness } from './testing/harness';

const RUNS = Number(process.env.CONTRACT_RUNS ?? 25);
const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);

/**
 * Not in the document: the revocations feed the other services poll and their check of an API key (under
 * /internal, never routed by the gateway), and the development outbox (only with AUTH_DEV_OUTBOX=1, never in
 * production).
 */
const INTERNAL = [REVOCATIONS_PATH, API_KEY_RESOLVE_PATH, '/api/auth/dev/outbox/'];

let harness: Harness;
let app: Express;
let members: Awaited<ReturnType<typeof register>>[];
beforeAll(async () => {
  harness = await startHarness({ AUTH_DEV_OUTBOX: '1' });
  app = harness.app();
  members = await Promise.all(Array.from({ length: 4 }, () => register(app)));
});
afterAll(async () => {
  await harness?.close();
});

/** The operations the gateway sends to svc-auth: the longest prefix of routes.json matching the path. */
const gateway = JSON.parse(readFileSync(path.join(__dirname, '../../gateway/routes.json'), 'utf8')) as {
  routes: { prefix: string; to: string }[];
};
const serviceOf = (pathname: string) =>
  gateway.routes
    .filter((route) => pathname.startsWith(route.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0]?.to;
const authOperations = API_OPERATIONS.filter((operation) => serviceOf(operation.path) === 'svc-auth');

describe('every route is documented', () => {
  test('each route of the app carries its operation or is internal', () => {
    expect(undocumentedRoutes(app, API_OPERATIONS, INTERNAL)).toEqual([]);
  });

  test('each operation the gateway sends to svc-auth is a route of the app', () => {
    expect(unservedOperations(app, authOperations)).toEqual([]);
  });
});

describe.each(authOperations.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation]))(
  '%s',
  (_name, operation) => {
    test('generated requests get a declared status and a body valid for it, in time', async () => {
      let turn = 0;
      // Members are taken in turn: "sign out everywhere" ends one's sessions, whose token is then refused.
      const member = () => members[turn++ % members.length];
      const callers: Record<string, () => Record<string, string>> = {
        guest: () => ({}),
        member: () => bearer(member().access),
        'an API key': () => ({ 'X-API-Key': 'vtg_bogus!' }),
        'bad token': () => ({ Authorization: 'Bearer not.a.token' }),
      };
      const [known] = members;
      const signIn = [
        { email: known.email, password: STRONG_PASSWORD, next: '/yoko/trends' },
        { email: known.email, password: `${STRONG_PASSWORD}!` },
      ];
      // Bodies that reach past validation: the generated ones mostly do not.
      const examples: Record<string, unknown[]> = {
        '/api/login/': signIn,
        '/api/auth/staff-login/': signIn,
        '/api/token/refresh/': [{ refresh: known.refresh }, { refresh: 'not-a-token' }],
        '/api/auth/password-reset/': [{ email: known.email }],
        '/api/auth/password-reset/confirm/': [{ token: 'not-a-token', password: STRONG_PASSWORD }],
        '/api/users/contact/': [
          { name: 'Fan', topic: 'account', email: known.email, message: 'A question about my account.' },
        ],
      };
      const wrong = await fuzzOperation(operation, {
        app,
        callers,
        examples: examples[operation.path],
        runs: RUNS,
        seed,
      });
      expect({ wrong, seed }).toEqual({ wrong: [], seed });
    });
  },
);
