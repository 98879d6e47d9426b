import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import pino from 'pino';
import request from 'supertest';
import { z } from 'zod';
import { API_KEY_HEADER, API_KEY_MESSAGES, API_KEY_PREFIX } from '@vantage/contracts/api-key-rules';
import { createServiceApp } from './app';
import { createAuthenticator, CROSS_SITE_COOKIE_DETAIL, REVOKED_TOKEN_DETAIL } from './auth';
import type { Database } from './database';
import { isUnavailableError, parseInput } from './errors';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from './jwt';
import { createLogger } from './logger';
import { createTestDatabase, openFixtureDatabase, type TestDatabase } from './testing/database';
import { startTestTokenIssuer, type TestTokenIssuer } from './testing/token-issuer';

const logger = createLogger('kit-test', 'silent');
let issuer: TestTokenIssuer;
let testDb: TestDatabase;
let database: Database<Record<string, never>>;

beforeAll(async () => {
  issuer = await startTestTokenIssuer();
  testDb = await createTestDatabase();
  database = await openFixtureDatabase(testDb.url, logger);
}, 60_000);

afterAll(async () => {
  await database.close();
  await testDb.drop();
  await issuer.close();
});

function buildApp(appLogger = logger) {
  const auth = createAuthenticator({ jwksUrl: issuer.jwksUrl, allowCookie: true });
  return createServiceApp({
    name: 'kit-test',
    logger: appLogger,
    ready: () => database.ping(),
    routes(app) {
      app.get('/api/me/', auth.required, (req, res) => {
        res.json(req.auth);
      });
      app.get('/api/staff/', auth.staff, (_req, res) => {
        res.json({ ok: true });
      });
      app.post('/api/echo/', (req, res) => {
        res.json(parseInput(z.object({ email: z.string().email('Enter a valid email address.') }), req.body));
      });
      app.post('/api/notes/', async (req, res) => {
        const result = await database.pool.query('SELECT $1::text AS note', [String(req.body?.note)]);
        res.status(201).json(result.rows[0]);
      });
      app.get('/api/notes/', async (_req, res) => {
        const result = await database.pool.query('SELECT count(*)::int AS n FROM kit.notes');
        res.json(result.rows[0]);
      });
      app.delete('/api/notes/:id/', (req, res) => {
        res.json({ id: req.params.id });
      });
    },
  });
}

