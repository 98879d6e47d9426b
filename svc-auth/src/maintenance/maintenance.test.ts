import request from 'supertest';
import { hashToken } from '../sessions/opaque-token';
import { register, startHarness, type Harness } from '../testing/harness';
import { MaintenanceRepository } from './repository';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 60_000);
afterAll(() => harness.close());

const GRACE = 60;

describe('purging expired credentials', () => {
  test('dead sessions and reset tokens are deleted after the grace period; live sessions keep working', async () => {
    const app = harness.app();
    const pool = harness.context.database.pool;
    const familyOf = async (refresh: string) =>
      (await pool.query('select family_id from auth.refresh_tokens where token_hash = $1', [hashToken(refresh)]))
        .rows[0]?.family_id as string | undefined;
    const live = await register(app);
    const [absolute, idle, revoked, recentlyDead] = await Promise.all([
      register(app),
      register(app),
      register(app),
      register(app),
    ]);
    await pool.query(
      `update auth.refresh_families set absolute_expires_at = now() - interval '2 minutes' where id = $1`,
      [await familyOf(absolute.refresh)],
    );
    await pool.query(
      `update auth.refresh_tokens set idle_expires_at = now() - interval '2 minutes' where token_hash = $1`,
      [hashToken(idle.refresh)],
    );
    await pool.query(`update auth.refresh_families set revoked_at = now() - interval '2 minutes' where id = $1`, [
      await familyOf(revoked.refresh),
    ]);
    // Dead for less than the grace period: kept for now.
    await pool.query(
      `update auth.refresh_families set absolute_expires_at = now() - interval '10 seconds' where id = $1`,
      [await familyOf(recentlyDead.refresh)],
    );
    await request(app).post('/api/auth/password-reset/').send({ email: live.email }).expect(200);
    await request(app).post('/api/auth/password-reset/').send({ email: absolute.email }).expect(200);
    await harness.context.background.settled(); // the tokens and emails are written after the answers
    await pool.query(
      `update auth.password_reset_tokens set expires_at = now() - interval '2 minutes'
        where user_id = (select id from auth.users where email = $1)`,
      [absolute.email],
    );

    // Both reset emails were queued; one was delivered long ago, one just now, and none are sent otherwise.
    const emailTo = async (email: string) =>
      (await pool.query('select id from auth.outbox where "to" = $1', [email])).rows[0]?.id as string | undefined;
    const [deliveredLongAgo, deliveredJustNow] = [await emailTo(absolute.email), await emailTo(live.email)];
    await pool.query(`update auth.outbox set sent_at = now() - interval '2 minutes' where id = $1`, [deliveredLongAgo]);
    await pool.query(`update auth.outbox set sent_at = now() where id = $1`, [deliveredJustNow]);

    // Rights stamps: one older than any token issued before it, one a live token may still predate.
    await pool.query(
      `insert into auth.rights_changes (user_id, changed_at) values ($1, now() - interval '16 minutes'), ($2, now() - interval '14 minutes')`,
      [absolute.user.id, live.user.id],
    );

    const counts = await new MaintenanceRepository(harness.context.database.db).purgeExpired(GRACE);

    expect(counts).toEqual({
      refreshFamilies: 3,
      passwordResetTokens: 1,
      sentEmails: 1,
      rightsStamps: 1,
      pushAlerts: 0,
    });
    expect((await pool.query('select user_id from auth.rights_changes')).rows).toEqual([{ user_id: live.user.id }]);
    expect(await emailTo(absolute.email)).toBeUndefined();
    expect(await emailTo(live.email)).toBe(deliveredJustNow);
    expect(await familyOf(absolute.refresh)).toBeUndefined();
    expect(await familyOf(idle.refresh)).toBeUndefined();
    expect(await familyOf(revoked.refresh)).toBeUndefined();
    expect(await familyOf(recentlyDead.refresh)).toBeDefined();
    const { rows } = await pool.query(
      `select count(*)::int as n from auth.password_reset_tokens
        where user_id = (select id from auth.users where email = $1)`,
      [live.email],
    );
    expect(rows[0].n).toBe(1);
    await request(app).post('/api/token/refresh/').send({ refresh: live.refresh }).expect(200);
    await request(app).post('/api/token/refresh/').send({ refresh: absolute.refresh }).expect(401);
  });
});
