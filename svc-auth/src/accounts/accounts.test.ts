import { createPublicKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { MESSAGES, registerResponseSchema, tokenPairSchema } from '@vantage/contracts/auth';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  ACCESS_TOKEN_TTL_SECONDS,
  SERVICE_TOKEN_AUDIENCE,
  signServiceToken,
} from '@vantage/service-kit/jwt';
import { sql } from 'drizzle-orm';
import { TierClient } from '../billing-client/tier-client';
import type { PasswordHasher } from '../passwords/hasher';
import { users } from '../db/schema';
import { hashToken } from '../sessions/opaque-token';
import { UNCONFIRMED_TIER_TTL_SECONDS } from '../sessions/service';
import {
  bearer,
  register,
  startHarness,
  STRONG_PASSWORD,
  tierAnswer,
  uniqueEmail,
  type Harness,
} from '../testing/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 60_000);
afterAll(() => harness.close());

const decode = (access: string) => jwt.decode(access, { complete: true }) as jwt.Jwt & { payload: jwt.JwtPayload };

describe('POST /api/register/', () => {
  test('creates the account and answers 201 {access, refresh, user} with a normalised email', async () => {
    const email = uniqueEmail('Signup');
    const response = await request(harness.app())
      .post('/api/register/')
      .send({
        email: `  ${email.toUpperCase()} `,
        password: STRONG_PASSWORD,
        favorite_sports: ['MLB'],
        favorite_teams: { MLB: ['Yankees'] },
      })
      .expect(201);
    const body = registerResponseSchema.parse(response.body);
    expect(body.user).toMatchObject({
      email: email.toLowerCase(),
      username: null,
      favorite_sports: ['MLB'],
      favorite_teams: { MLB: ['New York Yankees'] },
      email_notifications: true,
      push_notifications: true,
      dark_mode: false,
      profile_picture: null,
    });
    const [row] = await harness.context.database.db.select().from(users).where(sqlEmail(email.toLowerCase()));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(STRONG_PASSWORD);
  });

  test('a duplicate email (any case or spacing) is a 400 with the spec text', async () => {
    const { email } = await register(harness.app());
    await request(harness.app())
      .post('/api/register/')
      .send({ email: ` ${email.toUpperCase()}`, password: STRONG_PASSWORD })
      .expect(400, { email: [MESSAGES.emailTaken] });
  });

  test('validation errors are field errors with the spec texts', async () => {
    const app = harness.app();
    await request(app)
      .post('/api/register/')
      .send({ email: 'not-an-email', password: 'short' })
      .expect(400, { email: [MESSAGES.invalidEmail], password: [MESSAGES.passwordTooShort] });
    await request(app)
      .post('/api/register/')
      .send({})
      .expect(400, { email: [MESSAGES.required], password: [MESSAGES.required] });
    await request(app)
      .post('/api/register/')
      .send({ email: uniqueEmail(), password: 'Password123' })
      .expect(400, { password: [MESSAGES.passwordTooCommon] });
    await request(app)
      .post('/api/register/')
      .send({ email: uniqueEmail(), password: STRONG_PASSWORD, favorite_sports: ['Cricket'] })
      .expect(400, { favorite_sports: ['"Cricket" is not a valid choice.'] });
    const noBody = await request(app).post('/api/register/').expect(400);
    expect(noBody.body.email).toEqual([MESSAGES.required]);
  });

  test('50 parallel signups with one email create exactly one account', async () => {
    const app = harness.app();
    const email = uniqueEmail('race');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => request(app).post('/api/register/').send({ email, password: STRONG_PASSWORD })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const response of responses.filter((r) => r.status !== 201)) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ email: [MESSAGES.emailTaken] });
    }
    const rows = await harness.context.database.db.select().from(users).where(sqlEmail(email));
    expect(rows).toHaveLength(1);
  }, 30_000);
});

