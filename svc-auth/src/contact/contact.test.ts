import request from 'supertest';
import { CONTACT_SENT, MESSAGES } from '@vantage/contracts/auth';
import { authConfigSchema, DEV_SUPPORT_EMAIL } from '../config';
import { queueEmail, type Mailer } from '../mail/outbox';
import { bearer, register, startHarness, uniqueEmail, type Harness } from '../testing/harness';
import { ContactService } from './service';

const SUPPORT = 'help@vantage.test';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ SUPPORT_EMAIL: SUPPORT });
}, 60_000);
afterAll(() => harness.close());

interface Stored {
  to: string;
  subject: string;
  body: string;
}

/** Emails to `to` (oldest first), and for the support address only those mentioning `mentioning`. */
async function emailsTo(to: string, mentioning = ''): Promise<Stored[]> {
  const { rows } = await harness.context.database.pool.query<Stored>(
    'select "to", subject, body from auth.outbox where "to" = $1 and strpos(body, $2) > 0 order by id',
    [to, mentioning],
  );
  return rows;
}

const MESSAGE = 'My Pro plan shows as Free since this morning.\nCan you check my invoice from March, please?';

describe('POST /api/users/contact/', () => {
  test('a guest’s message is queued for support with the reply address, and the sender gets a confirmation', async () => {
    const sender = uniqueEmail('guest');
    await request(harness.app())
      .post('/api/users/contact/')
      .send({ email: ` ${sender.toUpperCase()} `, name: 'Ada Fan', topic: 'billing', message: MESSAGE })
      .expect(201, { detail: CONTACT_SENT });

    const [toSupport, ...more] = await emailsTo(SUPPORT, sender);
    expect(more).toHaveLength(0);
    expect(toSupport.subject).toBe(
      '[Vantage contact] billing: My Pro plan shows as Free since this morning. Can you check…',
    );
    expect(toSupport.body).toContain(`From: Ada Fan <${sender}>`);
    expect(toSupport.body).toContain(`Reply to: ${sender}`);
    expect(toSupport.body).toContain('Topic: billing');
    expect(toSupport.body).toContain(MESSAGE);

    const [confirmation, ...others] = await emailsTo(sender);
    expect(others).toHaveLength(0);
    expect(confirmation.subject).toBe('We received your message');
    expect(confirmation.body).toContain('within two working days');
    // The sender's text is not mailed back: an unowned address cannot be made to receive it.
    expect(confirmation.body).not.toContain('invoice');
  });

  test('a short message makes a subject without an ellipsis; the name is optional', async () => {
    const sender = uniqueEmail('short');
    await request(harness.app())
      .post('/api/users/contact/')
      .send({ email: sender, topic: 'other', message: 'Hello there, team!' })
      .expect(201);
    const [toSupport] = await emailsTo(SUPPORT, sender);
    expect(toSupport.subject).toBe('[Vantage contact] other: Hello there, team!');
    expect(toSupport.body).toContain(`From: ${sender}\n`);
  });

  test('field errors in the kit’s shape, and nothing is stored for a refused message', async () => {
    const sender = uniqueEmail('invalid');
    const app = harness.app();
    await request(app)
      .post('/api/users/contact/')
      .send({})
      .expect(400, {
        email: [MESSAGES.required],
        topic: [MESSAGES.required],
        message: [MESSAGES.required],
      });
    await request(app)
      .post('/api/users/contact/')
      .send({ email: 'not-an-email', topic: 'refunds', message: '  too short  ', name: 'Line\nbreak' })
      .expect(400, {
        email: [MESSAGES.invalidEmail],
        name: [MESSAGES.controlCharacters],
        topic: ['"refunds" is not a valid choice.'],
        message: ['Ensure this field has at least 10 characters.'],
      });
    await request(app)
      .post('/api/users/contact/')
      .send({ email: sender, topic: 'predictions', message: 'x'.repeat(5001) })
      .expect(400, { message: ['Ensure this field has no more than 5000 characters.'] });
    await request(app)
      .post('/api/users/contact/')
      .send({ email: sender, topic: 'predictions', message: 'A bell \u0007 in the middle' })
      .expect(400, { message: [MESSAGES.controlCharacters] });
    expect(await emailsTo(sender)).toHaveLength(0);
    expect(await emailsTo(SUPPORT, sender)).toHaveLength(0);
  });

  test('a signed-in sender is answered at the account’s address, whatever the body says', async () => {
    const app = harness.app();
    const account = await register(app);
    const other = uniqueEmail('someone-else');
    await request(app)
      .post('/api/users/contact/')
      .set(bearer(account.access))
      .send({ email: other, topic: 'account', message: 'Please delete my account and its data.' })
      .expect(201, { detail: CONTACT_SENT });
    // Signed in, the body needs no email at all.
    await request(app)
      .post('/api/users/contact/')
      .set(bearer(account.access))
      .send({ topic: 'predictions', message: 'Why did the Mets score drop?' })
      .expect(201);

    const toSupport = await emailsTo(SUPPORT, account.email);
    expect(toSupport.map((email) => email.subject)).toEqual([
      '[Vantage contact] account: Please delete my account and its data.',
      '[Vantage contact] predictions: Why did the Mets score drop?',
    ]);
    expect(toSupport[0].body).toContain(`Reply to: ${account.email}`);
    expect(await emailsTo(account.email)).toHaveLength(2);
    expect(await emailsTo(other)).toHaveLength(0);
    expect(await emailsTo(SUPPORT, other)).toHaveLength(0);
  });

  test('an invalid token is refused rather than treated as a guest', async () => {
    const sender = uniqueEmail('forged');
    await request(harness.app())
      .post('/api/users/contact/')
      .set(bearer('not.a.token'))
      .send({ email: sender, topic: 'other', message: 'Hello from a stale tab.' })
      .expect(401);
    expect(await emailsTo(sender)).toHaveLength(0);
  });

  test('rate-limited per email (signed in: per account) and per IP, with Retry-After', async () => {
    const app = harness.app({ config: { AUTH_RATE_LIMIT_PER_ACCOUNT: 2, AUTH_RATE_LIMIT_PER_IP: 6 } });
    const sender = uniqueEmail('chatty');
    const send = (email: string, headers: Record<string, string> = {}) =>
      request(app)
        .post('/api/users/contact/')
        .set(headers)
        .send({ email, topic: 'other', message: 'One more question, sorry!' });
    await send(sender).expect(201);
    await send(` ${sender.toUpperCase()}`).expect(201);
    const limited = await send(sender).expect(429);
    expect(limited.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await emailsTo(sender)).toHaveLength(2);

    const account = await register(harness.app());
    await send(uniqueEmail('a'), bearer(account.access)).expect(201);
    await send(uniqueEmail('b'), bearer(account.access)).expect(201);
    // A new body email does not reset a signed-in sender's count.
    await send(uniqueEmail('c'), bearer(account.access)).expect(429);

    // 6 attempts from this IP so far: the next one is over the per-IP limit whoever sends it.
    await send(uniqueEmail('fresh')).expect(429);
    expect(await emailsTo(account.email)).toHaveLength(2);
  });

  test('both emails or neither: a failed second write leaves no message for support', async () => {
    const sender = uniqueEmail('atomic');
    const { context } = harness;
    let writes = 0;
    const mail = Object.create(context.mail) as Mailer;
    mail.queue = async (tx, email) => {
      writes += 1;
      if (writes === 2) throw new Error('mail queue full');
      await queueEmail(tx, context.logger, false, email);
    };
    const contact = new ContactService({ db: context.database.db, supportEmail: SUPPORT, mail });
    await expect(contact.send({ email: sender, topic: 'other', message: 'Will this get through?' })).rejects.toThrow(
      'mail queue full',
    );
    expect(await emailsTo(SUPPORT, sender)).toHaveLength(0);
  });

  test('production needs SUPPORT_EMAIL; elsewhere a local mailbox is the default', () => {
    const production = { NODE_ENV: 'production', JWT_PRIVATE_KEY_PEM: 'x', SMTP_URL: 'smtp://mail.example:587' };
    expect(() => authConfigSchema.parse(production)).toThrow(/SUPPORT_EMAIL/);
    expect(authConfigSchema.parse({ ...production, SUPPORT_EMAIL: ' Help@Vantage.example ' }).SUPPORT_EMAIL).toBe(
      'help@vantage.example',
    );
    expect(authConfigSchema.parse({ NODE_ENV: 'development' }).SUPPORT_EMAIL).toBe(DEV_SUPPORT_EMAIL);
  });
});
