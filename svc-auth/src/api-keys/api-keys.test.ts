import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import request from 'supertest';
import {
  API_KEY_CALLS_PER_MINUTE,
  API_KEY_MESSAGES,
  API_KEY_RESOLVE_PATH,
  API_KEYS_PER_MEMBER,
} from '@vantage/contracts/api-key-rules';
import {
  API_OPERATIONS,
  apiKeyCreateOperation,
  apiKeyListOperation,
  apiKeyRevokeOperation,
  type Operation,
} from '@vantage/contracts/api-operations';
import { registeredRoutes, undocumentedRoutes } from '@vantage/service-kit/documented';
import { answerProblem } from '@vantage/service-kit/testing/openapi-contract';
import { bearer, register, startHarness, tierAnswer, type Harness } from '../testing/harness';

let harness: Harness;
/** Each member's plan as the fake svc-billing reports it. */
const plans = new Map<string, 'free' | 'basic' | 'pro'>();
beforeAll(async () => {
  harness = await startHarness();
  harness.billing.answer = (userId) => tierAnswer(plans.get(userId) ?? 'free');
}, 60_000);
afterAll(() => harness.close());

/** A signed-in member on `tier` (the token carries it). */
async function member(tier: 'free' | 'basic' | 'pro') {
  const app = harness.app();
  const account = await register(app);
  plans.set(account.user.id, tier);
  const login = await request(app).post('/api/login/').send({ email: account.email, password: account.password });
  return {
    ...account,
    access: login.body.access as string,
    setTier: (next: typeof tier) => plans.set(account.user.id, next),
  };
}

/** Waits for a fresh minute when little of this one is left: the per-minute window must not roll over mid-test. */
async function startOfAMinute() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((wait) => setTimeout(wait, left + 50));
}

const resolve = (app: ReturnType<Harness['app']>, key: string) => request(app).post(API_KEY_RESOLVE_PATH).send({ key });

// Each test makes many calls (sixty for the limit, and it may first wait up to 15 s for a fresh minute).
jest.setTimeout(60_000);

describe('personal API keys', () => {
  test('a Pro member creates a key shown once, lists it by prefix, and a revoked key stops at once on every replica', async () => {
    const pro = await member('pro');
    const replicaA = harness.app();
    const replicaB = harness.app();

    const created = await request(replicaA)
      .post('/api/users/api-keys/')
      .set(bearer(pro.access))
      .send({ name: '  My model  ' })
      .expect(201);
    expect(created.body).toMatchObject({ name: 'My model', calls_today: 0, last_used_at: null });
    const key: string = created.body.key;
    expect(key).toMatch(/^vtg_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(created.body.prefix)).toBe(true);

    // Only the hash is stored: the key itself appears nowhere in the database.
    const { rows } = await harness.context.database.pool.query('select * from auth.api_keys where id = $1', [
      created.body.id,
    ]);
    expect(JSON.stringify(rows)).not.toContain(key.slice(4));

    const holder = await resolve(replicaB, key).expect(200);
    expect(holder.body).toMatchObject({ user_id: pro.user.id, tier: 'pro', remaining: API_KEY_CALLS_PER_MINUTE - 1 });
    await resolve(replicaA, key).expect(200);

    // Accounts take no keys: a key sent here is refused, never ignored or counted (and nothing of it is read).
    for (const path of ['/api/users/api-keys/', '/api/users/profile/']) {
      await request(replicaA)
        .get(path)
        .set(bearer(pro.access))
        .set('X-API-Key', key)
        .expect(403, { detail: API_KEY_MESSAGES.notAccepted });
    }
    await request(replicaA)
      .post('/api/login/')
      .set('X-API-Key', key)
      .send({ email: pro.email, password: pro.password })
      .expect(403, { detail: API_KEY_MESSAGES.notAccepted });

    const listed = await request(replicaB).get('/api/users/api-keys/').set(bearer(pro.access)).expect(200);
    expect(listed.body.keys).toHaveLength(1);
    expect(listed.body.keys[0]).toMatchObject({ id: created.body.id, prefix: created.body.prefix, calls_today: 2 });
    expect(listed.body.keys[0].last_used_at).not.toBeNull();
    expect(JSON.stringify(listed.body)).not.toContain(key);

    await request(replicaB).delete(`/api/users/api-keys/${created.body.id}/`).set(bearer(pro.access)).expect(204);
    for (const replica of [replicaA, replicaB]) {
      await resolve(replica, key).expect(401, { detail: API_KEY_MESSAGES.invalid });
    }
    const after = await request(replicaA).get('/api/users/api-keys/').set(bearer(pro.access)).expect(200);
    expect(after.body.keys).toEqual([]);
    // Revoking again, or another member's key, is "no such key".
    await request(replicaA).delete(`/api/users/api-keys/${created.body.id}/`).set(bearer(pro.access)).expect(404);
  });

  test('Free and Basic members cannot create keys; a guest cannot list them', async () => {
    for (const tier of ['free', 'basic'] as const) {
      const someone = await member(tier);
      await request(harness.app())
        .post('/api/users/api-keys/')
        .set(bearer(someone.access))
        .send({ name: 'x' })
        .expect(403, { detail: API_KEY_MESSAGES.proOnly });
    }
    await request(harness.app()).get('/api/users/api-keys/').expect(401);
    await request(harness.app()).post('/api/users/api-keys/').send({ name: 'x' }).expect(401);
  });

  test('a downgraded member’s key is refused within seconds', async () => {
    const pro = await member('pro');
    const app = harness.app();
    const { body } = await request(app).post('/api/users/api-keys/').set(bearer(pro.access)).send({ name: 'bot' });
    await resolve(app, body.key).expect(200);
    pro.setTier('basic');
    const refusedBy = Date.now() + 3000;
    let status = 200;
    while (status === 200 && Date.now() < refusedBy) {
      status = (await resolve(app, body.key)).status;
      if (status === 200) await new Promise((wait) => setTimeout(wait, 100));
    }
    expect(status).toBe(403);
    await resolve(harness.app(), body.key).expect(403, { detail: API_KEY_MESSAGES.notPro });
  });

  test('each key has its own per-minute limit, counted across replicas in Redis, answered 429 with Retry-After', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
    });
    const shared = await redis.connect().then(
      () => true,
      () => false,
    );
    if (!shared) console.warn('Redis is not reachable: the key limit is counted per replica in this run');
    // Disconnected whatever happens: an open client would keep jest from exiting.
    try {
      await startOfAMinute();
      const pro = await member('pro');
      const replicas = shared ? [harness.app({ redis }), harness.app({ redis })] : [harness.app()];
      const app = replicas[0];
      const create = (name: string) => request(app).post('/api/users/api-keys/').set(bearer(pro.access)).send({ name });
      const busy = (await create('busy')).body.key as string;
      const quiet = (await create('quiet')).body.key as string;
      for (let call = 0; call < API_KEY_CALLS_PER_MINUTE; call++)
        await resolve(replicas[call % replicas.length], busy).expect(200);
      const throttled = await resolve(replicas[replicas.length - 1], busy).expect(429);
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(60);
      await resolve(app, quiet).expect(200);
    } finally {
      redis.disconnect();
    }
  });

  test('bad input: names, ids, keys and the number of keys', async () => {
    const pro = await member('pro');
    const app = harness.app();
    const post = (body: unknown) =>
      request(app)
        .post('/api/users/api-keys/')
        .set(bearer(pro.access))
        .send(body as object);
    await post({}).expect(400, { name: ['This field is required.'] });
    await post({ name: '   ' }).expect(400);
    await post({ name: 'x'.repeat(61) }).expect(400);
    await post({ name: 'tab\there' }).expect(400);
    await request(app).delete('/api/users/api-keys/not-a-uuid/').set(bearer(pro.access)).expect(400);
    await resolve(app, 'vtg_unknown').expect(401);
    await resolve(app, 'x'.repeat(5000)).expect(400);
    await request(app).post(API_KEY_RESOLVE_PATH).send({}).expect(400);

    for (let n = 0; n < API_KEYS_PER_MEMBER; n++) await post({ name: `k${n}` }).expect(201);
    await post({ name: 'one too many' }).expect(409, { detail: API_KEY_MESSAGES.tooMany });
  });
});

