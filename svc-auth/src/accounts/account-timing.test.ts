// Whether an email has an account must not show in how long the account calls take: password reset and login are
// timed for an existing account and for an unknown email, in pairs sent one after the other in a random order, with
// the production argon2 parameters; each call starts once the work earlier calls queued is done, so it is its own
// answer that is timed. The verdict is the median of the pairs' differences, which a few stalls of a busy machine
// do not move. Registration names a taken email in its answer (product rules §8), so its timing can only show that
// the answer comes after the same password work as a login, not by a cheaper path.
import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { PASSWORD_RESET_REQUESTED } from '@vantage/contracts/auth';
import { register, startHarness, STRONG_PASSWORD, uniqueEmail, type Harness } from '../testing/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ AUTH_ARGON2_LOW_COST_FOR_TESTS: '0', AUTH_RATE_LIMIT_SLOWDOWN_STEP_MS: '0' });
}, 120_000);
afterAll(() => harness.close());

jest.setTimeout(180_000);

const PAIRS = 24;

interface Timed {
  status: number;
  ms: number;
}

/** Milliseconds of each side's calls, and the median of their paired differences (existing − unknown). */
async function timePairs(
  existing: (pair: number) => Promise<Timed>,
  unknown: (pair: number) => Promise<Timed>,
): Promise<{ existing: number[]; unknown: number[]; medianDifference: number; median: number }> {
  const times = { existing: [] as number[], unknown: [] as number[] };
  const call = async (side: 'existing' | 'unknown', pair: number) => {
    await harness.context.background.settled();
    return (side === 'existing' ? existing : unknown)(pair);
  };
  // One pair first, untimed: the first call of each kind warms code paths and connections.
  await call('existing', -1);
  await call('unknown', -1);
  for (let pair = 0; pair < PAIRS; pair++) {
    const order = Math.random() < 0.5 ? (['existing', 'unknown'] as const) : (['unknown', 'existing'] as const);
    for (const side of order) times[side].push((await call(side, pair)).ms);
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length >> 1;
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  return {
    ...times,
    medianDifference: median(times.existing.map((ms, i) => ms - times.unknown[i])),
    median: median([...times.existing, ...times.unknown]),
  };
}

/** The same time: the median difference within 2 ms, or within a quarter of a call's median time. */
function expectSameTime(call: string, result: Awaited<ReturnType<typeof timePairs>>) {
  const tolerance = Math.max(2, result.median / 4);
  const figures = `${call}: median ${result.median.toFixed(1)} ms, existing − unknown ${result.medianDifference.toFixed(1)} ms`;
  expect([figures, Math.abs(result.medianDifference) <= tolerance]).toEqual([figures, true]);
}

async function timed(call: () => request.Test): Promise<Timed> {
  const started = performance.now();
  const response = await call();
  return { status: response.status, ms: performance.now() - started };
}

describe('account calls take the same time whether or not the email has an account', () => {
  test('password reset', async () => {
    const app = harness.app();
    // One at a time: 25 registrations at once met a 503 (backend unavailable) on a loaded machine, and what is
    // timed here is the password reset, not the registration.
    const accounts: Awaited<ReturnType<typeof register>>[] = [];
    for (let i = 0; i <= PAIRS; i += 1) accounts.push(await register(app));
    const reset = (email: string) => timed(() => request(app).post('/api/auth/password-reset/').send({ email }));
    const result = await timePairs(
      async (pair) => reset(accounts[pair + 1].email),
      async () => reset(uniqueEmail('nobody')),
    );
    expectSameTime('password reset', result);
    // The same answer on both sides, and the real account's email still goes out.
    const answer = await request(app).post('/api/auth/password-reset/').send({ email: accounts[1].email });
    expect(answer.body).toEqual({ detail: PASSWORD_RESET_REQUESTED });
  });

  test('login with a wrong password', async () => {
    const app = harness.app();
    const account = await register(app);
    const login = async (email: string) => {
      const answer = await timed(() =>
        request(app).post('/api/login/').send({ email, password: 'Wrong-Horse-Battery-8' }),
      );
      expect(answer.status).toBe(401);
      return answer;
    };
    expectSameTime(
      'login',
      await timePairs(
        () => login(account.email),
        () => login(uniqueEmail('nobody')),
      ),
    );
  });

  test('registration with a taken email answers after the same password work as a login', async () => {
    const app = harness.app();
    const taken = await register(app);
    expectSameTime(
      'registration of a taken email against a failed login',
      await timePairs(
        async () => {
          const answer = await timed(() =>
            request(app).post('/api/register/').send({ email: taken.email, password: STRONG_PASSWORD }),
          );
          expect(answer.status).toBe(400);
          return answer;
        },
        async () => {
          const answer = await timed(() =>
            request(app).post('/api/login/').send({ email: taken.email, password: 'Wrong-Horse-Battery-8' }),
          );
          expect(answer.status).toBe(401);
          return answer;
        },
      ),
    );
  });
});
