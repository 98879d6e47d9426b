import { settledWithin } from './remote-routes';

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
