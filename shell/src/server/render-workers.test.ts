import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWorkerPool, type WorkerPool } from './render-workers';

interface Task {
  value: number;
  /** How long the worker takes (ms). */
  ms?: number;
  /** The worker dies instead of answering. */
  die?: boolean;
}

// A worker answering as serveTasks does ({ id, result }), in plain JavaScript: the test runs the TypeScript sources.
const WORKER = `
const { parentPort, threadId } = require('node:worker_threads');
parentPort.on('message', ({ id, task }) => {
  if (task.die) process.exit(3);
  setTimeout(() => parentPort.postMessage({ id, result: { doubled: task.value * 2, threadId } }), task.ms ?? 0);
});
`;

let dir: string;
let pool: WorkerPool<Task, { doubled: number; threadId: number }>;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'render-workers-'));
  writeFileSync(path.join(dir, 'worker.js'), WORKER);
});
afterEach(() => pool?.close());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const newPool = (idleMs: number) =>
  createWorkerPool<Task, { doubled: number; threadId: number }>({
    script: path.join(dir, 'worker.js'),
    workerData: null,
    size: 2,
    tasksPerWorker: 2,
    idleMs,
  });

const until = async (condition: () => boolean, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the render workers', () => {
  it('a burst starts a second worker only past the first one share, and every worker ends once idle', async () => {
    pool = newPool(300);
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => pool.run({ value: i, ms: 100 })));
    expect(burst.map((answer) => answer.doubled)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(new Set(burst.map((answer) => answer.threadId)).size).toBe(2);
    expect(pool.workers).toBe(2);
    // Nothing more to do: what the burst cost goes with its workers.
    await until(() => pool.workers === 0);
  });

  it('a task keeps its worker from ending, and one more task after the idle time starts a new worker', async () => {
    pool = newPool(300);
    const first = await pool.run({ value: 1 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await pool.run({ value: 2 })).threadId).toBe(first.threadId);
    await until(() => pool.workers === 0);
    expect((await pool.run({ value: 3 })).threadId).not.toBe(first.threadId);
  });

  it('a worker that dies fails its own tasks only, and the next task gets a new worker', async () => {
    pool = newPool(10_000);
    await expect(pool.run({ value: 1, die: true })).rejects.toThrow(/render worker/);
    await until(() => pool.workers === 0);
    expect((await pool.run({ value: 4 })).doubled).toBe(8);
  });
});
