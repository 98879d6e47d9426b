import request from 'supertest';
import {
  devOutboxResponseSchema,
  MESSAGES,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_REQUESTED,
} from '@vantage/contracts/auth';
import { authConfigSchema } from '../config';
import { register, startHarness, uniqueEmail, type Harness } from '../testing/harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ PUBLIC_URL: 'https://vantage.example' });
}, 60_000);
afterAll(() => harness.close());

/** What e2e tests do too: read the newest email to an address from auth.outbox. */
async function latestEmail(to: string): Promise<{ subject: string; body: string } | undefined> {
  const { rows } = await harness.context.database.pool.query(
    'select subject, body from auth.outbox where "to" = $1 order by created_at desc, id desc limit 1',
    [to],
  );
  return rows[0];
}

const tokenFrom = (body: string) => body.match(/\/forgot-password#token=([A-Za-z0-9_-]+)/)![1];

async function requestReset(email: string): Promise<string> {
  await request(harness.app())
    .post('/api/auth/password-reset/')
    .send({ email })
    .expect(200, { detail: PASSWORD_RESET_REQUESTED });
  // The look-up and the email happen after the answer.
  await harness.context.background.settled();
  const email_ = await latestEmail(email.trim().toLowerCase());
  expect(email_).toBeDefined();
  return tokenFrom(email_!.body);
}

describe('password reset', () => {
  test('same answer for unknown emails, and no email is written for them', async () => {
    const nobody = uniqueEmail('nobody');
    await request(harness.app())
      .post('/api/auth/password-reset/')
      .send({ email: nobody })
      .expect(200, { detail: PASSWORD_RESET_REQUESTED });
    await harness.context.background.settled();
    expect(await latestEmail(nobody)).toBeUndefined();
    await request(harness.app())
      .post('/api/auth/password-reset/')
      .send({ email: 'nope' })
      .expect(400, { email: [MESSAGES.invalidEmail] });
  });

  test('the emailed link resets the password once and signs out every session', async () => {
    const app = harness.app();
    const account = await register(app);
    const token = await requestReset(` ${account.email.toUpperCase()} `);
    const email = await latestEmail(account.email);
    expect(email!.subject).toBe('Reset your Vantage password');
    // In the fragment: browsers never send it, so it reaches no access log and no Referer.
    expect(email!.body).toContain(`https://vantage.example/forgot-password#token=${token}`);
    expect(email!.body).not.toContain('?token=');

    const stored = await harness.context.database.pool.query('select token_hash from auth.password_reset_tokens');
    expect(stored.rows.map((row: { token_hash: string }) => row.token_hash)).not.toContain(token);

    const newPassword = 'Another-Long-Passphrase-9';
    await request(app)
      .post('/api/auth/password-reset/confirm/')
      .send({ token, password: newPassword })
      .expect(200, { detail: PASSWORD_RESET_DONE });
    await request(app).post('/api/token/refresh/').send({ refresh: account.refresh }).expect(401);
    await request(app).post('/api/login/').send({ email: account.email, password: account.password }).expect(401);
    await request(app).post('/api/login/').send({ email: account.email, password: newPassword }).expect(200);
    await request(app)
      .post('/api/auth/password-reset/confirm/')
      .send({ token, password: 'Yet-Another-Passphrase-1' })
      .expect(400, { detail: MESSAGES.invalidResetToken });
  });

  test('a weak password does not spend the token; an expired or unknown token is refused', async () => {
    const app = harness.app();
    const account = await register(app);
    const token = await requestReset(account.email);
    await request(app)
      .post('/api/auth/password-reset/confirm/')
      .send({ token, password: 'short' })
      .expect(400, { password: [MESSAGES.passwordTooShort] });
    await request(app)
      .post('/api/auth/password-reset/confirm/')
      .send({ token, password: 'qwertyuiop' })
      .expect(400, { password: [MESSAGES.passwordTooCommon] });

    await harness.context.database.pool.query(
      `update auth.password_reset_tokens set expires_at = now() - interval '1 second'`,
    );
    await request(app)
      .post('/api/auth/password-reset/confirm/')
      .send({ token, password: 'Fine-Long-Passphrase-2' })
      .expect(400, { detail: MESSAGES.invalidResetToken });
    await request(app)
      .post('/api/auth/password-reset/confirm/')
      .send({ token: 'guessed', password: 'Fine-Long-Passphrase-2' })
      .expect(400, { detail: MESSAGES.invalidResetToken });
    await request(app)
      .post('/api/auth/password-reset/confirm/')
      .send({})
      .expect(400, { token: [MESSAGES.required], password: [MESSAGES.required] });
  });

  test('with AUTH_DEV_OUTBOX=1 (development, e2e) the outbox is readable over HTTP; otherwise it does not exist', async () => {
    const account = await register(harness.app());
    await requestReset(account.email);
    const devApp = harness.app({ config: { AUTH_DEV_OUTBOX: '1' } });
    const listed = await request(devApp)
      .get('/api/auth/dev/outbox/')
      .query({ to: account.email.toUpperCase() })
      .expect(200);
    const { emails } = devOutboxResponseSchema.parse(listed.body);
    expect(emails[0]).toMatchObject({ to: account.email, subject: 'Reset your Vantage password' });
    expect(emails[0].body).toBe((await latestEmail(account.email))!.body);
    await request(devApp).get('/api/auth/dev/outbox/').expect(400);
    await request(harness.app()).get('/api/auth/dev/outbox/').query({ to: account.email }).expect(404);
    expect(() =>
      authConfigSchema.parse({ NODE_ENV: 'production', AUTH_DEV_OUTBOX: '1', JWT_PRIVATE_KEY_PEM: 'x' }),
    ).toThrow(/AUTH_DEV_OUTBOX/);
  });

  test('a newer reset spends the older link too once used', async () => {
    const app = harness.app();
    const account = await register(app);
    const older = await requestReset(account.email);
    const newer = await requestReset(account.email);
    await request(app)
      .post('/api/auth/password-reset/confirm/')
      .send({ token: newer, password: 'Fine-Long-Passphrase-3' })
      .expect(200);
    await request(app)
      .post('/api/auth/password-reset/confirm/')
      .send({ token: older, password: 'Fine-Long-Passphrase-4' })
      .expect(400);
  });
});
