import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { tierAllows } from '@vantage/contracts/billing';
import { createAuthenticator, ENDED_SESSION_DETAIL, REVOKED_TOKEN_DETAIL } from '@vantage/service-kit/auth';
import { createRevocationFeed, REVOCATIONS_PATH } from '@vantage/service-kit/revocations';
import { createServiceApp } from '@vantage/service-kit/app';
import { forbidden } from '@vantage/service-kit/errors';
import { hashToken } from '../sessions/opaque-token';
import { removeStaff } from '../staff/provisioning';
import { UserRepository } from '../users/repository';
import { bearer, register, startHarness, tierAnswer, uniqueEmail, type Harness } from '../testing/harness';

let harness: Harness;
let authServer: Server;
let replicas: express.Express[];

/**
 * A service as svc-sports builds one (service-kit's passport-jwt verification against svc-auth's JWKS and
 * revocation feed, over real HTTP), with svc-sports' trend-explorer gate and a staff route.
 */
function serviceReplica(authUrl: string) {
  const auth = createAuthenticator({
    jwksUrl: `${authUrl}/api/auth/jwks.json`,
    revocations: createRevocationFeed({ url: `${authUrl}${REVOCATIONS_PATH}` }),
  });
  return createServiceApp({
    name: 'replica',
    logger: harness.context.logger,
    ready: async () => true,
    routes(app) {
      app.get('/api/mlb/explorer/', auth.required, (req, res) => {
        if (!tierAllows(req.auth!.tier, 'trend_explorer')) throw forbidden('upgrade your plan');
        res.json({ tier: req.auth!.tier });
      });
      app.get('/api/staff/', auth.staff, (_req, res) => res.json({ ok: true }));
      app.get('/api/me/', auth.required, (req, res) => res.json({ id: req.auth!.id }));
    },
  });
}

beforeAll(async () => {
  harness = await startHarness();
  authServer = createServer(harness.app());
  await new Promise<void>((resolve) => authServer.listen(0, '127.0.0.1', resolve));
  const authUrl = `http://127.0.0.1:${(authServer.address() as AddressInfo).port}`;
  // As server.ts does: billing's plan changes and every replica's stamps, read every second.
  harness.context.rights.start(1000);
  replicas = [serviceReplica(authUrl), serviceReplica(authUrl)];
}, 60_000);
afterAll(async () => {
  harness.context.rights.stop();
  authServer.closeAllConnections();
  await new Promise((resolve) => authServer.close(resolve));
  await harness.close();
});
afterEach(() => {
  harness.billing.answer = () => tierAnswer('free');
});

