// The OpenAPI document against what is served: every route of the app is one of the document's operations, and
// generated requests (valid and invalid, derived from the document's own parameter and body schemas) to every
// operation, by every kind of caller, get a status the document declares for it and a body valid against that
// status's schema; none is a 500 and none stalls.
import { API_OPERATIONS, type Operation } from '@vantage/contracts/api-operations';
import { expressPath, registeredRoutes, undocumentedRoutes } from '@vantage/service-kit/documented';
import { answerProblem, documentedOf, type DocumentedOperation } from '@vantage/service-kit/testing/openapi-contract';
import fc from 'fast-check';
import request from 'supertest';
import { useSportsTestEnv } from './testing/harness';

const TODAY = '2023-08-02';
const env = useSportsTestEnv(TODAY, { seasons: [2022, 2023] });
/** Each request's time box: far above a cached answer's milliseconds, far below a stall. */
const TIME_BOX_MS = 10_000;
const RUNS = Number(process.env.CONTRACT_RUNS ?? 25);
const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);

type JsonSchema = Record<string, unknown>;

/** The operations svc-sports serves (the API keys are svc-auth's). */
const SPORTS_PREFIXES = ['/api/{league}/', '/api/watchlists/', '/api/docs/'];
const sportsOperations = API_OPERATIONS.filter((operation) =>
  SPORTS_PREFIXES.some((prefix) => operation.path.startsWith(prefix)),
);

describe('every route is documented', () => {
  test('each route of the app carries its operation, with its method and path', () => {
    expect(undocumentedRoutes(env.app, API_OPERATIONS)).toEqual([]);
  });

  test('each svc-sports operation of the document is a route of the app', () => {
    const registered = new Set(registeredRoutes(env.app).map((route) => route.operation));
    expect(sportsOperations.filter((operation) => !registered.has(operation)).map(expressPath)).toEqual([]);
  });
});

// ---- values from the document's schemas ----

const date = fc
  .date({ min: new Date('2021-01-01T00:00:00Z'), max: new Date('2024-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** What a client might send where the schema wants something else. */
const hostile = fc.oneof(
  fc.constantFrom('', 'abc', '-1', '0', '1e400', 'NaN', '2023-02-30', '2023-13-01', '9999-99-99', '__proto__'),
  fc.constantFrom("' OR 1=1 --", '<script>', '%00', '\u0000', '../..', 'é', 'a'.repeat(300), '2023-08-02T00:00'),
  fc.string({ maxLength: 12 }),
);

/** A value the schema accepts (as a query string carries it). */
function valid(schema: JsonSchema): fc.Arbitrary<string> {
  const choice = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choice) return fc.oneof(...choice.map(valid));
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]).map(String));
  if (schema.type === 'integer' || schema.type === 'number')
    return fc.integer({ min: Number(schema.minimum ?? -1000), max: Number(schema.maximum ?? 1000) }).map(String);
  if (typeof schema.pattern === 'string' && schema.pattern.includes('\\d{4}')) return date;
  if (schema.format === 'uuid') return fc.uuid();
  return fc.string({ minLength: Number(schema.minLength ?? 0), maxLength: Number(schema.maxLength ?? 20) });
}

/** A query string: each parameter absent, valid or hostile; sometimes repeated. */
function query(parameters: DocumentedOperation['parameters']): fc.Arbitrary<string> {
  const fields = parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) =>
      fc
        .oneof(
          { weight: 2, arbitrary: fc.constant<string[]>([]) },
          { weight: 4, arbitrary: valid(parameter.schema).map((value) => [value]) },
          { weight: 2, arbitrary: hostile.map((value) => [value]) },
          { weight: 1, arbitrary: fc.tuple(valid(parameter.schema), hostile) },
        )
        .map((values) => values.map((value) => `${parameter.name}=${encodeURIComponent(value)}`)),
    );
  return fc.tuple(...fields).map((parts) => parts.flat().join('&'));
}

