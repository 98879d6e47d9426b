// Renders run in worker threads, each its own V8 isolate with its own heap limits: a render's garbage never
// grows the serving thread's heap (V8 keeps the pages it grew into until a later full collection, which a
// process never gives back on demand), and everything a worker holds goes back to the system when it ends. A
// worker ends once it has been idle a while; one that fails (past its heap limit) fails only its own tasks.
import { parentPort, Worker, type ResourceLimits } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** The worker's script; it answers with `serveTasks`. */
  script: string | URL;
  /** Given to every worker (worker_threads' workerData). */
  workerData: unknown;
  /** Workers at most. */
  size: number;
  /** Tasks one worker takes at once before another is started (while fewer than `size` run). */
  tasksPerWorker: number;
  /** A worker without a task for this long ends. */
  idleMs: number;
  resourceLimits?: ResourceLimits;
}

export interface WorkerPool<Task, Result> {
  /** The task's result from a worker; rejects when the worker failed or ended before answering. */
  run(task: Task): Promise<Result>;
  /** Workers running (for the tests and the logs). */
  readonly workers: number;
  /** Ends every worker; tasks in progress reject. */
  close(): Promise<void>;
}

interface Pending<Result> {
  resolve(result: Result): void;
  reject(error: Error): void;
}

interface PoolWorker<Result> {
  worker: Worker;
  pending: Map<number, Pending<Result>>;
  idleTimer: NodeJS.Timeout | null;
}

/** What a worker answers: the task's result or its error. */
type Reply<Result> = { id: number } & ({ result: Result } | { error: string });

export function createWorkerPool<Task, Result>(options: WorkerPoolOptions): WorkerPool<Task, Result> {
  const running = new Set<PoolWorker<Result>>();
  let nextId = 0;

  function end(entry: PoolWorker<Result>, why: string) {
    if (!running.delete(entry)) return;
    if (entry.idleTimer) clearTimeout(entry.idleTimer);
    for (const { reject } of entry.pending.values()) reject(new Error(`render worker ${why}`));
    entry.pending.clear();
    void entry.worker.terminate();
  }

  /** A worker with nothing left to do ends after `idleMs` without a task. */
  function settle(entry: PoolWorker<Result>) {
    if (entry.pending.size > 0) return;
    entry.idleTimer ??= setTimeout(() => end(entry, 'idle'), options.idleMs);
    entry.idleTimer.unref();
  }

  function start(): PoolWorker<Result> {
    const worker = new Worker(options.script, {
      workerData: options.workerData,
      resourceLimits: options.resourceLimits,
    });
    const entry: PoolWorker<Result> = { worker, pending: new Map(), idleTimer: null };
    worker.on('message', (reply: Reply<Result>) => {
      const pending = entry.pending.get(reply.id);
      if (!pending) return;
      entry.pending.delete(reply.id);
      if ('error' in reply) pending.reject(new Error(reply.error));
      else pending.resolve(reply.result);
      settle(entry);
    });
    // Out of memory past its resource limits, or a crash: its tasks fail (their pages go to the browser).
    worker.on('error', (error) => end(entry, `failed: ${error.message}`));
    worker.on('exit', (code) => end(entry, `exited (${code})`));
    worker.unref();
    running.add(entry);
    return entry;
  }

  /** The least busy worker, or a new one when every one has its share and there is room. */
  function pick(): PoolWorker<Result> {
    let best: PoolWorker<Result> | null = null;
    for (const entry of running) if (!best || entry.pending.size < best.pending.size) best = entry;
    if (best && (best.pending.size < options.tasksPerWorker || running.size >= options.size)) return best;
    return start();
  }

  return {
    run(task) {
      const entry = pick();
      if (entry.idleTimer) clearTimeout(entry.idleTimer);
      entry.idleTimer = null;
      const id = nextId++;
      return new Promise<Result>((resolve, reject) => {
        entry.pending.set(id, { resolve, reject });
        entry.worker.postMessage({ id, task });
      });
    },
    get workers() {
      return running.size;
    },
    async close() {
      for (const entry of [...running]) end(entry, 'closed');
    },
  };
}

/** In a worker of the pool: answers each task with `handle`'s result. */
export function serveTasks<Task, Result>(handle: (task: Task) => Promise<Result>): void {
  if (!parentPort) throw new Error('serveTasks runs in a worker thread');
  const port = parentPort;
  port.on('message', async ({ id, task }: { id: number; task: Task }) => {
    let reply: { result: Result } | { error: string };
    try {
      reply = { result: await handle(task) };
    } catch (error) {
      reply = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage({ id, ...reply });
  });
}
