// Checks a service's answer against its contract off the main thread: in a worker that holds zod and the
// schemas (answer-checks/worker.ts), started with the first request so it is ready by the first answer. Where
// a worker cannot run (no Worker, a script that fails to load), the same checks run in the page, on demand.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { CheckName, CheckResponse, Checked } from './answer-checks/checks';
import type { QueryArgs } from './base-query';
import { UNEXPECTED_DATA_FORMAT } from '@vantage/client/game-list';

interface Pending {
  check: CheckName;
  answer: unknown;
  resolve: (result: unknown) => void;
}

const pending = new Map<number, Pending>();
let nextId = 0;
/** undefined until first needed; null once known to be unavailable. */
let worker: Worker | null | undefined;

const inPage = async (check: CheckName, answer: unknown) =>
  (await import('./answer-checks/checks')).runCheck(check, answer);

function giveUpOnWorker() {
  worker?.terminate();
  worker = null;
  const waiting = [...pending.values()];
  pending.clear();
  waiting.forEach(({ check, answer, resolve }) => void inPage(check, answer).then(resolve));
}

/** Starts the worker ahead of the first answer (its script and zod load while the request is out). */
export function prepareChecks(): void {
  if (worker !== undefined) return;
  try {
    worker = new Worker(new URL('./answer-checks/worker.ts', import.meta.url), { name: 'vantage-contract-checks' });
  } catch {
    worker = null;
    return;
  }
  worker.onmessage = ({ data: { id, result } }: MessageEvent<CheckResponse>) => {
    pending.get(id)?.resolve(result);
    pending.delete(id);
  };
  worker.onerror = giveUpOnWorker;
  worker.onmessageerror = giveUpOnWorker;
}

/** The answer as the contract types it, or null when it is not what the contract says. */
export async function checkAnswer<N extends CheckName>(check: N, answer: unknown): Promise<Checked<N> | null> {
  prepareChecks();
  const result = worker
    ? await new Promise<unknown>((resolve) => {
        const id = nextId++;
        pending.set(id, { check, answer, resolve });
        worker?.postMessage({ id, check, answer });
      })
    : await inPage(check, answer);
  return result as Checked<N> | null;
}

let loaded: Promise<void> | null = null;

/**
 * Resolves once the checks' code has run, the worker's script or, where no worker runs, the page's copy: from then
 * on a check costs a message's round trip, not a download. The check of nothing (null) fails quickly either way.
 */
export function checksLoaded(): Promise<void> {
  return (loaded ??= checkAnswer('calendar', null).then(() => undefined));
}

function parsingError(data: unknown, message = UNEXPECTED_DATA_FORMAT): FetchBaseQueryError {
  return {
    status: 'PARSING_ERROR',
    originalStatus: 200,
    data: JSON.stringify(data)?.slice(0, 200) ?? '',
    error: message,
  };
}

type BaseQueryResult = { data?: unknown; error?: FetchBaseQueryError };
type BaseQuery = (args: string | QueryArgs) => BaseQueryResult | PromiseLike<BaseQueryResult>;

/**
 * A write the contract answers with no body (204): any body instead (an HTML page from a proxy, a JSON of some
 * other shape) is reported as an unexpected format, not taken for done. No schema to load: nothing is checked
 * but that the answer is empty.
 */
export async function fetchNoContent(
  baseQuery: BaseQuery,
  args: string | QueryArgs,
): Promise<{ data: undefined } | { error: FetchBaseQueryError }> {
  const result = await baseQuery(args);
  if (result.error) return { error: result.error };
  return result.data === null || result.data === undefined ? { data: undefined } : { error: parsingError(result.data) };
}

/** One call through the shared base query (retries, timeout), its answer checked against the contract. */
export async function fetchChecked<N extends CheckName>(
  baseQuery: BaseQuery,
  args: string | QueryArgs,
  check: N,
): Promise<{ data: Checked<N> } | { error: FetchBaseQueryError }> {
  prepareChecks();
  const result = await baseQuery(args);
  if (result.error) return { error: result.error };
  const checked = await checkAnswer(check, result.data);
  return checked === null ? { error: parsingError(result.data) } : { data: checked };
}