/** Milliseconds until both replicas refuse `access` on `path` as revoked (fails past 5 s). */
async function refusedEverywhereWithin(access: string, path: string, detail = REVOKED_TOKEN_DETAIL): Promise<number> {
  const started = Date.now();
  for (const replica of replicas) {
    for (;;) {
      const answer = await request(replica).get(path).set(bearer(access));
      if (answer.status === 401) {
        expect(answer.body).toEqual({ detail });
        break;
      }
      expect(Date.now() - started).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return Date.now() - started;
}

const login = (email: string, password: string) =>
  request(harness.app()).post('/api/login/').send({ email, password }).expect(200);

describe('a lost right is lost within 5 s on every replica', () => {
  test('Pro cancelled: the old token is refused, the refreshed one answers at the new tier', async () => {
    const account = await register(harness.app());
    harness.billing.answer = () => tierAnswer('pro');
    const pro = (await login(account.email, account.password)).body as { access: string; refresh: string };
    for (const replica of replicas)
      await request(replica).get('/api/mlb/explorer/').set(bearer(pro.access)).expect(200);

    harness.billing.answer = () => tierAnswer('free');
    harness.billing.reportChange(account.user.id);
    await refusedEverywhereWithin(pro.access, '/api/mlb/explorer/');

    // What the client's one refresh and retry does: the new token is accepted, at the free tier.
    const refreshed = await request(harness.app())
      .post('/api/token/refresh/')
      .send({ refresh: pro.refresh })
      .expect(200);
    for (const replica of replicas) {
      await request(replica).get('/api/mlb/explorer/').set(bearer(refreshed.body.access)).expect(403);
    }
  });

  test('a token signed just after a plan change is not revoked when the change reaches the feed', async () => {
    const account = await register(harness.app());
    const changedAt = Date.now();
    harness.billing.changes.push({ user_id: account.user.id, changed_at: changedAt });
    harness.billing.answer = () => tierAnswer('pro', changedAt);
    // As the checkout's success page does at once: a refresh for the new tier.
    const upgraded = (await login(account.email, account.password)).body as { access: string };
    await harness.context.rights.sync();
    // Two polls of every replica's feed later, the token still works (it was signed after the stamp's second).
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (const replica of replicas) {
      await request(replica).get('/api/mlb/explorer/').set(bearer(upgraded.access)).expect(200);
    }
  });

  test('staff removed: the staff route refuses the old token', async () => {
    const account = await register(harness.app());
    const users = new UserRepository(harness.context.database.db);
    await users.update(account.user.id, { isStaff: true });
    const staff = (await login(account.email, account.password)).body as { access: string };
    for (const replica of replicas) await request(replica).get('/api/staff/').set(bearer(staff.access)).expect(200);

    await removeStaff({ users, rights: harness.context.rights }, account.email);
    await refusedEverywhereWithin(staff.access, '/api/staff/');
    const again = (await login(account.email, account.password)).body as { access: string };
    for (const replica of replicas) await request(replica).get('/api/staff/').set(bearer(again.access)).expect(403);
  });

  test('password reset and "log out everywhere": the old access token stops working', async () => {
    const reset = await register(harness.app());
    harness.billing.answer = () => tierAnswer('pro');
    const before = (await login(reset.email, reset.password)).body as { access: string };
    await request(harness.app()).post('/api/auth/password-reset/').send({ email: reset.email }).expect(200);
    await harness.context.background.settled(); // the email is queued after the answer
    const { rows } = await harness.context.database.pool.query(
      'select body from auth.outbox where "to" = $1 order by id desc limit 1',
      [reset.email],
    );
    const token = (rows[0].body as string).match(/#token=([A-Za-z0-9_-]+)/)![1];
    await request(harness.app())
      .post('/api/auth/password-reset/confirm/')
      .send({ token, password: 'Another-Long-Passphrase-9' })
      .expect(200);
    await refusedEverywhereWithin(before.access, '/api/mlb/explorer/');

    const everywhere = await register(harness.app(), uniqueEmail('everywhere'));
    const session = (await login(everywhere.email, everywhere.password)).body as { access: string; refresh: string };
    await request(harness.app()).post('/api/auth/logout-all/').set(bearer(session.access)).expect(200, {
      detail: 'Successfully logged out everywhere.',
    });
    await refusedEverywhereWithin(session.access, '/api/mlb/explorer/');
    await request(harness.app()).post('/api/token/refresh/').send({ refresh: session.refresh }).expect(401);
    await request(harness.app()).post('/api/token/refresh/').send({ refresh: everywhere.refresh }).expect(401);
  });
});

describe("an ended session's access tokens are refused within 5 s on every replica", () => {
  const refresh = (token: string) => request(harness.app()).post('/api/token/refresh/').send({ refresh: token });
  const works = async (access: string) => {
    for (const replica of replicas) await request(replica).get('/api/me/').set(bearer(access)).expect(200);
  };

  test("logging out on one device ends that device's access token, not another device's", async () => {
    const phone = await register(harness.app());
    const laptop = (await login(phone.email, phone.password)).body as { access: string };
    await works(phone.access);
    await request(harness.app()).post('/api/auth/logout/').send({ refresh: phone.refresh }).expect(200);
    await refusedEverywhereWithin(phone.access, '/api/me/', ENDED_SESSION_DETAIL);
    await request(harness.app())
      .get('/api/users/profile/')
      .set(bearer(phone.access))
      .expect(401, { detail: ENDED_SESSION_DETAIL });
    await works(laptop.access);
  });

  test('two tabs refreshing at once both get a working pair; the token reused after the grace ends it all', async () => {
    const first = await register(harness.app());
    const tabs = await Promise.all([refresh(first.refresh), refresh(first.refresh)]);
    expect(tabs.map((tab) => tab.status)).toEqual([200, 200]);
    expect(tabs[0].body.refresh).not.toBe(tabs[1].body.refresh);
    for (const tab of tabs) await works(tab.body.access);
    const next = await refresh(tabs[0].body.refresh).expect(200);
    await refresh(tabs[1].body.refresh).expect(200);

    // Later the first token comes back (a stolen copy): past the grace it is a reuse, and the session ends.
    await harness.context.database.pool.query(
      `update auth.refresh_tokens set used_at = now() - interval '11 seconds' where token_hash = $1`,
      [hashToken(first.refresh)],
    );
    await refresh(first.refresh).expect(401);
    await refresh(next.body.refresh).expect(401);
    for (const access of [first.access, tabs[0].body.access, tabs[1].body.access, next.body.access])
      await refusedEverywhereWithin(access, '/api/me/', ENDED_SESSION_DETAIL);
  });

  test('a session another svc-auth replica ended (in the shared database) is refused too', async () => {
    const member = await register(harness.app());
    await works(member.access);
    await harness.context.database.pool.query(
      `update auth.refresh_families set revoked_at = now(), revoked_reason = 'logout'
        where id = (select family_id from auth.refresh_tokens where token_hash = $1)`,
      [hashToken(member.refresh)],
    );
    await refusedEverywhereWithin(member.access, '/api/me/', ENDED_SESSION_DETAIL);
  });
});
