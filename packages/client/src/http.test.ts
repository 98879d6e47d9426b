import { ApiError, apiRequest, errorMessage, setUnauthorizedHandler } from './http';
import { clearSession, endSession, getSession, sessionExpired, startSession } from './session';

type Reply = { status: number; body?: unknown };
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const goToLogin = jest.fn();

function reply({ status, body }: Reply): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Answers each call with the next reply; refresh calls are told apart by their path. */
function server(handler: (url: string, init: RequestInit) => Reply) {
  fetchMock.mockImplementation(async (url, init) => reply(handler(url, init)));
}

const authHeader = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);

beforeEach(() => {
  fetchMock.mockReset();
  goToLogin.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  setUnauthorizedHandler(goToLogin);
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
});

test('sends JSON with the bearer token and parses the JSON answer', async () => {
  startSession({ access: 'a1', refresh: 'r1' }, 'fan@example.com');
  server(() => ({ status: 200, body: { ok: true } }));

  await expect(apiRequest('/api/users/profile/', { method: 'POST', body: { bio: 'hi' } })).resolves.toEqual({
    ok: true,
  });

  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/users/profile/');
  expect(init.method).toBe('POST');
  expect(init.body).toBe('{"bio":"hi"}');
  expect(init.headers).toMatchObject({ Authorization: 'Bearer a1', 'Content-Type': 'application/json' });
});

test('a guest call carries no Authorization header', async () => {
  server(() => ({ status: 200, body: [] }));
  await apiRequest('/api/mlb/comparison/?date=2024-01-01');
  expect(authHeader(fetchMock.mock.calls[0][1])).toBeUndefined();
});

test('an anonymous call carries no token even when signed in', async () => {
  startSession({ access: 'a1', refresh: 'r1' }, 'fan@example.com');
  server(() => ({ status: 200, body: {} }));
  await apiRequest('/remotes.json', { anonymous: true });
  expect(authHeader(fetchMock.mock.calls[0][1])).toBeUndefined();
});

test('a 401 triggers exactly one refresh and one retry with the new token', async () => {
  startSession({ access: 'old', refresh: 'r1' }, 'fan@example.com');
  server((url, init) => {
    if (url === '/api/token/refresh/') return { status: 200, body: { access: 'new', refresh: 'r2' } };
    return authHeader(init) === 'Bearer new'
      ? { status: 200, body: { id: 1 } }
      : { status: 401, body: { detail: 'expired' } };
  });

  await expect(apiRequest('/api/users/profile/')).resolves.toEqual({ id: 1 });

  const [[, refreshInit]] = calls('/api/token/refresh/');
  expect(JSON.parse(String(refreshInit.body))).toEqual({ refresh: 'r1' });
  expect(calls('/api/users/profile/').map(([, init]) => authHeader(init))).toEqual(['Bearer old', 'Bearer new']);
  expect(getSession()).toMatchObject({ accessToken: 'new', refreshToken: 'r2' });
  expect(sessionStorage.getItem('access_token')).toBe('new');
  expect(goToLogin).not.toHaveBeenCalled();
});

test('a retry that is refused again is not refreshed a second time', async () => {
  startSession({ access: 'old', refresh: 'r1' }, 'fan@example.com');
  server((url) =>
    url === '/api/token/refresh/' ? { status: 200, body: { access: 'new', refresh: 'r2' } } : { status: 401 },
  );

  await expect(apiRequest('/api/users/profile/')).rejects.toMatchObject({ kind: 'http', status: 401 });
  expect(calls('/api/token/refresh/')).toHaveLength(1);
  expect(calls('/api/users/profile/')).toHaveLength(2);
});

test('concurrent 401s share one refresh (a refresh token is single-use)', async () => {
  startSession({ access: 'old', refresh: 'r1' }, 'fan@example.com');
  server((url, init) => {
    if (url === '/api/token/refresh/') return { status: 200, body: { access: 'new', refresh: 'r2' } };
    return authHeader(init) === 'Bearer new' ? { status: 200, body: url } : { status: 401 };
  });

  await Promise.all([apiRequest('/api/a/'), apiRequest('/api/b/'), apiRequest('/api/c/')]);
  expect(calls('/api/token/refresh/')).toHaveLength(1);
});

describe('tabs take turns to refresh (the Web Lock)', () => {
  /** navigator.locks as the browser's: one holder of a name at a time, the others queue. */
  function installLocks() {
    const queues = new Map<string, Promise<unknown>>();
    const locks = {
      request: (name: string, task: () => Promise<unknown>) => {
        const turn = (queues.get(name) ?? Promise.resolve()).then(task);
        queues.set(
          name,
          turn.catch(() => undefined),
        );
        return turn;
      },
    };
    Object.assign(globalThis, { navigator: { locks } });
    return locks;
  }

  afterEach(() => Reflect.deleteProperty(globalThis, 'navigator'));

  test('a tab that waited while another refreshed uses its token and sends no spent refresh token', async () => {
    const locks = installLocks();
    startSession({ access: 'expired', refresh: 'r1' }, 'fan@example.com');
    server((url, init) => {
      if (url === '/api/token/refresh/') return { status: 401, body: { detail: 'Token is invalid' } };
      return authHeader(init) === 'Bearer a2' ? { status: 200, body: { id: 1 } } : { status: 401 };
    });
    // The other tab holds the lock while this tab's call is refused; it rotates the tokens, then lets go.
    let release = () => undefined as void;
    const otherTab = locks.request('vantage-token-refresh', () => new Promise<void>((resolve) => (release = resolve)));
    const request = apiRequest('/api/users/profile/');
    await new Promise((resolve) => setTimeout(resolve, 10));
    localStorage.setItem('access_token', 'a2');
    localStorage.setItem('refresh_token', 'r2');
    release();
    await otherTab;

    await expect(request).resolves.toEqual({ id: 1 });
    expect(calls('/api/token/refresh/')).toHaveLength(0);
    expect(getSession()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
    expect(goToLogin).not.toHaveBeenCalled();
  });

  test('a 401 that arrives after this tab already refreshed reuses the new token', async () => {
    installLocks();
    startSession({ access: 'old', refresh: 'r1' }, 'fan@example.com');
    let refreshed = () => undefined as void;
    const refreshDone = new Promise<void>((resolve) => (refreshed = resolve));
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/api/token/refresh/') {
        setTimeout(refreshed, 10);
        return reply({ status: 200, body: { access: 'a2', refresh: 'r2' } });
      }
      if (authHeader(init) !== 'Bearer old') return reply({ status: 200, body: url });
      if (url === '/api/slow/') await refreshDone; // sent with the old token, refused after the refresh
      return reply({ status: 401 });
    });

    await expect(Promise.all([apiRequest('/api/fast/'), apiRequest('/api/slow/')])).resolves.toEqual([
      '/api/fast/',
      '/api/slow/',
    ]);
    expect(calls('/api/token/refresh/')).toHaveLength(1);
  });
});

