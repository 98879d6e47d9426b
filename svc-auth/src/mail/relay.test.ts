import { Writable } from 'node:stream';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import pino from 'pino';
import request from 'supertest';
import { PASSWORD_RESET_DONE } from '@vantage/contracts/auth';
import { freePort } from '@vantage/service-kit/testing/database';
import { authConfigSchema } from '../config';
import { schema } from '../db/schema';
import { register, startHarness, uniqueEmail, type Harness } from '../testing/harness';
import { startFakeSmtp, type FakeSmtp } from '../testing/smtp';
import { queueEmail } from './outbox';
import { MailRelay, retryDelaySeconds, type MailRelayOptions } from './relay';
import { OutboxRepository } from './repository';

let smtp: FakeSmtp;
let harness: Harness;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  harness = await startHarness({
    PUBLIC_URL: 'https://vantage.example',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Vantage <no-reply@vantage.example>',
  });
}, 60_000);
afterAll(async () => {
  await harness?.close();
  await smtp?.close();
});
afterEach(() => {
  smtp.refuse = false;
  smtp.delayMs = 0;
});

interface OutboxRow {
  id: string;
  sent_at: Date | null;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  db_now: Date;
}

async function rowsTo(to: string): Promise<OutboxRow[]> {
  const { rows } = await harness.context.database.pool.query(
    `select id, sent_at, attempts, next_attempt_at, last_error, now() as db_now from auth.outbox
      where "to" = $1 order by id`,
    [to],
  );
  return rows;
}

async function until<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A logger whose JSON lines land in `lines`. */
function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const relayWith = (overrides: Partial<MailRelayOptions> = {}) =>
  new MailRelay({
    outbox: new OutboxRepository(harness.context.database.db),
    smtpUrl: smtp.url,
    from: 'Vantage <no-reply@vantage.example>',
    logger: harness.context.logger,
    ...overrides,
  });

const queue = (to: string, subject = 'Hello', body = 'A plain text body.') =>
  queueEmail(harness.context.database.db, harness.context.logger, true, { to, subject, body });

