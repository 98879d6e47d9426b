import { logout } from './logout';
import { clearSession, getSession, startSession } from './session';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
});

test('posts the refresh token, then clears the session and writes logout_ts', async () => {
  startSession({ access: 'a1', refresh: 'r1' }, 'fan@example.com');
  fetchMock.mockResolvedValue(new Response(null, { status: 205 }));

  await logout();

  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/auth/logout/');
  expect(JSON.parse(String(init.body))).toEqual({ refresh: 'r1' });
  expect(getSession().accessToken).toBeNull();
  expect(localStorage.getItem('logout_ts')).not.toBeNull();
});

test('an expired access token is not refreshed on the way out: the revoke goes without it', async () => {
  startSession({ access: 'expired', refresh: 'r1' }, 'fan@example.com');
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ detail: 'Unauthorized' }), { status: 401 }));

  await logout();

  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/auth/logout/');
  expect(new Headers(init.headers).get('Authorization')).toBeNull();
  expect(getSession().refreshToken).toBeNull();
});

test('a failing server does not keep the user signed in', async () => {
  startSession({ access: 'a1', refresh: 'r1' }, 'fan@example.com');
  fetchMock.mockRejectedValue(new TypeError('fetch failed'));

  await logout();

  expect(getSession()).toMatchObject({ accessToken: null, refreshToken: null, email: null });
  expect(sessionStorage.getItem('access_token')).toBeNull();
});

test("a staff session's logout ends it with the staff cookie: the staff logout, with credentials", async () => {
  startSession({ access: 'a1', refresh: 'r1' }, 'staff@example.com', { staff: true });
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ detail: 'Successfully logged out.' }), { status: 200 }));

  await logout();

  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/auth/staff-logout/');
  expect(init.credentials).toBe('include');
  expect(JSON.parse(String(init.body))).toEqual({ refresh: 'r1' });
  expect(localStorage.getItem('staff_session')).toBeNull();
  expect(getSession().accessToken).toBeNull();
});