describe('the API document', () => {
  test('the API-key routes are its operations', () => {
    const app = harness.app();
    const keyRoutes = (routes: string[]) => routes.filter((route) => route.includes('/api/users/api-keys/'));
    expect(keyRoutes(undocumentedRoutes(app, API_OPERATIONS))).toEqual([]);
    const registered = registeredRoutes(app).map((route) => route.operation);
    expect(
      [apiKeyListOperation, apiKeyCreateOperation, apiKeyRevokeOperation].every((o) => registered.includes(o)),
    ).toBe(true);
  });

  test('each answer has a status the document declares and a body valid for it', async () => {
    const app = harness.app();
    const [pro, free] = [await member('pro'), await member('free')];
    const calls: [Operation, request.Test][] = [
      [apiKeyListOperation, request(app).get('/api/users/api-keys/').set(bearer(pro.access))],
      [apiKeyListOperation, request(app).get('/api/users/api-keys/')],
      [apiKeyListOperation, request(app).get('/api/users/api-keys/').set('Authorization', 'Bearer nope')],
      [apiKeyCreateOperation, request(app).post('/api/users/api-keys/').set(bearer(pro.access)).send({ name: 'ok' })],
      [apiKeyCreateOperation, request(app).post('/api/users/api-keys/').set(bearer(pro.access)).send({})],
      [apiKeyCreateOperation, request(app).post('/api/users/api-keys/').set(bearer(pro.access)).send({ name: 1 })],
      [apiKeyCreateOperation, request(app).post('/api/users/api-keys/').set(bearer(free.access)).send({ name: 'x' })],
      [
        apiKeyCreateOperation,
        request(app).post('/api/users/api-keys/').set(bearer(pro.access)).type('json').send('{"name":'),
      ],
      [apiKeyRevokeOperation, request(app).delete('/api/users/api-keys/nope/').set(bearer(pro.access))],
      [apiKeyRevokeOperation, request(app).delete(`/api/users/api-keys/${randomUUID()}/`).set(bearer(pro.access))],
      [apiKeyRevokeOperation, request(app).delete('/api/users/api-keys/%ff/').set(bearer(pro.access))],
    ];
    const problems: string[] = [];
    for (const [operation, call] of calls) {
      const response = await call;
      const problem = answerProblem(operation, response);
      if (problem) problems.push(`${operation.method} ${operation.path} → ${response.status}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
