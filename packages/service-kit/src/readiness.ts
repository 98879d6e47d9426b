import type { Logger } from './logger';

/** What /readyz answers: ready or not, and for each condition "ok" or why not. */
export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, string>;
}

/** One thing a service needs before it can answer its callers; `check` rejects with the reason it is not met. */
export interface ReadinessCondition {
  name: string;
  check: () => Promise<unknown>;
}

export interface Readiness {
  report(): Promise<ReadinessReport>;
  /** Stops the background attempts (shutdown, tests). */
  stop(): void;
}

export interface ReadinessOptions {
  logger: Logger;
  /** Asked on every probe: the database answers a query, its migrations are applied. */
  always?: ReadinessCondition[];
  /**
   * What the service must have reached once before it can answer (svc-auth's signing keys for a service that
   * verifies tokens; svc-billing for svc-auth's plan lookups). Tried from the start in the background, with
   * backoff, until each succeeds once; then it holds: a later outage of that dependency is handled per request
   * (retried with backoff, answered 503 with Retry-After), and a probe never waits on it.
   */
  once?: ReadinessCondition[];
  /** How long one `always` check may take before it counts as not met. */
  timeoutMs?: number;
  backoff?: { firstMs: number; maxMs: number };
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message || err.name : String(err));

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createReadiness(options: ReadinessOptions): Readiness {
  const { logger, always = [], once = [], timeoutMs = 1000 } = options;
  const backoff = options.backoff ?? { firstMs: 250, maxMs: 5000 };
  // "ok" once reached; until then the last attempt's reason.
  const reached = new Map<string, string>(once.map((condition) => [condition.name, 'not tried yet']));
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  function attempt(condition: ReadinessCondition, delayMs: number, warned: boolean): void {
    condition.check().then(
      () => {
        reached.set(condition.name, 'ok');
        if (warned) logger.info({ dependency: condition.name }, `${condition.name}: reached`);
      },
      (err: unknown) => {
        const reason = reasonOf(err);
        reached.set(condition.name, `not reached yet: ${reason}`);
        // One line per dependency, not one per attempt.
        if (!warned)
          logger.warn({ dependency: condition.name, reason }, `${condition.name}: not reached yet, retrying`);
        if (stopped) return;
        const timer = setTimeout(() => {
          timers.delete(timer);
          attempt(condition, Math.min(delayMs * 2, backoff.maxMs), true);
        }, delayMs);
        timer.unref();
        timers.add(timer);
      },
    );
  }
  for (const condition of once) attempt(condition, backoff.firstMs, false);

  return {
    async report() {
      const now = await Promise.all(
        always.map(async (condition) => {
          try {
            await withTimeout(condition.check(), timeoutMs);
            return [condition.name, 'ok'] as const;
          } catch (err) {
            return [condition.name, reasonOf(err)] as const;
          }
        }),
      );
      const checks = Object.fromEntries([...now, ...reached]);
      return { ready: Object.values(checks).every((state) => state === 'ok'), checks };
    },
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
