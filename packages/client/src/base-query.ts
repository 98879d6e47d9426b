// RTK Query on top of the HTTP client, with the spec's data-fetching limits: 3 retries with exponential
// backoff from 1 s to 30 s (never for a 4xx answer or a mutation), unused data kept 5 minutes.
import type { BaseQueryFn, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ApiError, apiRequest, type RequestOptions } from '@vantage/client/http';

export const MAX_RETRIES = 3;
export const FIRST_RETRY_DELAY_MS = 1_000;
export const MAX_RETRY_DELAY_MS = 30_000;
export const KEEP_UNUSED_DATA_FOR_SECONDS = 300;

export interface QueryArgs extends Omit<RequestOptions, 'signal'> {
  url: string;
  /** Appended as a query string; undefined values are left out. */
  params?: Record<string, string | number | boolean | undefined>;
}

export type VantageBaseQuery = BaseQueryFn<string | QueryArgs, unknown, FetchBaseQueryError>;

function withParams(url: string, params: QueryArgs['params']): string {
  const search = new URLSearchParams();
  Object.entries(params ?? {}).forEach(([key, value]) => {
    if (value !== undefined) search.append(key, String(value));
  });
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** An answer with an error status, as RTK Query keeps it, with the status text when the answer had one. */
export type HttpQueryError = FetchBaseQueryError & { status: number; statusText?: string };

export function toQueryError(error: unknown): FetchBaseQueryError {
  if (error instanceof ApiError) {
    if (error.kind === 'http' && error.status !== null) {
      const answered: HttpQueryError = { status: error.status, data: error.data };
      if (error.statusText) answered.statusText = error.statusText;
      return answered;
    }
    if (error.kind === 'timeout') return { status: 'TIMEOUT_ERROR', error: error.message };
    return { status: 'FETCH_ERROR', error: error.message };
  }
  // A failed token refresh ('Token refresh failed', 'No refresh token available'): the session is over.
  return { status: 'CUSTOM_ERROR', error: error instanceof Error ? error.message : String(error) };
}

/** One attempt, no retries: the API client with RTK Query's argument and error shapes. */
export const singleAttemptQuery: VantageBaseQuery = async (args, api) => {
  const { url, params, ...options } = typeof args === 'string' ? { url: args } : args;
  try {
    const data = await apiRequest<unknown>(withParams(url, params), { ...options, signal: api.signal });
    return { data };
  } catch (error) {
    return { error: toQueryError(error) };
  }
};

/** Worth another attempt: transport failures and server errors; a 4xx answer will not change. */
export function isRetryable(error: FetchBaseQueryError): boolean {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true;
  return typeof error.status === 'number' && error.status >= 500;
}

/** Delay before retry number `attempt` (1-based): 1 s, 2 s, 4 s, ... capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
}

// The requests waiting to try again after a failure: the screens say so while they wait ("trying again")
// and may cut the wait short (retryNow), instead of showing only a skeleton through all the retries.
const waiting = new Map<symbol, { attempt: number; wake: () => void }>();
const waitingListeners = new Set<() => void>();
/** The attempt the longest-waiting request makes next (2 = the first retry), or 0 when none waits. */
let nextAttempt = 0;

function waitingChanged() {
  nextAttempt = Math.max(0, ...[...waiting.values()].map(({ attempt }) => attempt + 1));
  waitingListeners.forEach((listener) => listener());
}

export function subscribeToRetries(listener: () => void): () => void {
  waitingListeners.add(listener);
  return () => waitingListeners.delete(listener);
}

/** The attempt the requests waiting to retry make next (2 = the first retry); 0 when none waits. */
export const retryingAttempt = (): number => nextAttempt;

/** Every request waiting to retry tries again now. */
export function retryNow(): void {
  [...waiting.values()].forEach(({ wake }) => wake());
}

/** Waits before retry number `attempt`, or until retryNow; rejects when the request is aborted. */
function waitToRetry(attempt: number, signal: AbortSignal): Promise<void> {
  const id = Symbol('retry');
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', aborted);
      waiting.delete(id);
      waitingChanged();
    };
    const timer = setTimeout(() => (done(), resolve()), retryDelayMs(attempt));
    const aborted = () => (done(), reject(new Error('aborted')));
    signal.addEventListener('abort', aborted, { once: true });
    waiting.set(id, { attempt, wake: () => (done(), resolve()) });
    waitingChanged();
  });
}

let retriesPerQuery = MAX_RETRIES;

/**
 * For a server rendering pages: its queries never retry. What a render misses, the browser asks for again (and
 * retries); and the waiting requests are this module's, shared by every page the process renders, so one page's
 * retry would cut every other page's wait for its data short.
 */
export function neverRetry(): void {
  retriesPerQuery = 0;
}

/** The baseQuery every Vantage RTK Query API uses: a query is retried MAX_RETRIES times, a mutation never. */
export const baseQuery: VantageBaseQuery = async (args, api, extraOptions) => {
  for (let attempt = 1; ; attempt++) {
    const result = await singleAttemptQuery(args, api, extraOptions);
    const retryable = result.error && api.type === 'query' && attempt <= retriesPerQuery && isRetryable(result.error);
    if (!retryable) return result;
    try {
      await waitToRetry(attempt, api.signal);
    } catch {
      return result; // aborted while waiting: the last answer stands
    }
  }
};
