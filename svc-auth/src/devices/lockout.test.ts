// Guessing a member's password from many addresses stops the guessing, not the member.
import type { Express } from 'express';
import request from 'supertest';
import { DEVICE_COOKIE } from './device-proof';
import { STRONG_PASSWORD, startHarness, uniqueEmail, type Harness } from '../testing/harness';

const WINDOW_SECONDS = 10;

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({
    AUTH_RATE_LIMIT_PER_IP: '100',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '10',
    AUTH_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
    // The slow-down's waits (up to 2 s per attempt) would only make this test long.
    AUTH_RATE_LIMIT_SLOWDOWN_STEP_MS: '1',
  });
}, 60_000);
afterAll(() => harness.close());

/** The device cookie a response set, as a Cookie header value. */
const deviceCookie = (response: request.Response): string => {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((value) => value.startsWith(`${DEVICE_COOKIE}=`));
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Strict/);
  return cookie!.split(';')[0];
};

const login = (app: Express, address: string, email: string, password: string, cookie?: string) => {
  const call = request(app).post('/api/login/').set('X-Forwarded-For', address);
  return (cookie ? call.set('Cookie', cookie) : call).send({ email, password });
};

async function resetLinkToken(email: string): Promise<string> {
  const { rows } = await harness.context.database.pool.query(
    'select body from auth.outbox where "to" = $1 order by created_at desc, id desc limit 1',
    [email],
  );
  return (rows[0].body as string).match(/\/forgot-password#token=([A-Za-z0-9_-]+)/)![1];
}

test('after twelve wrong passwords from each of ten addresses the owner still signs in', async () => {
  const app = harness.app();
  const email = uniqueEmail('owner');
  const registered = await request(app).post('/api/register/').set('X-Forwarded-For', '10.1.0.1').send({
    email,
    password: STRONG_PASSWORD,
  });
  expect(registered.status).toBe(201);
  const laptop = deviceCookie(registered);

  // The attack: ten addresses, twelve guesses each, all at once.
  const attackers = Array.from({ length: 10 }, (_, i) => `10.9.0.${i + 1}`);
  const statuses = (
    await Promise.all(
      attackers.map(async (address) => {
        const seen: number[] = [];
        for (let i = 0; i < 12; i += 1) seen.push((await login(app, address, email, `guess-${i}`)).status);
        return seen;
      }),
    )
  ).flat();
  // Guessing stops: each address after its 10th failure, and all together at the account's ceiling (100).
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(100);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
  await login(app, '10.9.0.99', email, 'guess-from-an-eleventh-address').expect(429);

  // A new device (no proof, or a forged one) shares the account's ceiling with the guessers: refused for now.
  const newDevice = await login(app, '10.1.0.2', email, STRONG_PASSWORD).expect(429);
  const retryAfter = Number(newDevice.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  const forged = `${DEVICE_COOKIE}=${'A'.repeat(22)}.${'B'.repeat(22)}`;
  await login(app, '10.1.0.2', email, STRONG_PASSWORD, forged).expect(429);

  // The laptop signed in before: it signs in at once, from its own address or any other, even an attacker's.
  const fromLaptop = await login(app, '10.1.0.1', email, STRONG_PASSWORD, laptop).expect(200);
  expect(fromLaptop.body.access).toEqual(expect.any(String));
  await login(app, '10.9.0.3', email, STRONG_PASSWORD, laptop).expect(200);

  // A stolen laptop cookie buys a guesser only the laptop's own allowance of ten failures.
  for (let i = 0; i < 10; i += 1) await login(app, '10.9.0.5', email, `stolen-${i}`, laptop).expect(401);
  await login(app, '10.9.0.5', email, 'stolen-again', laptop).expect(429);

  // A new phone proves the account is its owner's through the emailed reset link, and is known from then on.
  await request(app).post('/api/auth/password-reset/').set('X-Forwarded-For', '10.1.0.3').send({ email }).expect(200);
  await harness.context.background.settled(); // the email is queued after the answer
  const newPassword = 'Another-Correct-Horse-8';
  const reset = await request(app)
    .post('/api/auth/password-reset/confirm/')
    .set('X-Forwarded-For', '10.1.0.3')
    .send({ token: await resetLinkToken(email), password: newPassword })
    .expect(200);
  await login(app, '10.1.0.3', email, newPassword, deviceCookie(reset)).expect(200);

  // Any other new device signs in once the guessers' failures have left the window.
  await login(app, '10.1.0.4', email, newPassword).expect(429);
  await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 200));
  const later = await login(app, '10.1.0.4', email, newPassword).expect(200);
  deviceCookie(later);
}, 60_000);
