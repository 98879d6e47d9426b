// Random bodies at every JSON endpoint: never a 500, and a refused request changes nothing.
import fc from 'fast-check';
import request from 'supertest';
import { SPORTS, sportLeague, userProfileSchema } from '@vantage/contracts/auth';
import { COVERED_TEAMS } from '@vantage/contracts/league-teams';
import { body, field, text } from '@vantage/service-kit/testing/arbitraries';
import { API_KEY_RESOLVE_PATH } from '@vantage/contracts/api-key-rules';
import { bearer, register, startHarness, tierAnswer, type Harness } from './testing/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 60_000);
afterAll(() => harness.close());

const email = field(
  fc.emailAddress(),
  fc.emailAddress().map((address) => ` ${address.toUpperCase()} `),
);
const password = field(fc.string({ minLength: 8, maxLength: 30 }));
const sports = field(fc.subarray([...SPORTS]), fc.array(fc.constantFrom(...SPORTS, 'Cricket')));
// Valid: real teams of each chosen league, by full name or nickname; else anything.
const teams = field(
  fc.subarray([...SPORTS]).chain((chosen) =>
    fc.record(
      Object.fromEntries(
        chosen.map((sport) => [
          sport,
          fc.subarray(
            COVERED_TEAMS[sportLeague(sport)].map((team) => team.name),
            { maxLength: 3 },
          ),
        ]),
      ),
    ),
  ),
  fc.dictionary(fc.constantFrom(...SPORTS), fc.uniqueArray(fc.stringMatching(/^[A-Z][a-z]{2,9}$/), { maxLength: 3 })),
  fc.dictionary(fc.constantFrom(...SPORTS, 'Curling', '__proto__'), fc.array(field(fc.string()), { maxLength: 4 })),
);

const count = async (table: string) =>
  (await harness.context.database.pool.query(`select count(*)::int as n from auth.${table}`)).rows[0].n as number;

const RUNS = 60;

/** Serialised here, since supertest only serialises objects and arrays itself. */
const postJson = (app: ReturnType<Harness['app']>, path: string, payload: unknown, access?: string) => {
  const call = request(app).post(path).set('Content-Type', 'application/json');
  return (access ? call.set(bearer(access)) : call).send(JSON.stringify(payload));
};