describe('service kit', () => {
  test('migrations ran, readiness checks the database, metrics are Prometheus text', async () => {
    const app = buildApp();
    await request(app).get('/api/notes/').expect(200, { n: 0 });
    await request(app).get('/readyz').expect(200);
    await request(app).get('/healthz').expect(200);
    const metrics = await request(app).get('/metrics').expect(200);
    expect(metrics.text).toContain('http_request_duration_seconds');
  });

  test('request ids are kept from the gateway or generated', async () => {
    const app = buildApp();
    const kept = await request(app).get('/healthz').set('X-Request-Id', 'abc-123');
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const made = await request(app).get('/healthz').set('X-Request-Id', 'bad id <script>');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('each request is logged once when it finishes, with its id, status and a level by status', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const captured = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const app = buildApp(captured);
    await request(app).get('/api/notes/').set('X-Request-Id', 'req-ok');
    await request(app).get('/api/nothing-here/').set('X-Request-Id', 'req-missing');
    await request(app).get('/healthz');
    expect(lines.map(({ level, msg, req, res }) => ({ level, msg, req, res }))).toEqual([
      {
        level: 30,
        msg: 'request completed',
        req: { id: 'req-ok', method: 'GET', url: '/api/notes/' },
        res: { statusCode: 200 },
      },
      {
        level: 40,
        msg: 'request completed',
        req: { id: 'req-missing', method: 'GET', url: '/api/nothing-here/' },
        res: { statusCode: 404 },
      },
    ]);
  });

  test('errors answer JSON in the shapes the client parses', async () => {
    const app = buildApp();
    await request(app).get('/api/nope/').expect(404, { detail: 'Not found.' });
    await request(app)
      .post('/api/echo/')
      .send({ email: 'x' })
      .expect(400, { email: ['Enter a valid email address.'] });
    const bad = await request(app).post('/api/echo/').set('Content-Type', 'application/json').send('{"email":');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/JSON/);
    const big = await request(app)
      .post('/api/echo/')
      .send({ email: 'a'.repeat(200_000) });
    expect(big.status).toBe(413);
  });

  test('a JSON body that is not valid UTF-8 is refused, not decoded with replacement characters', async () => {
    const app = buildApp();
    for (const byte of [0xff, 0xfe, 0xc0]) {
      const body = Buffer.concat([Buffer.from('{"note":"dup'), Buffer.from([byte]), Buffer.from('x"}')]);
      await request(app)
        .post('/api/notes/')
        .set('Content-Type', 'application/json')
        .serialize((bytes: Buffer) => bytes as unknown as string) // as sent, not as JSON of a Buffer
        .send(body)
        .expect(400, { detail: 'The request body is not valid UTF-8.' });
    }
    await request(app).post('/api/notes/').send({ note: 'dupéx😀' }).expect(201, { note: 'dupéx😀' });
  });

  test('a path parameter that is not valid percent-encoding is a 400, not a 500', async () => {
    const app = buildApp();
    await request(app)
      .delete('/api/notes/%ff%fe/')
      .expect(400, { detail: 'The address contains an invalid percent-encoding.' });
    await request(app).delete('/api/notes/%C3%A9/').expect(200, { id: 'é' });
  });

  test('access tokens are verified against the JWKS: signature, algorithm, audience, expiry, staff', async () => {
    const app = buildApp();
    await request(app).get('/api/me/').expect(401);
    const user = await request(app)
      .get('/api/me/')
      .set('Authorization', `Bearer ${issuer.token({ sub: 'u1', email: 'a@b.co', tier: 'pro' })}`)
      .expect(200);
    expect(user.body).toMatchObject({ id: 'u1', email: 'a@b.co', tier: 'pro', is_staff: false });

    const expired = issuer.token({ sub: 'u1' }, -10);
    await request(app).get('/api/me/').set('Authorization', `Bearer ${expired}`).expect(401);

    const unsigned = jwt.sign({ sub: 'u1', email: 'a@b.co', is_staff: true }, '', {
      algorithm: 'none',
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
    });
    await request(app).get('/api/staff/').set('Authorization', `Bearer ${unsigned}`).expect(401);

    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const forged = jwt.sign({ email: 'a@b.co', is_staff: true }, other, {
      algorithm: 'ES256',
      keyid: issuer.key.kid,
      subject: 'u1',
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
    });
    await request(app).get('/api/staff/').set('Authorization', `Bearer ${forged}`).expect(401);

    const wrongAudience = jwt.sign({ email: 'a@b.co' }, issuer.key.privateKeyPem, {
      algorithm: 'ES256',
      keyid: issuer.key.kid,
      subject: 'u1',
      issuer: ACCESS_TOKEN_ISSUER,
      audience: 'someone-else',
    });
    await request(app).get('/api/me/').set('Authorization', `Bearer ${wrongAudience}`).expect(401);

    await request(app)
      .get('/api/staff/')
      .set('Authorization', `Bearer ${issuer.token({ is_staff: false })}`)
      .expect(403, { detail: 'Access denied. Admin privileges required.' });
    await request(app)
      .get('/api/staff/')
      .set('Cookie', `vantage_staff=${issuer.token({ is_staff: true })}`)
      .expect(200);
  });

  test('a token issued before its user was revoked is refused within seconds, cached or not; a newer one passes', async () => {
    const app = buildApp();
    const staff = issuer.token({ sub: 'revoked-staff', is_staff: true });
    await request(app).get('/api/staff/').set('Authorization', `Bearer ${staff}`).expect(200);
    issuer.revoke('revoked-staff');
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const answer = await request(app).get('/api/staff/').set('Authorization', `Bearer ${staff}`);
      status = answer.status;
      if (status === 401) expect(answer.body).toEqual({ detail: REVOKED_TOKEN_DETAIL });
    }
    expect(status).toBe(401);
    expect(Date.now() - started).toBeLessThan(5000);
    // Another user's token is untouched; the user's token from a later second passes.
    await request(app)
      .get('/api/me/')
      .set('Authorization', `Bearer ${issuer.token({ sub: 'someone-else' })}`)
      .expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 10));
    await request(app)
      .get('/api/me/')
      .set('Authorization', `Bearer ${issuer.token({ sub: 'revoked-staff' })}`)
      .expect(200);
  });

  test('a token not valid yet is refused; the staff cookie counts only on requests this site started', async () => {
    const app = buildApp();
    const notYet = jwt.sign({ email: 'a@b.co', is_staff: true }, issuer.key.privateKeyPem, {
      algorithm: 'ES256',
      keyid: issuer.key.kid,
      subject: 'u1',
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      notBefore: 600,
    });
    await request(app).get('/api/staff/').set('Authorization', `Bearer ${notYet}`).expect(401);

    const staffCookie = `vantage_staff=${issuer.token({ is_staff: true })}`;
    for (const site of ['cross-site', 'same-site']) {
      await request(app)
        .get('/api/staff/')
        .set('Cookie', staffCookie)
        .set('Sec-Fetch-Site', site)
        .expect(403, { detail: CROSS_SITE_COOKIE_DETAIL });
    }
    await request(app).get('/api/staff/').set('Cookie', staffCookie).set('Sec-Fetch-Site', 'same-origin').expect(200);
    // A bearer header is never ambient: another site cannot make the browser send it.
    await request(app)
      .get('/api/staff/')
      .set('Authorization', `Bearer ${issuer.token({ is_staff: true })}`)
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(200);
    const response = await request(app)
      .get('/api/staff/')
      .set('Cookie', staffCookie)
      .set('Origin', 'https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('a token accepted before is refused once it expires, and a changed byte is verified afresh', async () => {
    const app = buildApp();
    // exp counts whole seconds from a whole-second iat: a 2 s lifetime leaves at least 1 s for the first call.
    const token = issuer.token({ sub: 'u2', email: 'c@d.co' }, 2);
    await request(app).get('/api/me/').set('Authorization', `Bearer ${token}`).expect(200);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const staffPayload = Buffer.from(JSON.stringify({ ...claims, is_staff: true })).toString('base64url');
    await request(app)
      .get('/api/staff/')
      .set('Authorization', `Bearer ${header}.${staffPayload}.${signature}`)
      .expect(401);
    await new Promise((resolve) => setTimeout(resolve, claims.exp * 1000 - Date.now() + 50));
    await request(app).get('/api/me/').set('Authorization', `Bearer ${token}`).expect(401);
  });
});

