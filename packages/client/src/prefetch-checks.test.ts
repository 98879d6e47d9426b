// The first render's data goes through the contract checks (check-answer.ts), whose code, a worker's script, can
// come seconds late on a slow network: the data's wait (PREFETCH_WAIT_MS) starts once that code has run, so the
// browser's first render has every answer the server's page was rendered with.
import { CHECKS_WAIT_MS, PREFETCH_WAIT_MS, prefetchWithin } from './remote-routes';

/** A worker whose script has not arrived: as a real one, it queues the messages it is sent until it has. */
class LateWorker {
  static arrived = false;
  static readonly started: LateWorker[] = [];
  onmessage: ((event: { data: { id: number; result: unknown } }) => void) | null = null;
  onerror = null;
  onmessageerror = null;
  private readonly queued: number[] = [];

  constructor() {
    LateWorker.started.push(this);
  }

  postMessage({ id }: { id: number }) {
    this.queued.push(id);
    if (LateWorker.arrived) this.answer();
  }

  answer() {
    for (const id of this.queued.splice(0)) this.onmessage?.({ data: { id, result: null } });
  }

  terminate() {}
}

const never = new Promise<never>(() => undefined);

beforeAll(() => Object.assign(globalThis, { Worker: LateWorker }));
afterAll(() => Reflect.deleteProperty(globalThis, 'Worker'));
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("the data's wait starts once the checks' code has run, not while its script is on its way", async () => {
  let released = false;
  const held = prefetchWithin(never).then(() => (released = true));
  await jest.advanceTimersByTimeAsync(PREFETCH_WAIT_MS + 1_000);
  expect(LateWorker.started).toHaveLength(1);
  expect(released).toBe(false);

  LateWorker.arrived = true;
  LateWorker.started.forEach((worker) => worker.answer());
  await jest.advanceTimersByTimeAsync(PREFETCH_WAIT_MS - 1);
  expect(released).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await held;
  expect(released).toBe(true);
  expect(CHECKS_WAIT_MS).toBeGreaterThan(PREFETCH_WAIT_MS);
});
