import { requireServiceToken } from '@vantage/service-kit/internal-auth';
import { errorHandler } from '@vantage/service-kit/errors';
import { signServiceToken } from '@vantage/service-kit/jwt';
import { createLogger } from '@vantage/service-kit/logger';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import { bearer, register, startHarness, tierAnswer, type Harness } from '../testing/harness';
import { SportsMemberData } from './sports-data';

let harness: Harness;
let sports: { url: string; deleted: string[]; down: boolean; server: Server };

/** svc-sports' internal call as it answers it: only svc-auth's service token passes (checked for real). */
async function startFakeSports(): Promise<typeof sports> {
  const app = express();
  const state = { deleted: [] as string[], down: false };
  app.delete(
    '/internal/members/:userId/',
    requireServiceToken({
      jwksUrl: 'http://unused/',
      callers: ['svc-auth'],
      fetchJwks: async () => harness.context.keys.jwks,
    }),
    (req, res) => {
      if (state.down) return void res.status(503).json({ detail: 'down' });
      state.deleted.push(String(req.params.userId));
      res.json({ bets: 3, watchlists: 1 });
    },
  );
  app.use(errorHandler(createLogger('fake-sports', 'silent')));
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, { url, server });
}

beforeAll(async () => {
  harness = await startHarness();
  sports = await startFakeSports();
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => sports.server.close(resolve));
  await harness.close();
});

const appWithSports = () =>
  harness.app({
    sportsData: new SportsMemberData({
      baseUrl: sports.url,
      serviceToken: () => signServiceToken(harness.context.keys.signer, 'svc-auth'),
      logger: harness.context.logger,
    }),
  });

describe('DELETE /api/user/', () => {
  test("with the password: svc-sports deletes the member's data, then the account, its sessions, keys and picture go", async () => {
    const app = appWithSports();
    // A Pro member (svc-billing says so), with an API key and a picture.
    harness.billing.answer = () => tierAnswer('pro');
    const member = await register(app);
    await request(app).post('/api/users/api-keys/').set(bearer(member.access)).send({ name: 'Sheet' }).expect(201);
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c03' } })
      .png()
      .toBuffer();
    await request(app)
      .post('/api/user/profile-picture/')
      .set(bearer(member.access))
      .attach('profile_picture', picture, 'me.png')
      .expect(200);
    expect(await harness.mediaFiles()).toHaveLength(1);

    const wrong = await request(app)
      .delete('/api/user/')
      .set(bearer(member.access))
      .send({ password: 'not-it-at-all' })
      .expect(400);
    expect(wrong.body).toEqual({ password: ['The password is not right.'] });
    expect(sports.deleted).toEqual([]);
    await request(app).delete('/api/user/').send({ password: member.password }).expect(401);

    await request(app).delete('/api/user/').set(bearer(member.access)).send({ password: member.password }).expect(204);
    expect(sports.deleted).toEqual([member.user.id]);
    expect(await harness.mediaFiles()).toEqual([]);
    // Gone: no sign-in, no refresh, and the access token handed out before is refused.
    await request(app).post('/api/login/').send({ email: member.email, password: member.password }).expect(401);
    await request(app).post('/api/token/refresh/').send({ refresh: member.refresh }).expect(401);
    await request(app).get('/api/users/profile/').set(bearer(member.access)).expect(401);
    const { rows } = await harness.context.database.pool.query(
      'SELECT count(*)::int AS n FROM auth.users WHERE id = $1',
      [member.user.id],
    );
    expect(rows[0].n).toBe(0);
    const keys = await harness.context.database.pool.query(
      'SELECT count(*)::int AS n FROM auth.api_keys WHERE user_id = $1',
      [member.user.id],
    );
    expect(keys.rows[0].n).toBe(0);
    harness.billing.answer = () => tierAnswer('free');
  });

  test('svc-sports not confirming leaves the account as it was: a 503, and the member may ask again', async () => {
    const app = appWithSports();
    const member = await register(app);
    sports.down = true;
    await request(app).delete('/api/user/').set(bearer(member.access)).send({ password: member.password }).expect(503);
    await request(app).get('/api/users/profile/').set(bearer(member.access)).expect(200);
    sports.down = false;
    await request(app).delete('/api/user/').set(bearer(member.access)).send({ password: member.password }).expect(204);
    expect(sports.deleted).toContain(member.user.id);
  });
});
