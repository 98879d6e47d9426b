// The one HTTP client of the front end. Every call has a timeout (the spec's client had none), sends
// JSON, attaches the bearer token when there is one, and answers a 401 with exactly one token refresh
// and one retry. All URLs are relative (/api/...): the gateway routes them.
import { bodyParts } from '@vantage/client/error-message';
import { takeFirstScreenAnswer, waitForServerPage } from '@vantage/client/first-screen';
import { expireSession, getSession, rereadSession, updateTokens } from '@vantage/client/session';
import { recordRotation, rotationOf } from '@vantage/client/token-handoff';

export const DEFAULT_TIMEOUT_MS = 15_000;
export const REFRESH_PATH = '/api/token/refresh/';
/** The Web Lock every tab of this origin takes to refresh: one refreshes, the others then use its tokens. */
export const REFRESH_LOCK = 'vantage-token-refresh';

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'aborted';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** HTTP status for kind 'http', otherwise null. */
    readonly status: number | null = null,
    /** The parsed response body (JSON or text) for kind 'http'. */
    readonly data: unknown = undefined,
    /** The answer's status text for kind 'http' ('' when the server sent none, as HTTP/2 never does). */
    readonly statusText = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: string;
  /** Sent as JSON, or as is for FormData (multipart uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Cancels the call (e.g. RTK Query's signal). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** 'include' for the staff calls that also carry the HttpOnly cookie. */
  credentials?: RequestCredentials;
  /** Send no token (public files such as /remotes.json); such a call is never refreshed. */
  anonymous?: boolean;
}

/** `/login?session=expired`: the login page then says the session expired. */
export const SESSION_EXPIRED_PARAM = { name: 'session', value: 'expired' } as const;

/**
 * Where a failed refresh leads: /login saying the session expired, then back to the page (`next`) once signed
 * in again.
 */
export function expiredSessionLoginPath(
  { pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location,
): string {
  const params = new URLSearchParams({ [SESSION_EXPIRED_PARAM.name]: SESSION_EXPIRED_PARAM.value });
  if (pathname !== '/login') params.set('next', `${pathname}${search}`);
  return `/login?${params.toString()}`;
}

/** Goes to `loginPath` (from expiredSessionLoginPath). */
type UnauthorizedHandler = (loginPath: string) => void;

let onUnauthorized: UnauthorizedHandler = (loginPath) => window.location.assign(loginPath);
let refreshInFlight: Promise<string> | null = null;

/** The shell installs a router navigation here; the default is a full page load. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

const NULL_BODY_STATUSES = [101, 204, 205, 304];

// The browser's own fetch, not service-kit's HttpClient (a Node module that sets User-Agent, which browsers forbid).
let fetchImpl: typeof fetch = (url, init) => fetch(url, init);

/**
 * Where the requests go: the server rendering a page asks its gateway (relative URLs do not exist there) and
 * keeps the answers for the page's data. The browser keeps the default.
 */
export function setFetch(impl: typeof fetch): void {
  fetchImpl = impl;
}

/**
 * fetch with a timeout over the whole exchange, body included (the answer comes back buffered);
 * rejects with ApiError kinds 'timeout', 'aborted' or 'network'.
 */
async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', abortFromCaller);
  try {
    const response = await fetchImpl(url, { ...init, signal: controller.signal });
    const body = NULL_BODY_STATUSES.includes(response.status) ? null : await response.arrayBuffer();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  } catch (error) {
    if (timedOut) throw new ApiError(`Request timed out after ${timeoutMs / 1000} s`, 'timeout');
    if (controller.signal.aborted) throw new ApiError('Request cancelled', 'aborted');
    throw new ApiError(error instanceof Error ? error.message : 'Network error', 'network');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}

function buildInit(options: RequestOptions, accessToken: string | null): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return { method: options.method ?? 'GET', headers, body, credentials: options.credentials };
}

/**
 * Runs `task` holding the origin-wide refresh lock, so two tabs never send the same (single-use) refresh
 * token: the second would be refused as a reuse and sign the member out. Where Web Locks are missing (an
 * insecure origin), unlocked: the handoff record and storage read before refreshing still catch a finished
 * rotation.
 */
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return task();
  return await navigator.locks.request(REFRESH_LOCK, task);
}