describe('POST /api/login/', () => {
  test('answers {access, refresh} with an ES256 token carrying the contract claims', async () => {
    const { email, password, user } = await register(harness.app());
    const response = await request(harness.app())
      .post('/api/login/')
      .send({ email: email.toUpperCase(), password })
      .expect(200);
    const pair = tokenPairSchema.parse(response.body);
    const { header, payload } = decode(pair.access);
    expect(header).toMatchObject({ alg: 'ES256', kid: harness.context.keys.signer.kid });
    expect(payload).toMatchObject({
      sub: user.id,
      email,
      username: null,
      is_staff: false,
      tier: 'free',
      iss: ACCESS_TOKEN_ISSUER,
      aud: ACCESS_TOKEN_AUDIENCE,
    });
    expect(payload.exp! - payload.iat!).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(pair.refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('wrong password, unknown email and an inactive account give the same 401', async () => {
    const app = harness.app();
    const { email } = await register(app);
    const failed = { detail: MESSAGES.loginFailed };
    await request(app).post('/api/login/').send({ email, password: 'not the password' }).expect(401, failed);
    await request(app)
      .post('/api/login/')
      .send({ email: uniqueEmail('nobody'), password: STRONG_PASSWORD })
      .expect(401, failed);
    await harness.context.database.db.update(users).set({ isActive: false }).where(sqlEmail(email));
    await request(app).post('/api/login/').send({ email, password: STRONG_PASSWORD }).expect(401, failed);
  });

  test('an unknown email costs an argon2 verification just like a wrong password', async () => {
    const calls: string[] = [];
    const passwords = harness.context.passwords;
    // The real hasher underneath, its two checks counted.
    const counting: PasswordHasher = Object.assign(Object.create(passwords) as PasswordHasher, {
      verify: async (hash: string, password: string) => {
        calls.push('verify');
        return passwords.verify(hash, password);
      },
      verifyDummy: async (password: string) => {
        calls.push('dummy');
        return passwords.verifyDummy(password);
      },
    });
    const app = harness.app({ passwords: counting });
    const { email } = await register(app);
    await request(app).post('/api/login/').send({ email, password: 'wrong password' }).expect(401);
    await request(app)
      .post('/api/login/')
      .send({ email: uniqueEmail('ghost'), password: 'wrong password' })
      .expect(401);
    expect(calls).toEqual(['verify', 'dummy']);
  });

  test('missing fields are field errors', async () => {
    await request(harness.app())
      .post('/api/login/')
      .send({ email: '' })
      .expect(400, {
        email: [MESSAGES.invalidEmail],
        password: [MESSAGES.required],
      });
  });
});

describe('the tier claim comes from svc-billing at token issue', () => {
  afterEach(() => {
    harness.billing.answer = () => tierAnswer('free');
  });

  test('uses the reported tier and remembers it; falls back to it, briefly, when billing fails or hangs', async () => {
    const app = harness.app();
    const { email, password, user } = await register(app);
    harness.billing.answer = () => tierAnswer('pro');
    const login = await request(app).post('/api/login/').send({ email, password }).expect(200);
    expect(decode(login.body.access).payload.tier).toBe('pro');
    expect(harness.billing.calls).toContain(user.id);
    // svc-billing accepts only a service token from svc-auth: signed with svc-auth's key, internal audience.
    const serviceToken = harness.billing.authorizations.at(-1)!.replace(/^Bearer /, '');
    const publicKey = createPublicKey({ key: harness.context.keys.jwks.keys.at(-1)!, format: 'jwk' });
    expect(
      jwt.verify(serviceToken, publicKey, { audience: SERVICE_TOKEN_AUDIENCE, algorithms: ['ES256'] }),
    ).toMatchObject({ sub: 'svc-auth' });

    harness.billing.answer = () => ({ status: 500, body: { detail: 'boom' } });
    const refreshed = await request(app).post('/api/token/refresh/').send({ refresh: login.body.refresh }).expect(200);
    expect(decode(refreshed.body.access).payload.tier).toBe('pro');

    harness.billing.answer = () => ({ status: 200, body: { tier: 'platinum' } });
    const odd = await request(app).post('/api/login/').send({ email, password }).expect(200);
    expect(decode(odd.body.access).payload.tier).toBe('pro');

    harness.billing.answer = () => 'hang';
    const started = Date.now();
    const slow = await request(app).post('/api/login/').send({ email, password }).expect(200);
    expect(Date.now() - started).toBeLessThan(2500);
    const unconfirmed = decode(slow.body.access).payload as { tier: string; iat: number; exp: number };
    expect(unconfirmed.tier).toBe('pro');
    // An unconfirmed tier rides in a short token: the real one is asked for again within a minute.
    expect(unconfirmed.exp - unconfirmed.iat).toBe(UNCONFIRMED_TIER_TTL_SECONDS);
  });

  test('billing silent after it reported a plan change (a cancellation): free, never the stored paid tier', async () => {
    const app = harness.app();
    const { email, password, user } = await register(app);
    harness.billing.answer = () => tierAnswer('pro');
    await request(app).post('/api/login/').send({ email, password }).expect(200);
    // The cancellation reaches svc-billing; svc-auth learns that the plan changed, then billing stops answering.
    harness.billing.reportChange(user.id);
    await harness.context.rights.sync();
    harness.billing.answer = () => ({ status: 503, body: { detail: 'down' } });
    const login = await request(app).post('/api/login/').send({ email, password }).expect(200);
    const claims = decode(login.body.access).payload as { tier: string; iat: number; exp: number };
    expect(claims.tier).toBe('free');
    expect(claims.exp - claims.iat).toBe(UNCONFIRMED_TIER_TTL_SECONDS);
  });

  test('billing unreachable: the default free tier', async () => {
    const tiers = new TierClient({
      baseUrl: 'http://127.0.0.1:1',
      logger: harness.context.logger,
      serviceToken: () => signServiceToken(harness.context.keys.signer, 'svc-auth'),
    });
    const app = harness.app({ tiers });
    const { access } = await register(app);
    expect(decode(access).payload.tier).toBe('free');
  });
});

describe('POST /api/token/refresh/', () => {
  test('rotates: the new pair works, the spent token is refused and revokes the family', async () => {
    const app = harness.app();
    const first = await register(app);
    const second = await request(app).post('/api/token/refresh/').send({ refresh: first.refresh }).expect(200);
    const pair = tokenPairSchema.parse(second.body);
    expect(pair.refresh).not.toBe(first.refresh);
    await request(app).get('/api/users/profile/').set(bearer(pair.access)).expect(200);

    // The spent token comes back (stolen copy) after the grace: refused, and the legitimate successor dies
    // with it.
    await harness.context.database.pool.query(
      `update auth.refresh_tokens set used_at = now() - interval '11 seconds' where token_hash = $1`,
      [hashToken(first.refresh)],
    );
    await request(app)
      .post('/api/token/refresh/')
      .send({ refresh: first.refresh })
      .expect(401, { detail: 'Token is invalid or expired' });
    await request(app).post('/api/token/refresh/').send({ refresh: pair.refresh }).expect(401);
  });

  test('a spent token gets a twin within the grace (two tabs), then counts as a reuse', async () => {
    const app = harness.app({ config: { AUTH_REFRESH_REUSE_GRACE_SECONDS: 1 } });
    const { refresh } = await register(app);
    const results = await Promise.all([
      request(app).post('/api/token/refresh/').send({ refresh }),
      request(app).post('/api/token/refresh/').send({ refresh }),
    ]);
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await request(app).post('/api/token/refresh/').send({ refresh }).expect(401);
    for (const twin of results)
      await request(app).post('/api/token/refresh/').send({ refresh: twin.body.refresh }).expect(401);
  });

  test('expired tokens (idle or absolute lifetime) and unknown tokens are refused', async () => {
    const app = harness.app();
    const pool = harness.context.database.pool;
    const idle = await register(app);
    await pool.query(`update auth.refresh_tokens set idle_expires_at = now() - interval '1 second'`);
    await request(app).post('/api/token/refresh/').send({ refresh: idle.refresh }).expect(401);

    const absolute = await register(app);
    await pool.query(`update auth.refresh_families set absolute_expires_at = now() - interval '1 second'`);
    await request(app).post('/api/token/refresh/').send({ refresh: absolute.refresh }).expect(401);

    await request(app).post('/api/token/refresh/').send({ refresh: 'made-up' }).expect(401);
    await request(app)
      .post('/api/token/refresh/')
      .send({})
      .expect(400, { refresh: [MESSAGES.required] });
  });

  test('a successor never outlives the family', async () => {
    const app = harness.app();
    const { refresh } = await register(app);
    const pool = harness.context.database.pool;
    await pool.query(`update auth.refresh_families set absolute_expires_at = now() + interval '1 hour'`);
    const successor = await request(app).post('/api/token/refresh/').send({ refresh }).expect(200);
    const { rows } = await pool.query(
      `select t.idle_expires_at <= f.absolute_expires_at as bounded
         from auth.refresh_tokens t join auth.refresh_families f on f.id = t.family_id where t.token_hash = $1`,
      [hashToken(successor.body.refresh)],
    );
    expect(rows).toEqual([{ bounded: true }]);
  });

  test('stored tokens are SHA-256 hashes, never the token', async () => {
    const { refresh } = await register(harness.app());
    const { rows } = await harness.context.database.pool.query('select token_hash from auth.refresh_tokens');
    const hashes = rows.map((row: { token_hash: string }) => row.token_hash);
    expect(hashes).not.toContain(refresh);
    expect(hashes.every((hash: string) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });
});

describe('POST /api/auth/logout/', () => {
  test('revokes the family: the refresh token stops working; logout is idempotent', async () => {
    const app = harness.app();
    const { refresh } = await register(app);
    await request(app).post('/api/auth/logout/').send({ refresh }).expect(200, { detail: 'Successfully logged out.' });
    await request(app).post('/api/token/refresh/').send({ refresh }).expect(401);
    await request(app).post('/api/auth/logout/').send({ refresh }).expect(200);
    await request(app).post('/api/auth/logout/').send({ refresh: 'unknown' }).expect(200);
    await request(app)
      .post('/api/auth/logout/')
      .send({})
      .expect(400, { refresh: [MESSAGES.required] });
  });
});

describe('GET /api/auth/jwks.json', () => {
  test('publishes the public signing key only', async () => {
    const response = await request(harness.app()).get('/api/auth/jwks.json').expect(200);
    expect(response.headers['cache-control']).toContain('max-age');
    expect(response.body.keys).toHaveLength(1);
    expect(response.body.keys[0]).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      use: 'sig',
      kid: harness.context.keys.signer.kid,
    });
    expect(response.body.keys[0].d).toBeUndefined();
  });
});

describe('rate limits', () => {
  test('per account: the 429 carries Retry-After and a detail; other accounts still pass', async () => {
    const app = harness.app({ config: { AUTH_RATE_LIMIT_PER_ACCOUNT: 3 } });
    const { email } = await register(app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await request(app).post('/api/login/').send({ email, password: 'wrong password' }).expect(401);
    }
    const limited = await request(app)
      .post('/api/login/')
      .send({ email: email.toUpperCase(), password: STRONG_PASSWORD })
      .expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    const other = await register(app);
    await request(app).post('/api/login/').send({ email: other.email, password: other.password }).expect(200);
  });

  test('a stranger cannot lock the owner out; a distributed guess still meets the per-account ceiling', async () => {
    const app = harness.app({
      config: { AUTH_RATE_LIMIT_PER_ACCOUNT: 3, AUTH_RATE_LIMIT_PER_ACCOUNT_GLOBAL: 8, AUTH_RATE_LIMIT_PER_IP: 1000 },
    });
    const { email } = await register(app);
    const from = (ip: string, password: string) =>
      request(app).post('/api/login/').set('X-Forwarded-For', ip).send({ email, password });
    for (let attempt = 0; attempt < 3; attempt += 1) await from('203.0.113.66', 'wrong password').expect(401);
    // The stranger's client is throttled, even when it tries the right password now.
    await from('203.0.113.66', 'wrong password').expect(429);
    // The owner, from their own client, signs in with the right password.
    await from('198.51.100.7', STRONG_PASSWORD).expect(200);
    await from('203.0.113.66', STRONG_PASSWORD).expect(429);
    // Many clients each guessing a little: the account's ceiling (8 failures) stops them all.
    for (let client = 1; client <= 5; client += 1) await from(`192.0.2.${client}`, 'wrong password').expect(401);
    await from('192.0.2.200', 'wrong password').expect(429);
  });

  test('per IP, on register, refresh and password reset too', async () => {
    const app = harness.app({ config: { AUTH_RATE_LIMIT_PER_IP: 2 } });
    await request(app).post('/api/register/').send({ email: uniqueEmail(), password: 'short' }).expect(400);
    await request(app).post('/api/register/').send({ email: uniqueEmail(), password: 'short' }).expect(400);
    await request(app).post('/api/register/').send({ email: uniqueEmail(), password: STRONG_PASSWORD }).expect(429);
    for (const path of ['/api/token/refresh/', '/api/auth/password-reset/']) {
      await request(app).post(path).send({}).expect(400);
      await request(app).post(path).send({}).expect(400);
      const limited = await request(app).post(path).send({}).expect(429);
      expect(limited.headers['retry-after']).toBeDefined();
    }
  });
});

const sqlEmail = (email: string) => sql`lower(${users.email}) = ${email}`;
