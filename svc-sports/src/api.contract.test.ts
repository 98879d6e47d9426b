// The OpenAPI document against what is served: every route of the app is one of the document's operations, and
// generated requests (valid and invalid, derived from the document's own parameter and body schemas) to every
// operation, by every kind of caller, get a status the document declares for it and a body valid against that
// status's schema; none is a 500 and none stalls.
import { API_OPERATIONS, type Operation } from '@vantage/contracts/api-operations';
import { buildOpenApiDocument } from '@vantage/contracts/openapi';
import { undocumentedRoutes, unservedOperations } from '@vantage/service-kit/documented';
import { fuzzOperation } from '@vantage/service-kit/testing/openapi-contract';
import request from 'supertest';
import { useSportsTestEnv } from './testing/harness';

const TODAY = '2023-08-02';
const env = useSportsTestEnv(TODAY, { seasons: [2022, 2023] });
const RUNS = Number(process.env.CONTRACT_RUNS ?? 25);
const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);

/** The operations svc-sports serves (the API keys are svc-auth's). */
const SPORTS_PREFIXES = [
  '/api/{league}/',
  '/api/access-level/',
  '/api/user-info/',
  '/api/watchlists/',
  '/api/bets/',
  '/api/docs/',
];
const sportsOperations = API_OPERATIONS.filter((operation) =>
  SPORTS_PREFIXES.some((prefix) => operation.path.startsWith(prefix)),
);

describe('every route is documented', () => {
  test('each route of the app carries its operation, with its method and path', () => {
    // svc-auth's call on an account's deletion: never routed by the gateway, proved by a service token.
    expect(undocumentedRoutes(env.app, API_OPERATIONS, ['/internal/members/:userId/'])).toEqual([]);
  });

  test('each svc-sports operation of the document is a route of the app', () => {
    expect(unservedOperations(env.app, sportsOperations)).toEqual([]);
  });

  test('the calls that do not depend on a league are deprecated under a league, and only they', () => {
    const paths = buildOpenApiDocument().paths as Record<string, Record<string, { deprecated?: boolean }>>;
    const deprecated = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.deprecated)
        .map(([method]) => `${method} ${path}`),
    );
    expect(deprecated).toEqual(['get /api/{league}/access-level/', 'get /api/{league}/user-info/']);
  });
});

const WATCHLIST = {
  name: 'Boston away',
  leagues: ['mlb'],
  teams: [{ league: 'mlb', code: 'BOS' }],
  situations: [{ venue: 'away' }],
  alerts: true,
};

const MEMBER = '6a1c2a8e-5d0b-4f57-9c0e-8f2f6f3b1a11';
const CALLERS: Record<string, () => Record<string, string>> = {
  guest: () => ({}),
  free: () => ({ Authorization: env.bearer('free', MEMBER) }),
  basic: () => ({ Authorization: env.bearer('basic', MEMBER) }),
  pro: () => ({ Authorization: env.bearer('pro', MEMBER) }),
  staff: () => ({ Authorization: env.staff() }),
  'not a key': () => ({ 'X-API-Key': 'vtg_bogus!' }),
  'bad token': () => ({ Authorization: 'Bearer not.a.token' }),
};

/** Path parameters: an id the data or an earlier call made. */
const known: Record<string, string[]> = { gameId: [], id: [], file: ['swagger-ui.css', 'nope.js'] };

beforeAll(async () => {
  const list = await request(env.app).get(`/api/mlb/comparison/?date=${TODAY}`).expect(200);
  known.gameId = (list.body.games as { id: string }[]).slice(0, 3).map((game) => game.id);
  const created = await request(env.app).post('/api/watchlists/').set(CALLERS.basic()).send(WATCHLIST).expect(201);
  known.id = [created.body.id as string, '00000000-0000-4000-8000-000000000000'];
});

describe.each(sportsOperations.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation]))(
  '%s',
  (_name, operation) => {
    test('generated requests get a declared status and a body valid for it, in time', async () => {
      const wrong = await fuzzOperation(operation as Operation, {
        app: env.app,
        callers: CALLERS,
        known,
        examples: [WATCHLIST],
        runs: RUNS,
        seed,
      });
      expect({ wrong, seed }).toEqual({ wrong: [], seed });
    });
  },
);