async function requestRefresh(rejectedToken: string | undefined): Promise<string> {
  const { accessToken, refreshToken } = rereadSession();
  // Another tab refreshed since this call was sent: its new token is this tab's too.
  if (rejectedToken !== undefined && accessToken !== null && accessToken !== rejectedToken) return accessToken;
  if (!refreshToken) throw new Error('No refresh token available');
  // Spent by another tab a moment ago, whose new tokens this tab's storage does not show yet.
  const handedOver = await rotationOf(refreshToken);
  if (handedOver) {
    updateTokens(handedOver);
    return handedOver.access;
  }
  let response: Response;
  try {
    response = await fetchWithTimeout(
      REFRESH_PATH,
      buildInit({ method: 'POST', body: { refresh: refreshToken } }, null),
      DEFAULT_TIMEOUT_MS,
    );
  } catch {
    throw new Error('Token refresh failed');
  }
  const payload: unknown = response.ok ? await response.json().catch(() => null) : null;
  const access = (payload as { access?: unknown } | null)?.access;
  if (typeof access !== 'string') throw new Error('Token refresh failed');
  // Logged out (here or in another tab) while the refresh was on its way: its tokens must not sign this
  // browser back in.
  if (rereadSession().refreshToken !== refreshToken) throw new Error('Token refresh failed');
  const rotated = (payload as { refresh?: unknown }).refresh;
  const tokens = { access, refresh: typeof rotated === 'string' ? rotated : refreshToken };
  updateTokens(tokens);
  await recordRotation(refreshToken, tokens); // before the lock is let go: the next tab in line reads it
  return access;
}

/**
 * A new access token: for `rejectedToken` (the one a 401 refused), the one another tab stored since if
 * any, else one exchanged for the refresh token; with no argument always a fresh exchange (e.g. to carry a
 * new tier). Concurrent callers share one refresh, and tabs take turns (a refresh token is single-use). On
 * failure the session is cleared and the unauthorized handler (→ /login) runs.
 */
export function refreshAccessToken(rejectedToken?: string): Promise<string> {
  refreshInFlight ??= withRefreshLock(() => requestRefresh(rejectedToken))
    .catch((error: unknown) => {
      expireSession();
      onUnauthorized(expiredSessionLoginPath());
      throw error;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/**
 * fetch for the API: timeout, JSON body, bearer token, and on a 401 (for a call that carried a token)
 * one refresh and one retry. Returns the Response whatever its status.
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const accessToken = options.anonymous ? null : getSession().accessToken;
  // Signed in even for a call that carries no token: the guest's view is not theirs. Asked only when a
  // guest answer is inlined, so a call made where no session storage exists needs none.
  const signedIn = () => getSession().accessToken !== null;
  const inlined = (options.method ?? 'GET') === 'GET' ? takeFirstScreenAnswer(path, { signedIn }) : null;
  if (inlined) return inlined;
  // Only a request the server's page missed waits (for the hydration); any other goes out in this same task.
  const serverPage = (options.method ?? 'GET') === 'GET' ? waitForServerPage(path, { signedIn }) : null;
  if (serverPage) await serverPage;
  const response = await fetchWithTimeout(path, buildInit(options, accessToken), timeoutMs, options.signal);
  // A guest's 401 is an answer (e.g. "sign in to see this"), not an expired session.
  if (response.status !== 401 || !accessToken) return response;
  const freshToken = await refreshAccessToken(accessToken);
  return fetchWithTimeout(path, buildInit(options, freshToken), timeoutMs, options.signal);
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The message to show for an error body: `detail`, else `non_field_errors`, else a status line. */
export function errorMessage(data: unknown, status: number): string {
  const { detail, nonField } = bodyParts(data);
  return detail ?? nonField ?? `HTTP ${status}`;
}

/** apiFetch that parses the answer; rejects with ApiError (kind 'http') for a non-2xx status. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  const data = await parseBody(response);
  if (!response.ok)
    throw new ApiError(errorMessage(data, response.status), 'http', response.status, data, response.statusText);
  return data as T;
}
