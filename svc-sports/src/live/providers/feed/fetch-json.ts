/** A feed could not be read after every attempt (HTTP error, timeout, refused connection, not JSON). */
export class FeedUnavailableError extends Error {
  constructor(
    readonly feed: string,
    readonly attempts: number,
    readonly lastFailure: string,
  ) {
    super(`${feed} unavailable after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${lastFailure}`);
    this.name = 'FeedUnavailableError';
  }
}

export interface FeedFetchOptions {
  /** Per attempt. */
  timeoutMs: number;
  /** Attempts after the first; only failures that may pass are retried (5xx, 429, timeouts, network). */
  retries: number;
  /** Wait before the first retry, doubled before each later one. */
  backoffMs: number;
  fetcher?: typeof fetch;
}

class Permanent extends Error {}

/**
 * GETs a feed's JSON with a timeout per attempt and retries with exponential backoff. A 4xx other than 429 is
 * not retried (asking again will not help). It never answers with an empty result in place of a failure: the
 * caller keeps what it had, as MLB's ingestion does.
 */
export async function fetchFeedJson(feed: string, url: URL, options: FeedFetchOptions): Promise<unknown> {
  const fetcher = options.fetcher ?? fetch;
  let failure = '';
  let attempt = 0;
  for (; attempt <= options.retries; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, options.backoffMs * 2 ** (attempt - 1)));
    try {
      const response = await fetcher(url, {
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) {
        await response.body?.cancel();
        const message = `HTTP ${response.status}`;
        if (response.status < 500 && response.status !== 429) throw new Permanent(message);
        failure = message;
        continue;
      }
      return await response.json();
    } catch (err) {
      if (err instanceof Permanent) {
        failure = err.message;
        attempt++;
        break;
      }
      const e = err as Error;
      failure = e.name === 'TimeoutError' ? `no answer within ${options.timeoutMs} ms` : e.message;
    }
  }
  throw new FeedUnavailableError(feed, attempt, failure);
}