describe('random bodies', () => {
  test('register: 201 with a complete account, or a 4xx that stores nothing', async () => {
    const app = harness.app();
    await fc.assert(
      fc.asyncProperty(
        body({ email, password, favorite_sports: sports, favorite_teams: teams }, ['email', 'password']),
        async (payload) => {
          const users = await count('users');
          const response = await postJson(app, '/api/register/', payload);
          expect(response.status).toBeLessThan(500);
          if (response.status === 201) {
            userProfileSchema.parse(response.body.user);
            expect(await count('users')).toBe(users + 1);
          } else {
            expect(response.status).toBe(400);
            expect(await count('users')).toBe(users);
          }
        },
      ),
      { numRuns: RUNS },
    );
  }, 60_000);

  test('login, refresh, logout, reset, staff login: never a 500', async () => {
    const app = harness.app();
    const endpoints: Array<[string, fc.Arbitrary<unknown>]> = [
      ['/api/login/', body({ email, password })],
      ['/api/auth/staff-login/', body({ email, password, next: field(fc.webPath()) })],
      ['/api/token/refresh/', body({ refresh: field(fc.base64String()) })],
      ['/api/auth/logout/', body({ refresh: field(fc.base64String()) })],
      ['/api/auth/staff-logout/', body({ refresh: field(fc.base64String()) })],
      ['/api/auth/password-reset/', body({ email })],
      ['/api/auth/password-reset/confirm/', body({ token: field(fc.base64String()), password })],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), fc.gen(), async ([path, arbitrary], generate) => {
        const payload = generate(() => arbitrary);
        const response = await postJson(app, path, payload);
        expect({ path, payload, status: response.status < 500 }).toEqual({ path, payload, status: true });
      }),
      { numRuns: RUNS * 2 },
    );
    // Malformed JSON and other content types are client errors too.
    await request(app).post('/api/login/').set('Content-Type', 'application/json').send('{"email":').expect(400);
    await request(app).post('/api/login/').set('Content-Type', 'text/plain').send('email=x').expect(400);
  }, 60_000);

  test('profile: 200 and exactly what was answered is stored, or a 400 that changes nothing', async () => {
    const app = harness.app();
    const { access } = await register(app);
    const profileFields = {
      username: field(fc.stringMatching(/^[\w.@+-]{1,20}$/), fc.constant('')),
      first_name: field(fc.string()),
      last_name: field(fc.string()),
      phone_number: field(fc.stringMatching(/^\+?[0-9 ]{5,15}$/)),
      date_of_birth: field(
        fc
          .date({ min: new Date('1900-01-01'), max: new Date('2020-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
      ),
      bio: field(fc.string({ maxLength: 500 }), fc.string({ minLength: 490, maxLength: 510 })),
      favorite_sports: sports,
      favorite_teams: teams,
      email_notifications: field(fc.boolean()),
      push_notifications: field(fc.boolean()),
      dark_mode: field(fc.boolean()),
      email: email,
      profile_picture: text,
    };
    await fc.assert(
      fc.asyncProperty(body(profileFields), async (payload) => {
        const before = (await request(app).get('/api/users/profile/').set(bearer(access))).body;
        const response = await postJson(app, '/api/users/profile/', payload, access);
        const after = (await request(app).get('/api/users/profile/').set(bearer(access))).body;
        expect(response.status).toBeLessThan(500);
        if (response.status === 200) {
          expect(userProfileSchema.parse(after)).toEqual(response.body.user);
          expect(after.email).toBe(before.email);
        } else {
          expect(response.status).toBe(400);
          expect(after).toEqual(before);
        }
      }),
      { numRuns: RUNS * 2 },
    );
  }, 60_000);

  test('API keys, their check and the digest unsubscribe: a key is made only from a valid name, never a 500', async () => {
    harness.billing.answer = () => tierAnswer('pro');
    const app = harness.app();
    const { access } = await register(app);
    const keys = async () => (await request(app).get('/api/users/api-keys/').set(bearer(access))).body.keys.length;
    // The member's token says Pro; the other tests' members are Free again.
    harness.billing.answer = () => tierAnswer('free');
    await fc.assert(
      fc.asyncProperty(
        body({ name: field(fc.string({ maxLength: 80 }), fc.string({ minLength: 55, maxLength: 70 })) }),
        async (payload) => {
          const before = await keys();
          const response = await postJson(app, '/api/users/api-keys/', payload, access);
          expect(response.status).toBeLessThan(500);
          if (response.status === 201) {
            expect(await keys()).toBe(before + 1);
            await request(app).delete(`/api/users/api-keys/${response.body.id}/`).set(bearer(access)).expect(204);
          } else {
            expect([400, 403, 409]).toContain(response.status);
            expect(await keys()).toBe(before);
          }
        },
      ),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(
        body({ key: field(fc.string({ maxLength: 300 }), fc.constant('vtg_')) }),
        fc.string(),
        async (payload, token) => {
          const resolved = await postJson(app, API_KEY_RESOLVE_PATH, payload);
          expect([400, 401]).toContain(resolved.status);
          const unsubscribe = await request(app).post(`/api/users/unsubscribe/?token=${encodeURIComponent(token)}`);
          expect(unsubscribe.status).toBe(404);
        },
      ),
      { numRuns: RUNS },
    );
  }, 60_000);

  test('picture upload: random bytes are refused as a 400 and never stored', async () => {
    const app = harness.app();
    const { access } = await register(app);
    const magic = fc.constantFrom(
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
      Buffer.from('GIF89a'),
      Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'),
      Buffer.alloc(0),
    );
    await fc.assert(
      fc.asyncProperty(magic, fc.uint8Array({ maxLength: 2048 }), async (prefix, bytes) => {
        const response = await request(app)
          .post('/api/user/profile-picture/')
          .set(bearer(access))
          .attach('profile_picture', Buffer.concat([prefix, bytes]), { filename: 'x.png', contentType: 'image/png' });
        expect(response.status).toBe(400);
      }),
      { numRuns: RUNS },
    );
    expect(await harness.mediaFiles()).toEqual([]);
  }, 60_000);
});