describe('API keys', () => {
  test('a header not shaped like a key is refused with 401 at once, without asking svc-auth', async () => {
    const auth = createAuthenticator({ jwksUrl: issuer.jwksUrl, acceptApiKeys: true });
    const app = createServiceApp({
      name: 'kit-keys-test',
      logger,
      ready: () => database.ping(),
      apiKeys: auth.apiKeys,
      routes(router) {
        router.get('/api/me/', auth.optional, (req, res) => void res.json(req.auth ?? null));
      },
    });
    for (const key of ['x'.repeat(7000), 'not-a-key', `${API_KEY_PREFIX}${'a'.repeat(100)}`]) {
      await request(app).get('/api/me/').set(API_KEY_HEADER, key).expect(401, { detail: API_KEY_MESSAGES.invalid });
    }
    await request(app)
      .get('/api/me/')
      .set(API_KEY_HEADER, `${API_KEY_PREFIX}x`)
      .set('Authorization', 'Bearer a.b.c')
      .expect(400, { detail: API_KEY_MESSAGES.both });
  });

  test('a service that takes no keys refuses one on every /api route, one it has not written too', async () => {
    const app = createServiceApp({
      name: 'kit-no-keys-test',
      logger,
      ready: () => database.ping(),
      routes(router) {
        router.get('/api/open/', (_req, res) => void res.json({ open: true }));
      },
    });
    await request(app).get('/api/open/').expect(200, { open: true });
    for (const path of ['/api/open/', '/api/nowhere/']) {
      await request(app)
        .get(path)
        .set(API_KEY_HEADER, `${API_KEY_PREFIX}x`)
        .expect(403, { detail: API_KEY_MESSAGES.notAccepted });
    }
  });
});

describe('values the database cannot store', () => {
  test("a NUL byte PostgreSQL refuses is the client's 400, not a 500", async () => {
    const app = buildApp();
    await request(app).post('/api/notes/').send({ note: 'fine' }).expect(201, { note: 'fine' });
    await request(app)
      .post('/api/notes/')
      .send({ note: 'bad\u0000byte' })
      .expect(400, { detail: 'The request contains a value the database cannot accept.' });
  });
});

describe('unavailable backends', () => {
  test('a driver error wrapped by drizzle still counts as the database being down', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = new Error('Failed query: insert into "auth"."users" …', { cause: refused });
    expect(isUnavailableError(wrapped)).toBe(true);
    // A query on a connection whose database died without closing it ends at the pool's query_timeout.
    const unanswered = new Error('Failed query: select "tier" …', { cause: new Error('Query read timeout') });
    expect(isUnavailableError(unanswered)).toBe(true);
    expect(isUnavailableError(new Error('duplicate key value violates unique constraint'))).toBe(false);
  });
});
