import { Client } from 'pg';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createServiceApp } from './app';
import { createAuthenticator, SIGNING_KEYS } from './auth';
import { ensureDatabase, type Database } from './database';
import { HttpError } from './errors';
import { createJwksKeyResolver } from './jwt';
import { createLogger } from './logger';
import { createReadiness, type Readiness } from './readiness';
import { createTestDatabase, openFixtureDatabase, type TestDatabase } from './testing/database';
import { startTestTokenIssuer, type TestTokenIssuer } from './testing/token-issuer';

const logger = createLogger('readiness-test', 'silent');
let issuer: TestTokenIssuer;
let testDb: TestDatabase;
let database: Database<Record<string, never>>;
// svc-auth as the service under test sees it: answering 503 until `keysServed`, then the issuer's JWKS.
let keysServed = false;
let svcAuth: Server;
let readiness: Readiness | undefined;

beforeAll(async () => {
  issuer = await startTestTokenIssuer();
  testDb = await createTestDatabase();
  database = await openFixtureDatabase(testDb.url, logger);
  svcAuth = createServer((req, res) => {
    if (!keysServed) return void res.writeHead(503).end();
    void fetch(new URL(req.url ?? '/', issuer.jwksUrl)).then(async (answer) => {
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => svcAuth.listen(0, '127.0.0.1', resolve));
}, 60_000);

afterAll(async () => {
  readiness?.stop();
  await new Promise((resolve) => svcAuth.close(resolve));
  await database.close().catch(() => undefined);
  await testDb.drop();
  await issuer.close();
});

function serviceWithReadiness() {
  const { port } = svcAuth.address() as AddressInfo;
  const auth = createAuthenticator({ jwksUrl: `http://127.0.0.1:${port}/api/auth/jwks.json`, logger });
  readiness = createReadiness({
    logger,
    always: database.conditions,
    once: [{ name: SIGNING_KEYS, check: auth.loadKeys }],
    backoff: { firstMs: 20, maxMs: 100 },
  });
  return createServiceApp({ name: 'kit-test', logger, ready: readiness.report, routes() {} });
}

async function readyWithin(app: ReturnType<typeof serviceWithReadiness>, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await request(app).get('/readyz');
    if (answer.status === 200 || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('readiness', () => {
  test('ready only once the keys were read; until then /readyz says why, and a later outage keeps it ready', async () => {
    const app = serviceWithReadiness();
    const waiting = await request(app).get('/readyz').expect(503);
    expect(waiting.headers['retry-after']).toBeDefined();
    expect(waiting.body).toMatchObject({
      status: 'unavailable',
      checks: { database: 'ok', migrations: 'ok', [SIGNING_KEYS]: expect.stringMatching(/^not (tried|reached) yet/) },
    });

    keysServed = true;
    const ready = await readyWithin(app, 2000);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      service: 'kit-test',
      checks: { database: 'ok', migrations: 'ok', [SIGNING_KEYS]: 'ok' },
    });

    // Reached once is enough: the keys are held, and an outage of svc-auth is each request's business.
    keysServed = false;
    await request(app).get('/readyz').expect(200);
  });

  test('not ready while a migration is missing or the database does not answer', async () => {
    const app = serviceWithReadiness();
    keysServed = true;
    expect((await readyWithin(app, 2000)).status).toBe(200);

    await database.pool.query('DELETE FROM drizzle."__migrations_auth"');
    const unmigrated = await request(app).get('/readyz').expect(503);
    expect(unmigrated.body.checks).toMatchObject({ database: 'ok', migrations: '0 of 1 migrations applied' });

    await database.close();
    const down = await request(app).get('/readyz').expect(503);
    expect(down.body.checks.database).not.toBe('ok');
  });
});

describe('signing keys during an outage', () => {
  test('asked again only after a backoff: requests meanwhile get a 503 at once instead of each waiting', async () => {
    let fetches = 0;
    const resolve = createJwksKeyResolver('http://svc-auth.invalid/api/auth/jwks.json', async () => {
      fetches += 1;
      await new Promise((settle) => setTimeout(settle, 300));
      throw new Error('getaddrinfo ENOTFOUND svc-auth');
    });
    await expect(resolve('some-kid')).rejects.toMatchObject({ status: 503 });
    const started = Date.now();
    const answers = await Promise.allSettled(Array.from({ length: 20 }, () => resolve('some-kid')));
    expect(Date.now() - started).toBeLessThan(100);
    expect(answers.every((answer) => answer.status === 'rejected' && answer.reason instanceof HttpError)).toBe(true);
    expect(fetches).toBe(1);
  });
});

describe('replicas starting together', () => {
  test('each finds or creates its database: none fails because another created it at the same moment', async () => {
    if (testDb.mode !== 'postgres') return; // one embedded database holds one connection: nothing runs at once
    const url = new URL(testDb.url);
    url.pathname = `/kit_replicas_${Date.now().toString(36)}`;
    try {
      const results = await Promise.allSettled(Array.from({ length: 6 }, () => ensureDatabase(url.toString())));
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    } finally {
      const admin = new Client({ connectionString: new URL('/postgres', testDb.url).toString() });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${url.pathname.slice(1)}"`);
      await admin.end();
    }
  });
});
