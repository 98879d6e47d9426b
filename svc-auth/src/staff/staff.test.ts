import request from 'supertest';
import { MESSAGES, staffLoginResponseSchema } from '@vantage/contracts/auth';
import { createServiceApp } from '@vantage/service-kit/app';
import { STAFF_COOKIE } from '@vantage/service-kit/auth';
import { createLogger } from '@vantage/service-kit/logger';
import { createLocalAuthenticator } from '../access/authenticator';
import { UserRepository } from '../users/repository';
import { register, startHarness, uniqueEmail, type Harness } from '../testing/harness';
import { provisionStaff, ProvisioningError } from './provisioning';
import { STAFF_HOME } from './routes';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 60_000);
afterAll(() => harness.close());

const provisioning = () => ({
  users: new UserRepository(harness.context.database.db),
  passwords: harness.context.passwords,
  isCommonPassword: harness.context.isCommonPassword,
});

/** A staff-only route as svc-sports mounts it (bearer or staff cookie), verified as every service does. */
/** The staff cookie among the answer's cookies (a sign-in also sets the device cookie). */
const staffCookieOf = (response: request.Response) =>
  ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${STAFF_COOKIE}=`));

function staffOnlyApp() {
  const auth = createLocalAuthenticator(harness.context.keys, harness.context.rights, { allowCookie: true });
  return createServiceApp({
    name: 'staff-probe',
    logger: createLogger('staff-probe', 'silent'),
    ready: async () => true,
    routes(app) {
      app.get('/api/user-info/', auth.staff, (req, res) => {
        res.json({ username: req.auth!.username, is_staff: req.auth!.is_staff });
      });
    },
  });
}

describe('staff accounts', () => {
  test('provisioning creates a staff account, or promotes one; no password, no new account', async () => {
    const email = uniqueEmail('admin');
    await expect(provisionStaff(provisioning(), { email })).rejects.toThrow(ProvisioningError);
    await expect(provisionStaff(provisioning(), { email, password: 'password1' })).rejects.toThrow(
      MESSAGES.passwordTooCommon,
    );
    await expect(provisionStaff(provisioning(), { email, password: 'Staff-Only-Passphrase-1' })).resolves.toBe(
      'created',
    );

    const member = await register(harness.app());
    await expect(provisionStaff(provisioning(), { email: member.email.toUpperCase() })).resolves.toBe('promoted');
    await request(harness.app())
      .post('/api/login/')
      .send({ email: member.email, password: member.password })
      .expect(200);
  });

  test('staff login sets the HttpOnly SameSite=Strict cookie that staff routes accept', async () => {
    const email = uniqueEmail('admin');
    await provisionStaff(provisioning(), { email, password: 'Staff-Only-Passphrase-2' });
    const app = harness.app();
    const response = await request(app)
      .post('/api/auth/staff-login/')
      .send({ email, password: 'Staff-Only-Passphrase-2', next: '/yoko/trends?tab=teams' })
      .expect(200);
    const body = staffLoginResponseSchema.parse(response.body);
    expect(body.next).toBe('/yoko/trends?tab=teams');
    const cookie = staffCookieOf(response) ?? '';
    expect(cookie).toMatch(
      new RegExp(`^${STAFF_COOKIE}=[^;]+; Max-Age=900; Path=/; Expires=[^;]+; HttpOnly; SameSite=Strict$`),
    );

    const cookiePair = cookie.split(';')[0];
    await request(staffOnlyApp())
      .get('/api/user-info/')
      .set('Cookie', cookiePair)
      .expect(200, { username: null, is_staff: true });

    const secure = await request(app)
      .post('/api/auth/staff-login/')
      .set('X-Forwarded-Proto', 'https')
      .send({ email, password: 'Staff-Only-Passphrase-2' })
      .expect(200);
    expect(staffCookieOf(secure)).toContain('; Secure');
    expect(secure.body.next).toBe(STAFF_HOME);

    const renewed = await request(app)
      .post('/api/token/refresh/')
      .set('Cookie', cookiePair)
      .send({ refresh: body.refresh })
      .expect(200);
    expect(String(renewed.headers['set-cookie'])).toMatch(new RegExp(`^${STAFF_COOKIE}=`));

    const logout = await request(app)
      .post('/api/auth/staff-logout/')
      .send({ refresh: renewed.body.refresh })
      .expect(200);
    expect(String(logout.headers['set-cookie'])).toMatch(
      new RegExp(`^${STAFF_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970`),
    );
    await request(app).post('/api/token/refresh/').send({ refresh: renewed.body.refresh }).expect(401);
    await request(app).post('/api/auth/staff-logout/').expect(200);
  });

  test("a member's right password and a wrong one get the same 401 at the staff login; the staff API says 403", async () => {
    const member = await register(harness.app());
    const right = await request(harness.app())
      .post('/api/auth/staff-login/')
      .send({ email: member.email, password: member.password });
    const wrong = await request(harness.app())
      .post('/api/auth/staff-login/')
      .send({ email: member.email, password: 'wrong password' });
    for (const answer of [right, wrong]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ detail: MESSAGES.loginFailed });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    const response = await request(harness.app())
      .post('/api/login/')
      .send({ email: member.email, password: member.password });
    await request(staffOnlyApp())
      .get('/api/user-info/')
      .set('Authorization', `Bearer ${response.body.access}`)
      .expect(403, { detail: MESSAGES.staffOnly });
  });

  test('login answers next only when it is a same-site path', async () => {
    const email = uniqueEmail('admin');
    const password = 'Staff-Only-Passphrase-9';
    await provisionStaff(provisioning(), { email, password });
    const nextAfterLogin = async (next: string | undefined) =>
      staffLoginResponseSchema.parse(
        (await request(harness.app()).post('/api/auth/staff-login/').send({ email, password, next }).expect(200)).body,
      ).next;
    expect(await nextAfterLogin('/yoko/trends?tab=teams')).toBe('/yoko/trends?tab=teams');
    for (const unsafe of [
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/a\nb',
    ]) {
      expect(await nextAfterLogin(unsafe)).toBe(STAFF_HOME);
    }
  });
});
