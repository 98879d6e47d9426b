import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseQuery, neverRetry, retryDelayMs, retryingAttempt, retryNow, subscribeToRetries } from './base-query';
import { statusLine } from './error-message';
import { clearSession } from './session';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

function api(type: 'query' | 'mutation'): BaseQueryApi {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    abort: () => controller.abort(),
    dispatch: jest.fn(),
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type,
  };
}

function answerWith(...statuses: number[]) {
  statuses.forEach((status) =>
    fetchMock.mockImplementationOnce(
      async () => new Response(JSON.stringify({ detail: `status ${status}` }), { status }),
    ),
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  localStorage.clear();
  clearSession();
});

afterEach(() => jest.useRealTimers());

test('backoff doubles from 1 s and is capped at 30 s', () => {
  expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
});

test('a failing query is retried 3 times, waiting 1 s, 2 s and 4 s', async () => {
  answerWith(500, 502, 503, 504);
  const result = baseQuery('/api/mlb/comparison/', api('query'), {});

  await jest.advanceTimersByTimeAsync(0);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(999);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(2000);
  expect(fetchMock).toHaveBeenCalledTimes(3);
  await jest.advanceTimersByTimeAsync(4000);
  expect(fetchMock).toHaveBeenCalledTimes(4);

  await expect(result).resolves.toEqual({ error: { status: 504, data: { detail: 'status 504' } } });
  await jest.advanceTimersByTimeAsync(60_000);
  expect(fetchMock).toHaveBeenCalledTimes(4);
});

test('a query waiting to retry says so, and retryNow tries again at once', async () => {
  answerWith(503);
  fetchMock.mockImplementationOnce(async () => new Response('[1]', { status: 200 }));
  const seen: number[] = [];
  const unsubscribe = subscribeToRetries(() => seen.push(retryingAttempt()));
  const result = baseQuery('/api/mlb/teams/', api('query'), {});

  await jest.advanceTimersByTimeAsync(0);
  expect(retryingAttempt()).toBe(2);
  retryNow();
  await expect(result).resolves.toMatchObject({ data: [1] });
  expect(fetchMock).toHaveBeenCalledTimes(2); // without the second of backoff
  expect(retryingAttempt()).toBe(0);
  expect(seen).toEqual([2, 0]);
  unsubscribe();
});

test('a query that recovers returns its data', async () => {
  answerWith(503);
  fetchMock.mockImplementationOnce(async () => new Response('[1,2]', { status: 200 }));
  const result = baseQuery({ url: '/api/mlb/teams/', params: { q: 'yan', league: undefined } }, api('query'), {});
  await jest.advanceTimersByTimeAsync(1000);
  await expect(result).resolves.toMatchObject({ data: [1, 2] });
  expect(fetchMock.mock.calls[1][0]).toBe('/api/mlb/teams/?q=yan');
});

test('a 4xx answer is not retried', async () => {
  answerWith(404);
  await expect(baseQuery('/api/mlb/comparison/x/', api('query'), {})).resolves.toMatchObject({
    error: { status: 404 },
  });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test("an error answer keeps its status text, for the screens that word it ('HTTP 404: Not Found')", async () => {
  fetchMock.mockImplementationOnce(async () => new Response('{}', { status: 404, statusText: 'Not Found' }));
  fetchMock.mockImplementationOnce(async () => new Response('{}', { status: 404 }));
  const [named, unnamed] = [await baseQuery('/x/', api('query'), {}), await baseQuery('/y/', api('query'), {})];
  expect([statusLine(named.error), statusLine(unnamed.error)]).toEqual(['HTTP 404: Not Found', 'HTTP 404']);
});

test('a mutation is never retried (it may not be idempotent)', async () => {
  answerWith(500);
  const result = baseQuery({ url: '/api/users/profile/', method: 'POST', body: {} }, api('mutation'), {});
  await expect(result).resolves.toMatchObject({ error: { status: 500 } });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('timeouts and network failures are retried', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
  fetchMock.mockImplementationOnce(async () => new Response('{"ok":true}', { status: 200 }));
  const result = baseQuery('/api/mlb/teams/', api('query'), {});
  await jest.advanceTimersByTimeAsync(1000);
  await expect(result).resolves.toEqual({ data: { ok: true } });
});

// Last: neverRetry holds for the rest of the module's life, as on the server that calls it.
test("a server's queries are never retried, so no page it renders hears of another's retry", async () => {
  neverRetry();
  const heard = jest.fn();
  const unsubscribe = subscribeToRetries(heard);
  answerWith(503);
  await expect(baseQuery('/api/mlb/comparison/', api('query'), {})).resolves.toEqual({
    error: { status: 503, data: { detail: 'status 503' } },
  });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(heard).not.toHaveBeenCalled();
  expect(retryingAttempt()).toBe(0);
  unsubscribe();
});
