import { HttpError } from '@vantage/service-kit/errors';
import type { Logger } from '@vantage/service-kit/logger';

/** Tasks waiting at most: far above what the rate limits let through, a bound on memory under a flood. */
const MAX_WAITING = 1000;

/**
 * Work a call starts but does not wait for, done one task at a time after the answer: what the work finds (an
 * account or none) cannot show in the answer's timing, and a burst of calls queues here instead of crowding the
 * database. Tasks left when the service stops are finished first (`settled`, from the context's close).
 */
export class Background {
  private chain = Promise.resolve();
  private waiting = 0;

  constructor(private readonly deps: { logger: Logger }) {}

  /** Queues a task; a 503 when too many wait (the same for every caller, whatever the task would find). */
  add(task: () => Promise<void>): void {
    if (this.waiting >= MAX_WAITING)
      throw new HttpError(
        503,
        { detail: 'Too many requests are waiting. Try again in a minute.' },
        { 'Retry-After': '60' },
      );
    this.waiting += 1;
    this.chain = this.chain
      .then(task)
      .catch((err: unknown) => this.deps.logger.error({ err }, 'background task failed'))
      .finally(() => {
        this.waiting -= 1;
      });
  }

  /** Resolves when every task queued so far has finished. */
  settled(): Promise<void> {
    return this.chain;
  }
}