/** A JSON body: often one the schema describes, else random JSON. */
function body(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const described = fc.record(
    Object.fromEntries(
      Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => [
        name,
        property.type === 'array'
          ? fc.oneof(fc.constant([]), fc.array(fc.jsonValue(), { maxLength: 3 }))
          : property.type === 'boolean'
            ? fc.boolean()
            : valid(property),
      ]),
    ),
    { requiredKeys: [] },
  );
  return fc.oneof(described, fc.jsonValue(), fc.constant(WATCHLIST));
}
const WATCHLIST = {
  name: 'Boston away',
  leagues: ['mlb'],
  teams: [{ league: 'mlb', code: 'BOS' }],
  situations: [{ venue: 'away' }],
  alerts: true,
};

type Caller = 'guest' | 'free' | 'basic' | 'pro' | 'staff' | 'not a key' | 'bad token';
const CALLERS: Caller[] = ['guest', 'free', 'basic', 'pro', 'staff', 'not a key', 'bad token'];
const MEMBER = '6a1c2a8e-5d0b-4f57-9c0e-8f2f6f3b1a11';
function credentials(caller: Caller): Record<string, string> {
  if (caller === 'guest') return {};
  if (caller === 'staff') return { Authorization: env.staff() };
  if (caller === 'not a key') return { 'X-API-Key': 'vtg_bogus!' };
  if (caller === 'bad token') return { Authorization: 'Bearer not.a.token' };
  return { Authorization: env.bearer(caller, MEMBER) };
}

/** Path parameters: an id the data or an earlier call made, or anything. */
const known: Record<string, string[]> = { gameId: [], id: [], file: ['swagger-ui.css', 'nope.js'] };
const pathValue = (name: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(known[name].length ? known[name] : ['x'])) },
    { weight: 1, arbitrary: hostile.filter((value) => value !== '' && !value.includes('\u0000')) },
  );

beforeAll(async () => {
  const list = await request(env.app).get(`/api/mlb/comparison/?date=${TODAY}`).expect(200);
  known.gameId = (list.body.games as { id: string }[]).slice(0, 3).map((game) => game.id);
  const created = await request(env.app).post('/api/watchlists/').set(credentials('basic')).send(WATCHLIST).expect(201);
  known.id = [created.body.id as string, '00000000-0000-4000-8000-000000000000'];
});

describe.each(sportsOperations.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation]))(
  '%s',
  (_name, operation) => {
    test('generated requests get a declared status and a body valid for it, in time', async () => {
      const documented = documentedOf(operation as Operation);
      const pathNames = documented.parameters.filter((p) => p.in === 'path' && p.name !== 'league').map((p) => p.name);
      const call = fc.record({
        caller: fc.constantFrom(...CALLERS),
        params: fc.tuple(...pathNames.map(pathValue)),
        query: query(documented.parameters),
        body: body(documented.requestBody?.content['application/json'].schema),
      });
      const wrong: string[] = [];
      await fc.assert(
        fc.asyncProperty(call, async ({ caller, params, query: search, body: sent }) => {
          let path = (operation as Operation).path.replace('{league}', 'mlb');
          pathNames.forEach((name, i) => (path = path.replace(`{${name}}`, encodeURIComponent(params[i]))));
          const target = search ? `${path}?${search}` : path;
          const method = (operation as Operation).method;
          const started = Date.now();
          let call = request(env.app)[method](target).set(credentials(caller)).timeout(TIME_BOX_MS);
          if (sent !== undefined) call = call.set('Content-Type', 'application/json').send(JSON.stringify(sent));
          const response = await call.ok(() => true);
          const problem = answerProblem(operation as Operation, response);
          if (problem)
            wrong.push(`${caller} ${method.toUpperCase()} ${target.slice(0, 120)} → ${response.status}: ${problem}`);
          expect(Date.now() - started).toBeLessThan(TIME_BOX_MS);
        }),
        { numRuns: RUNS, seed },
      );
      expect({ wrong: wrong.slice(0, 10), seed }).toEqual({ wrong: [], seed });
    });
  },
);
