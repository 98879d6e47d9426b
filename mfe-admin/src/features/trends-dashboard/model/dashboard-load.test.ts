import { ACCESS_DENIED, ADMIN_LOGIN_PATH, dashboardLoad } from './dashboard-load';

const staff = { data: { username: 'yoko', is_staff: true } };
const data = {
  from: '2023-01-01',
  to: '2023-08-01',
  trends_by_type: [],
  teams_performance: [],
  min_sample: 15 as const,
  best_trend: null,
};
const answered = { data };
const unreachable = { error: { status: 'FETCH_ERROR' as const, error: 'TypeError: Failed to fetch' } };
const notTheContract = {
  error: { status: 'PARSING_ERROR' as const, originalStatus: 200, data: '{}', error: 'Unexpected data format' },
};

describe('dashboardLoad (product rules §4, §8)', () => {
  it('redirects to the admin login on 401 or 403', () => {
    for (const status of [401, 403])
      expect(dashboardLoad({ error: { status, data: {} } }, answered)).toEqual({
        kind: 'redirect',
        to: ADMIN_LOGIN_PATH,
      });
  });

  it('words each failure', () => {
    expect(dashboardLoad({ error: { status: 500, data: {} } }, answered)).toMatchObject({ message: 'HTTP 500' });
    expect(dashboardLoad(unreachable, answered)).toMatchObject({ message: 'Authentication failed' });
    expect(dashboardLoad(notTheContract, answered)).toMatchObject({ message: 'Authentication failed' });
    expect(dashboardLoad({ data: { username: 'fan', is_staff: false } }, answered)).toMatchObject({
      message: ACCESS_DENIED,
      user: null,
    });
    const badGateway = { status: 502, data: {}, statusText: 'Bad Gateway' };
    expect(dashboardLoad(staff, { error: badGateway })).toMatchObject({
      message: 'HTTP 502: Bad Gateway',
      user: { username: 'yoko' },
    });
    expect(dashboardLoad(staff, { error: { status: 502, data: {} } })).toMatchObject({ message: 'HTTP 502' });
    expect(dashboardLoad(staff, unreachable)).toMatchObject({ message: 'Failed to fetch data' });
    expect(dashboardLoad(staff, notTheContract)).toMatchObject({ message: 'Failed to fetch data' });
  });

  it('waits for each step, then answers the user and the data', () => {
    expect(dashboardLoad({}, {})).toBeNull();
    expect(dashboardLoad(staff, {})).toBeNull();
    expect(dashboardLoad(staff, answered)).toEqual({ kind: 'ready', user: { username: 'yoko', is_staff: true }, data });
  });
});