test('a refresh answered after the user logged out does not sign the browser back in', async () => {
  startSession({ access: 'old', refresh: 'r1' }, 'fan@example.com');
  server((url) => {
    if (url !== '/api/token/refresh/') return { status: 401 };
    endSession(); // the user logs out while the refresh is on its way
    return { status: 200, body: { access: 'new', refresh: 'r2' } };
  });

  await expect(apiRequest('/api/users/profile/')).rejects.toThrow('Token refresh failed');
  expect(getSession()).toMatchObject({ accessToken: null, refreshToken: null });
  expect(localStorage.getItem('access_token')).toBeNull();
});

test('a failed refresh clears the session and goes to /login, which says so and leads back here', async () => {
  Object.assign(window.location, { pathname: '/game/42', search: '?tab=trends' });
  startSession({ access: 'old', refresh: 'spent' }, 'fan@example.com');
  server((url) =>
    url === '/api/token/refresh/' ? { status: 401, body: { detail: 'Token is invalid' } } : { status: 401 },
  );

  await expect(apiRequest('/api/users/profile/')).rejects.toThrow('Token refresh failed');
  expect(getSession()).toEqual({
    accessToken: null,
    refreshToken: null,
    email: null,
    profilePictureUrl: null,
    staff: false,
  });
  expect(localStorage.getItem('access_token')).toBeNull();
  expect(sessionStorage.getItem('refresh_token')).toBeNull();
  expect(goToLogin.mock.calls).toEqual([['/login?session=expired&next=%2Fgame%2F42%3Ftab%3Dtrends']]);
  // What screens that send a visitor without a session to /login read, until the next sign-in.
  expect(sessionExpired()).toBe(true);
  startSession({ access: 'a2', refresh: 'r2' }, 'fan@example.com');
  expect(sessionExpired()).toBe(false);
  expect(calls('/api/users/profile/')).toHaveLength(1);
  Object.assign(window.location, { pathname: '/', search: '' });
});

test('a 401 without a refresh token clears the session: "No refresh token available"', async () => {
  localStorage.setItem('access_token', 'a1');
  server(() => ({ status: 401 }));

  await expect(apiRequest('/api/users/profile/')).rejects.toThrow('No refresh token available');
  expect(calls('/api/token/refresh/')).toHaveLength(0);
  expect(localStorage.getItem('access_token')).toBeNull();
  expect(goToLogin).toHaveBeenCalledTimes(1);
});

test('a guest 401 is returned as an answer, without refresh or redirect', async () => {
  server(() => ({ status: 401, body: { detail: 'Authentication credentials were not provided.' } }));
  await expect(apiRequest('/api/users/profile/')).rejects.toMatchObject({
    kind: 'http',
    status: 401,
    message: 'Authentication credentials were not provided.',
  });
  expect(goToLogin).not.toHaveBeenCalled();
});

describe('timeouts', () => {
  /** A server that never answers; the request only ends when its signal aborts. */
  function hangingServer() {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
  }

  afterEach(() => jest.useRealTimers());

  test('every call times out after 15 s by default', async () => {
    jest.useFakeTimers();
    hangingServer();
    const request = apiRequest('/api/mlb/teams/?q=yan');
    const outcome = expect(request).rejects.toMatchObject({ kind: 'timeout' });
    await jest.advanceTimersByTimeAsync(14_999);
    expect(fetchMock.mock.calls[0][1].signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await outcome;
  });

  test('a caller may set a shorter timeout, and cancel', async () => {
    hangingServer();
    await expect(apiRequest('/api/x/', { timeoutMs: 20 })).rejects.toBeInstanceOf(ApiError);

    const controller = new AbortController();
    const request = apiRequest('/api/x/', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ kind: 'aborted' });
  });

  test('a network failure is reported as such', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(apiRequest('/api/x/')).rejects.toMatchObject({ kind: 'network', message: 'fetch failed' });
  });
});

test('error messages come from detail, then non_field_errors, then the status', () => {
  expect(errorMessage({ detail: 'Not found.' }, 404)).toBe('Not found.');
  expect(errorMessage({ non_field_errors: ['a', 'b'] }, 400)).toBe('a, b');
  expect(errorMessage('<html>', 502)).toBe('HTTP 502');
});