describe('mail relay', () => {
  test('a password-reset request is delivered over SMTP at once, and its link works', async () => {
    const app = harness.app();
    const account = await register(app);
    await request(app).post('/api/auth/password-reset/').send({ email: account.email }).expect(200);

    // Only the nudge after the commit can deliver it: the harness does not start the relay's interval.
    const [mail] = await until(() => smtp.to(account.email).length > 0 && smtp.to(account.email));
    await harness.context.mailRelay!.drain();
    expect(smtp.to(account.email)).toHaveLength(1);
    expect(mail.rcptTo).toEqual([account.email]);
    expect(mail.mailFrom).toBe('no-reply@vantage.example');
    expect(mail.headers.from).toBe('Vantage <no-reply@vantage.example>');
    expect(mail.headers.to).toBe(account.email);
    expect(mail.headers.subject).toBe('Reset your Vantage password');
    expect(mail.headers['message-id']).toMatch(/^<outbox\.\d+\.\d+@vantage\.example>$/);
    expect(mail.headers['content-type']).toMatch(/^text\/plain/);
    const token = mail.text.match(/https:\/\/vantage\.example\/forgot-password#token=([A-Za-z0-9_-]+)/)![1];

    const [row] = await rowsTo(account.email);
    expect(row).toMatchObject({ attempts: 1, last_error: null });
    expect(row.sent_at).toBeInstanceOf(Date);

    await request(app)
      .post('/api/auth/password-reset/confirm/')
      .send({ token, password: 'A-Brand-New-Passphrase-4' })
      .expect(200, { detail: PASSWORD_RESET_DONE });
  });

  test('a refused send stays queued with its error and backoff, and goes out on a later run', async () => {
    const to = uniqueEmail('retry');
    const body = 'Secret link: https://vantage.example/forgot-password?token=do-not-log-me';
    const { logger, lines } = capturingLogger();
    const relay = relayWith({ logger });
    try {
      smtp.refuse = true;
      await queue(to, 'Retry me', body);
      expect(await relay.drain()).toEqual({ sent: 0, failed: 1 });

      const [failed] = await rowsTo(to);
      expect(failed.sent_at).toBeNull();
      expect(failed.attempts).toBe(1);
      expect(failed.last_error).toMatch(/451/);
      expect(failed.last_error).not.toContain(smtp.pass);
      const delaySeconds = (failed.next_attempt_at.getTime() - failed.db_now.getTime()) / 1000;
      expect(delaySeconds).toBeGreaterThan(retryDelaySeconds(1) - 5);
      expect(delaySeconds).toBeLessThanOrEqual(retryDelaySeconds(1));

      // Accepted again, but not due yet: the backoff holds.
      smtp.refuse = false;
      expect(await relay.drain()).toEqual({ sent: 0, failed: 0 });
      expect(smtp.to(to)).toHaveLength(0);

      // The backoff has passed.
      await harness.context.database.pool.query('update auth.outbox set next_attempt_at = now() where id = $1', [
        failed.id,
      ]);
      expect(await relay.drain()).toEqual({ sent: 1, failed: 0 });
      const [mail] = smtp.to(to);
      expect(mail.text).toBe(body);
      const [sent] = await rowsTo(to);
      expect(sent.attempts).toBe(2);
      expect(sent.sent_at).toBeInstanceOf(Date);
      expect(sent.last_error).toBeNull();

      const logged = lines.join('');
      expect(logged).toContain('will retry');
      expect(logged).not.toContain('do-not-log-me');
      expect(logged).not.toContain(smtp.pass);
    } finally {
      await relay.close();
    }
  });

  test('with the SMTP server down, the last attempt gives up and leaves the row with its error', async () => {
    const to = uniqueEmail('unreachable');
    const { logger, lines } = capturingLogger();
    const relay = relayWith({ logger, smtpUrl: `smtp://${smtp.user}:${smtp.pass}@127.0.0.1:${await freePort()}` });
    try {
      await queue(to);
      const [queued] = await rowsTo(to);
      await harness.context.database.pool.query('update auth.outbox set attempts = 7 where id = $1', [queued.id]);
      expect(await relay.drain()).toEqual({ sent: 0, failed: 1 });
      const [failed] = await rowsTo(to);
      expect(failed.attempts).toBe(8);
      expect(failed.sent_at).toBeNull();
      expect(failed.last_error).toMatch(/ECONNREFUSED/);
      expect(lines.join('')).toContain('giving up');

      // Even when due and deliverable, an email past its last attempt is not tried again.
      await harness.context.database.pool.query('update auth.outbox set next_attempt_at = now() where id = $1', [
        queued.id,
      ]);
      await harness.context.mailRelay!.drain();
      expect(smtp.to(to)).toHaveLength(0);
      expect((await rowsTo(to))[0].attempts).toBe(8);
    } finally {
      await relay.close();
    }
  });

  test('two relays draining at once deliver every email exactly once', async () => {
    const recipients = Array.from({ length: 12 }, () => uniqueEmail('concurrent'));
    for (const to of recipients) await queue(to);
    smtp.delayMs = 15;
    const [a, b] = [relayWith({ batchSize: 3 }), relayWith({ batchSize: 3 })];
    try {
      const results = await Promise.all([a.drain(), b.drain()]);
      expect(results[0].sent + results[1].sent).toBe(recipients.length);
      expect(results[0].failed + results[1].failed).toBe(0);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    for (const to of recipients) {
      expect(smtp.to(to)).toHaveLength(1);
      const [row] = await rowsTo(to);
      expect(row.attempts).toBe(1);
      expect(row.sent_at).toBeInstanceOf(Date);
    }
  });

  test('a relay that dies mid-send holds back only the email it was sending, for at most a minute', async () => {
    const recipients = Array.from({ length: 3 }, () => uniqueEmail('crash'));
    for (const to of recipients) await queue(to);
    smtp.delayMs = 500;
    const dying = relayWith();
    try {
      const run = dying.drain();
      // While its first send is under way, what it has claimed is what a crash now would leave behind.
      const held = await until(async () => {
        const { rows } = await harness.context.database.pool.query<OutboxRow>(
          `select next_attempt_at, now() as db_now from auth.outbox
            where "to" = any($1) and attempts > 0 and sent_at is null`,
          [recipients],
        );
        return rows.length > 0 && rows;
      });
      expect(held).toHaveLength(1);
      const leaseSeconds = (held[0].next_attempt_at.getTime() - held[0].db_now.getTime()) / 1000;
      expect(leaseSeconds).toBeLessThanOrEqual(60);
      await run;
    } finally {
      await dying.close();
    }
    for (const to of recipients) expect(smtp.to(to)).toHaveLength(1);
  });

  test('a database outage is logged and the run ends without throwing', async () => {
    const pool = new Pool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/none` });
    const { logger, lines } = capturingLogger();
    const relay = relayWith({ outbox: new OutboxRepository(drizzle(pool, { schema })), logger });
    try {
      await expect(relay.drain()).resolves.toEqual({ sent: 0, failed: 0 });
      expect(lines.join('')).toContain('mail relay could not read auth.outbox');
    } finally {
      await relay.close();
      await pool.end();
    }
  });

  test('backoff doubles from a minute and stops at an hour', () => {
    expect([1, 2, 3, 6, 7, 8].map(retryDelaySeconds)).toEqual([60, 120, 240, 1920, 3600, 3600]);
  });

  test('config: production refuses to start without SMTP_URL; only smtp:// and smtps:// are accepted', () => {
    const production = { NODE_ENV: 'production', JWT_PRIVATE_KEY_PEM: 'x', SUPPORT_EMAIL: 'help@vantage.example' };
    expect(() => authConfigSchema.parse(production)).toThrow(/SMTP_URL/);
    const smtpUrl = 'smtps://user:pass@mail.example:465';
    expect(authConfigSchema.parse({ ...production, SMTP_URL: smtpUrl })).toMatchObject({
      SMTP_URL: smtpUrl,
      MAIL_FROM: 'Vantage <no-reply@localhost>',
      MAIL_RELAY_INTERVAL_SECONDS: 15,
    });
    expect(() => authConfigSchema.parse({ ...production, SMTP_URL: 'https://mail.example' })).toThrow(/smtp/);
    expect(authConfigSchema.parse({ NODE_ENV: 'development' }).SMTP_URL).toBeUndefined();
  });
});
