import type { BaseQueryApi } from '@reduxjs/toolkit/query';
// By package path, as remote-routes imports it: the requests waiting to retry are that copy's.
import { baseQuery } from '@vantage/client/base-query';
import { checksLoaded } from '@vantage/client/check-answer';
import { prefetchWithin, settledWithin } from './remote-routes';

const never = new Promise<never>(() => undefined);

describe('settledWithin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('resolves as soon as the work settles, fulfilled or failed, and leaves no timer behind', async () => {
    await expect(settledWithin(Promise.resolve('data'), 2_000)).resolves.toBeUndefined();
    await expect(settledWithin(Promise.reject(new Error('HTTP 503')), 2_000)).resolves.toBeUndefined();
    expect(jest.getTimerCount()).toBe(0);
  });

  test('gives up waiting after the time given, not before', async () => {
    let done = false;
    const waiting = settledWithin(never, 2_000).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(1_999);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });
});

describe('prefetchWithin', () => {
  // The checks' code in place (in the page here: node has no Worker), as it is once a page has checked an answer.
  beforeAll(() => checksLoaded());
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('stops holding the first render at the first failure, so the screen says it is retrying at once', async () => {
    globalThis.fetch = jest.fn(async () => new Response('{}', { status: 503 }));
    const controller = new AbortController();
    const api = { signal: controller.signal, type: 'query' } as BaseQueryApi;
    let released = false;
    const held = prefetchWithin(Promise.resolve(baseQuery('/api/mlb/comparison/?date=2023-08-02', api, {}))).then(
      () => (released = true),
    );
    await jest.advanceTimersByTimeAsync(0);
    await held;
    expect(released).toBe(true); // long before the 2 s wait, and the 7 s of retries
    controller.abort();
  });

  test('still waits for a prefetch that is merely slow', async () => {
    let released = false;
    const held = prefetchWithin(never).then(() => (released = true));
    await jest.advanceTimersByTimeAsync(1_999);
    expect(released).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await held;
  });
});
