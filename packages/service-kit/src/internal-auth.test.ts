import { createPublicKey } from 'node:crypto';
import express from 'express';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { createAuthenticator } from './auth';
import { errorHandler } from './errors';
import { createLogger } from './logger';
import { requireServiceToken } from './internal-auth';
import { ACCESS_TOKEN_ISSUER, SERVICE_TOKEN_AUDIENCE, signServiceToken, type JwksFetch } from './jwt';
import { startTestTokenIssuer, type TestTokenIssuer } from './testing/token-issuer';

let issuer: TestTokenIssuer;
beforeAll(async () => {
  issuer = await startTestTokenIssuer();
});
afterAll(() => issuer.close());

function buildApp(fetchJwks?: JwksFetch) {
  const app = express();
  const internal = requireServiceToken({ jwksUrl: issuer.jwksUrl, callers: ['svc-auth'], fetchJwks });
  app.get('/internal/secret', internal, (_req, res) => {
    res.json({ ok: true });
  });
  const auth = createAuthenticator({ jwksUrl: issuer.jwksUrl, fetchJwks });
  app.get('/api/me/', auth.required, (_req, res) => {
    res.json({ ok: true });
  });
  app.use(errorHandler(createLogger('internal-auth-test', 'silent')));
  return app;
}

describe('service tokens for /internal routes', () => {
  test('only a service token for an allowed caller passes; a user token does not', async () => {
    const app = buildApp();
    await request(app).get('/internal/secret').expect(401);
    await request(app)
      .get('/internal/secret')
      .set('Authorization', `Bearer ${signServiceToken(issuer.key, 'svc-auth')}`)
      .expect(200, { ok: true });
    await request(app)
      .get('/internal/secret')
      .set('Authorization', `Bearer ${signServiceToken(issuer.key, 'svc-sports')}`)
      .expect(401);
    await request(app)
      .get('/internal/secret')
      .set('Authorization', `Bearer ${issuer.token({ sub: 'svc-auth', is_staff: true })}`)
      .expect(401);
    await request(app)
      .get('/internal/secret')
      .set('Authorization', `Bearer ${signServiceToken(issuer.key, 'svc-auth', -5)}`)
      .expect(401);
  });

  test('a forged or unsigned service token is refused, and a service token is no user token', async () => {
    const app = buildApp();
    const unsigned = jwt.sign({}, '', {
      algorithm: 'none',
      subject: 'svc-auth',
      issuer: ACCESS_TOKEN_ISSUER,
      audience: SERVICE_TOKEN_AUDIENCE,
    });
    await request(app).get('/internal/secret').set('Authorization', `Bearer ${unsigned}`).expect(401);
    const publicPem = createPublicKey(issuer.key.privateKeyPem).export({ format: 'pem', type: 'spki' }).toString();
    const hmacWithPublicKey = jwt.sign({}, publicPem, {
      algorithm: 'HS256',
      keyid: issuer.key.kid,
      subject: 'svc-auth',
      issuer: ACCESS_TOKEN_ISSUER,
      audience: SERVICE_TOKEN_AUDIENCE,
    });
    await request(app).get('/internal/secret').set('Authorization', `Bearer ${hmacWithPublicKey}`).expect(401);
    await request(app)
      .get('/api/me/')
      .set('Authorization', `Bearer ${signServiceToken(issuer.key, 'svc-auth')}`)
      .expect(401);
  });

  test('while svc-auth’s keys cannot be read, a token is a 503 to try again, not a 401; then it passes', async () => {
    let svcAuthAnswers = false;
    const app = buildApp(async (url) => {
      if (!svcAuthAnswers) throw new TypeError('fetch failed', { cause: new Error('getaddrinfo EAI_AGAIN svc-auth') });
      return (await (await fetch(url)).json()) as Awaited<ReturnType<JwksFetch>>;
    });
    const calls = [
      ['/internal/secret', signServiceToken(issuer.key, 'svc-auth')],
      ['/api/me/', issuer.token({ sub: 'u-keys' })],
    ];
    for (const [pathname, token] of calls) {
      const answer = await request(app).get(pathname).set('Authorization', `Bearer ${token}`);
      expect([pathname, answer.status, answer.headers['retry-after'], answer.body]).toEqual([
        pathname,
        503,
        '5',
        { detail: 'Service temporarily unavailable. Please try again shortly.' },
      ]);
    }
    // A token without a key id needs no key to be refused.
    await request(app).get('/api/me/').set('Authorization', 'Bearer not-a-jwt').expect(401);
    svcAuthAnswers = true;
    // The keys are asked for again once the first backoff (1 s) has passed.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    for (const [pathname, token] of calls) {
      await request(app).get(pathname).set('Authorization', `Bearer ${token}`).expect(200);
    }
  });
});
