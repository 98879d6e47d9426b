import { signServiceToken } from '@vantage/service-kit/jwt';
import sharp from 'sharp';
import request from 'supertest';
import {
  bearer,
  register,
  startHarness,
  startMemberDataStandIn,
  tierAnswer,
  type Harness,
  type MemberDataStandIn,
} from '../testing/harness';
import { RemoteMemberData } from './member-data';

let harness: Harness;
let sports: MemberDataStandIn;
let billing: MemberDataStandIn;

beforeAll(async () => {
  harness = await startHarness();
  const jwks = async () => harness.context.keys.jwks;
  [sports, billing] = await Promise.all([startMemberDataStandIn(jwks), startMemberDataStandIn(jwks)]);
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => sports.server.close(resolve));
  await new Promise((resolve) => billing.server.close(resolve));
  await harness.close();
});

const remote = (name: string, service: MemberDataStandIn) =>
  new RemoteMemberData({
    name,
    baseUrl: service.url,
    serviceToken: () => signServiceToken(harness.context.keys.signer, 'svc-auth'),
    logger: harness.context.logger,
  });
const appWithSports = () =>
  harness.app({ billingData: remote('billing', billing), sportsData: remote('sports', sports) });

describe('DELETE /api/user/', () => {
  test("with the password: svc-billing, then svc-sports delete the member's data, then the account, its sessions, keys and picture go", async () => {
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
    expect(billing.deleted).toEqual([]);
    await request(app).delete('/api/user/').send({ password: member.password }).expect(401);

    await request(app).delete('/api/user/').set(bearer(member.access)).send({ password: member.password }).expect(204);
    expect(billing.deleted).toEqual([member.user.id]);
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

  test.each([
    ['billing', () => billing],
    ['sports', () => sports],
  ])(
    '%s not confirming leaves the account in place: a 503 naming it, and the member may ask again',
    async (name, down) => {
      const app = appWithSports();
      const member = await register(app);
      down().down = true;
      const refused = await request(app)
        .delete('/api/user/')
        .set(bearer(member.access))
        .send({ password: member.password })
        .expect(503);
      expect(refused.body).toEqual({
        detail: `Your account was not deleted: the ${name} service could not delete its data. Please try again shortly.`,
      });
      // Billing is asked first: when it refuses, svc-sports is not asked at all.
      if (name === 'billing') expect(sports.deleted).not.toContain(member.user.id);
      await request(app).get('/api/users/profile/').set(bearer(member.access)).expect(200);
      down().down = false;
      await request(app)
        .delete('/api/user/')
        .set(bearer(member.access))
        .send({ password: member.password })
        .expect(204);
      expect(billing.deleted).toContain(member.user.id);
      expect(sports.deleted).toContain(member.user.id);
    },
  );
});
