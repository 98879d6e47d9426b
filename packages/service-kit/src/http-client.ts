import type { z } from 'zod';

/** How long one attempt may take, and how often and how patiently a read that failed is asked again. */
export interface RetryPolicy {
  /** Per attempt. */
  timeoutMs: number;
  /** Attempts after the first, for GET and HEAD only: a POST is never sent twice. */
  retries: number;
  /** Wait before the first retry, doubled before each later one. */
  backoffMs: number;
}

export interface HttpClientOptions extends RetryPolicy {
  /**
   * Who calls, sent as `User-Agent: Vantage-<service>/<version>` so the other side can tell us apart; by default
   * the service this process runs (identifyCaller).
   */
  service?: string;
  version?: string;
  fetcher?: typeof fetch;
}

let processCaller = { service: 'unknown', version: '0.0.0' };

/** Names the service this process runs, for every client made without a name (runService does it at start). */
export function identifyCaller(service: string, version: string): void {
  processCaller = { service, version };
}

export interface HttpCall {
  method?: string;
  headers?: Record<string, string>;
  body?: RequestInit['body'];
  /** The incoming request this call is made for (its X-Request-Id), so both sides' logs join up. */
  requestId?: string;
  /** What errors call the endpoint ("NHL api-web", "svc-billing"); the URL without its query by default. */
  name?: string;
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number;
  redirect?: RequestInit['redirect'];
}

/**
 * A call that got no usable answer: a timeout or a refused connection, or (for JSON reads) an HTTP error status
 * (`status`) or a body that is not JSON. `attempts` counts the requests sent.
 */
export class HttpUnavailableError extends Error {
  constructor(
    readonly endpoint: string,
    readonly attempts: number,
    readonly lastFailure: string,
    readonly status: number | null = null,
  ) {
    super(`${endpoint} unavailable after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${lastFailure}`);
    this.name = 'HttpUnavailableError';
  }
}

/** A JSON answer that does not have the expected shape: the endpoint changed, or the URL is not the one meant. */
export class HttpAnswerError extends Error {
  constructor(
    /** The URL without its query, or the endpoint's name for an answer read by checkAnswer. */
    readonly url: string,
    readonly issue: string,
  ) {
    super(`${url} answered in an unexpected shape: ${issue}`);
    this.name = 'HttpAnswerError';
  }
}

/**
 * `body` read with `schema`, as json() reads every answer: the parsed (and transformed) value, or HttpAnswerError
 * naming `endpoint` and the first field that did not match. Also for an answer recorded earlier (a test fixture).
 */
export function checkAnswer<S extends z.ZodType>(endpoint: string, schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw new HttpAnswerError(endpoint, `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

const IDEMPOTENT = new Set(['GET', 'HEAD']);

/** A status that may be different if asked again: the server's trouble or too many requests. */
const transient = (status: number) => status >= 500 || status === 429;

const withoutQuery = (url: URL) => `${url.origin}${url.pathname}`;

/**
 * Every outgoing HTTP call of the services: a timeout per attempt, retries with exponential backoff for reads
 * that may pass (5xx, 429, timeouts, network errors; never a 4xx, never a POST), the caller's identity, and a
 * schema check of JSON answers.
 */
export class HttpClient {
  constructor(private readonly options: HttpClientOptions) {}

  /** The same caller with another timeout, retry count or backoff. */
  with(policy: Partial<RetryPolicy>): HttpClient {
    return new HttpClient({ ...this.options, ...policy });
  }

  /**
   * The answer of the first attempt whose status will not change by asking again (below 500, other than 429), or
   * of the last attempt whatever its status: the caller reads the status (a POST's 503, a 404, a 429's
   * Retry-After). Only when the last attempt got no answer at all (timeout, refused) does it throw
   * HttpUnavailableError.
   */
  async request(target: string | URL, call: HttpCall = {}): Promise<Response> {
    return (await this.send(new URL(target), call)).response;
  }

  private async send(url: URL, call: HttpCall): Promise<{ response: Response; attempts: number }> {
    const method = (call.method ?? 'GET').toUpperCase();
    const { fetcher = fetch, service = processCaller.service, version = processCaller.version } = this.options;
    const timeoutMs = call.timeoutMs ?? this.options.timeoutMs;
    const attempts = 1 + (IDEMPOTENT.has(method) ? this.options.retries : 0);
    const headers: Record<string, string> = { 'User-Agent': `Vantage-${service}/${version}`, ...call.headers };
    if (call.requestId) headers['X-Request-Id'] = call.requestId;
    let failure = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, this.options.backoffMs * 2 ** (attempt - 2)));
      try {
        const response = await fetcher(url, {
          method,
          headers,
          body: call.body,
          redirect: call.redirect,
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!transient(response.status) || attempt === attempts) return { response, attempts: attempt };
        await response.body?.cancel();
        failure = `HTTP ${response.status}`;
      } catch (err) {
        const e = err as Error;
        failure = e.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : e.message;
      }
    }
    throw new HttpUnavailableError(call.name ?? withoutQuery(url), attempts, failure);
  }

  /**
   * A JSON answer read with `schema`. Any status other than 2xx throws HttpUnavailableError (a 4xx after one
   * attempt: asking again will not help), as does a body that is not JSON; a shape `schema` rejects throws
   * HttpAnswerError naming the URL and the first issue.
   */
  async json<S extends z.ZodType>(target: string | URL, schema: S, call: HttpCall = {}): Promise<z.infer<S>> {
    const url = new URL(target);
    const endpoint = call.name ?? withoutQuery(url);
    const { response, attempts } = await this.send(url, {
      ...call,
      headers: { Accept: 'application/json', ...call.headers },
    });
    if (!response.ok) {
      await response.body?.cancel();
      // A 4xx is the last word (asking again will not change it); a 5xx or 429 came after every attempt.
      throw new HttpUnavailableError(endpoint, attempts, `HTTP ${response.status}`, response.status);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (err) {
      throw new HttpUnavailableError(endpoint, attempts, `not JSON (${(err as Error).message})`, response.status);
    }
    return checkAnswer(withoutQuery(url), schema, body);
  }
}
