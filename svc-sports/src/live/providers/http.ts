import { HttpClient, type HttpClientOptions } from '@vantage/service-kit/http-client';
import { version } from '../../../package.json';

/**
 * Every feed's one policy (the Stats API, the NBA's liveData, the NHL's api-web, ESPN, The Odds API): a read that
 * fails is asked twice more, 1 s then 2 s later; a run every INGEST_INTERVAL_MINUTES does the rest.
 */
const RETRIES = 2;
const BACKOFF_MS = 1000;

/** The HTTP client of the live feeds, with PROVIDER_TIMEOUT_MS per attempt; tests may change the policy. */
export function providerHttp(
  timeoutMs: number,
  overrides: Partial<Omit<HttpClientOptions, 'service' | 'version'>> = {},
): HttpClient {
  return new HttpClient({
    service: 'sports',
    version,
    timeoutMs,
    retries: RETRIES,
    backoffMs: BACKOFF_MS,
    ...overrides,
  });
}
