import { ACCESS_DENIED, ADMIN_LOGIN_PATH, loadDashboard } from './dashboard-load';

const json =
  (body: unknown, status = 200, statusText = 'OK') =>
  async () =>
    new Response(JSON.stringify(body), { status, statusText });
const staff = json({ username: 'yoko', is_staff: true });
const data = {
  from: '2023-01-01',
  to: '2023-08-01',
  trends_by_type: [],
  teams_performance: [],
  min_sample: 15 as const,
  best_trend: null,
};
const fail = async (): Promise<Response> => {
  throw new Error('network down');
};

describe('loadDashboard (product rules §4, §8)', () => {
  it('redirects to the admin login on 401 or 403', async () => {
    for (const status of [401, 403])
      expect(await loadDashboard(json({}, status), json(data))).toEqual({ kind: 'redirect', to: ADMIN_LOGIN_PATH });
  });

  it('words each failure', async () => {
    expect(await loadDashboard(json({}, 500), json(data))).toMatchObject({ message: 'HTTP 500' });
    expect(await loadDashboard(fail, json(data))).toMatchObject({ message: 'Authentication failed' });
    expect(await loadDashboard(json({ username: 'fan', is_staff: false }), json(data))).toMatchObject({
      message: ACCESS_DENIED,
      user: null,
    });
    expect(await loadDashboard(staff, json({}, 502, 'Bad Gateway'))).toMatchObject({
      message: 'HTTP 502: Bad Gateway',
      user: { username: 'yoko' },
    });
    expect(await loadDashboard(staff, fail)).toMatchObject({ message: 'Failed to fetch data' });
  });

  it('answers the user and the data', async () => {
    expect(await loadDashboard(staff, json(data))).toEqual({
      kind: 'ready',
      user: { username: 'yoko', is_staff: true },
      data,
    });
  });
});
