// No request body, however long or crafted, may hold svc-auth's event loop: every other request (the JWKS
// that every service's token checks depend on) waits behind it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { CONTACT_TOPICS, SPORTS } from '@vantage/contracts/auth';
import { field } from '@vantage/service-kit/testing/arbitraries';
import { register, startHarness, type Harness } from './testing/harness';

let harness: Harness;
let server: Server;
let base: string;
let access: string;

beforeAll(async () => {
  harness = await startHarness();
  const app = harness.app();
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ access } = await register(app));
}, 60_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await harness.close();
});

interface Timed {
  status: number;
  /** Wall time. */
  ms: number;
  /** CPU time this process (svc-auth runs in it) spent meanwhile. */
  cpuMs: number;
}

/**
 * The answer's status, wall time and CPU time, in ms. CPU time is the work the request cost: on a loaded
 * machine (load 20 on 2 cores was seen) wall time measures the machine, while a pattern that backtracks costs
 * seconds of CPU wherever it runs.
 */
async function timed(path: string, init: RequestInit = {}): Promise<Timed> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const response = await fetch(`${base}${path}`, init);
  await response.arrayBuffer();
  const used = process.cpuUsage(cpu);
  return { status: response.status, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

// Encoded before the clock starts: encoding a megabyte of astral characters is the client's work, not svc-auth's.
const postJson = (path: string, body: string, token?: string) =>
  timed(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: Buffer.from(body),
  });

// The body that froze svc-auth for ten seconds: the old pattern backtracked quadratically on the dots.
const DOTS_EMAIL = `a@${'.'.repeat(102_000)}@`;

/**
 * Up to three tries of `attempt` while `share` (its cost over its limit: 1 is the limit) reaches 1, the
 * cheapest answered: a garbage collection or a busy machine costs a request now and then, while work that
 * grows with the input is costly on every try (and is not tried again past 20 times the limit).
 */
async function cheapestOf<T>(share: (result: T) => number, attempt: () => Promise<T>): Promise<T> {
  let best = await attempt();
  for (let tries = 1; tries < 3 && share(best) >= 1 && share(best) < 20; tries += 1) {
    const again = await attempt();
    if (share(again) < share(best)) best = again;
  }
  return best;
}

test.each(['/api/login/', '/api/register/', '/api/auth/password-reset/', '/api/users/contact/'])(
  'a 100 KB email is refused with under 50 ms of work at %s, and the JWKS answers meanwhile as fast as alone',
  async (path) => {
    const body = JSON.stringify({ email: DOTS_EMAIL, password: 'x', topic: 'other', message: 'a'.repeat(20) });
    expect(body.length).toBeGreaterThan(100_000);
    await postJson(path, body); // warm-up: the first request of a route loads code
    const alone = Math.min((await timed('/api/auth/jwks.json')).ms, (await timed('/api/auth/jwks.json')).ms);
    // 50 ms on a quiet machine; on a loaded one, three times what it takes with nothing else to answer.
    const jwksLimit = Math.max(50, 3 * alone);
    const { attack, jwks } = await cheapestOf(
      ({ attack, jwks }) => Math.max(attack.cpuMs / 50, jwks.ms / jwksLimit),
      async () => {
        const [attack, jwks] = await Promise.all([
          postJson(path, body),
          new Promise((resolve) => setTimeout(resolve, 5)).then(() => timed('/api/auth/jwks.json')),
        ]);
        return { attack, jwks };
      },
    );
    expect(attack.status).toBe(400);
    expect(attack.cpuMs).toBeLessThan(50);
    expect(jwks.status).toBe(200);
    expect(jwks.ms).toBeLessThan(jwksLimit);
  },
  30_000,
);

/** Long runs of what patterns trip on (dots, at signs, spaces, control and astral characters), with ends. */
const hostile = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.constantFrom('.', '@', 'a', 'a.', '@.', ' ', '\u0000', '\n', 'é', '😀', '\ud800', '+', '-', '0', '/', '\\'),
    fc.integer({ min: 1, max: 40_000 }),
    fc.string({ maxLength: 6 }),
  )
  .map(([head, unit, count, tail]) => head + unit.repeat(count) + tail);

const long = field(
  hostile,
  fc.emailAddress().map((address) => `${address}${'.'.repeat(5000)}`),
);

const ENDPOINTS: Array<[string, fc.Arbitrary<Record<string, unknown>>, boolean]> = [
  ['/api/register/', fc.record({ email: long, password: long, favorite_teams: fc.constant({ MLB: ['x'] }) }), false],
  ['/api/login/', fc.record({ email: long, password: long }), false],
  ['/api/auth/staff-login/', fc.record({ email: long, password: long, next: long }), false],
  ['/api/token/refresh/', fc.record({ refresh: long }), false],
  ['/api/auth/logout/', fc.record({ refresh: long }), false],
  ['/api/auth/staff-logout/', fc.record({ refresh: long }), false],
  ['/api/auth/password-reset/', fc.record({ email: long }), false],
  ['/api/auth/password-reset/confirm/', fc.record({ token: long, password: long }), false],
  [
    '/api/users/contact/',
    fc.record({ email: long, name: long, topic: field(fc.constantFrom(...CONTACT_TOPICS)), message: long }),
    false,
  ],
  [
    '/api/users/profile/',
    fc.record(
      {
        username: long,
        first_name: long,
        last_name: long,
        phone_number: long,
        date_of_birth: long,
        bio: long,
        favorite_teams: fc.dictionary(fc.constantFrom(...SPORTS), fc.array(long, { maxLength: 2 })),
      },
      { requiredKeys: [] },
    ),
    true,
  ],
];

test('long and hostile strings at every auth endpoint: each answered with under 100 ms of work, never a 500', async () => {
  const slow: Array<{ path: string } & Timed> = [];
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...ENDPOINTS), fc.gen(), async ([path, arbitrary, signedIn], generate) => {
      const payload = generate(() => arbitrary);
      const answer = await cheapestOf(
        (result) => result.cpuMs / 100,
        () => postJson(path, JSON.stringify(payload), signedIn ? access : undefined),
      );
      expect(answer.status).toBeLessThan(500);
      if (answer.cpuMs >= 100) slow.push({ path, ...answer });
    }),
    { numRuns: 300 },
  );
  expect(slow).toEqual([]);
}, 120_000);
