// The first screen's public API answers, inlined in index.html by the shell's server (shell/src/server)
// as <script type="application/json">: the first requests are answered from there instead of waiting for
// another round trip. Each answer serves one request, only while the page is fresh. `everyone` holds answers
// that are the same for every viewer (the calendar, /remotes.json); `guest` the guest's view of the games,
// which a signed-in user's requests never take (their answers show more).

import type { FirstRender } from '@vantage/client/first-render';

export const FIRST_SCREEN_DATA_ID = 'vantage-first-screen';
/** Inlined answers older than this (a page left open, restored from history) are not used. */
export const FIRST_SCREEN_MAX_AGE_MS = 30_000;

type Answers = Record<'everyone' | 'guest', Map<string, unknown>> & {
  /** The status of each of the guest's answers that was a refusal (a game that does not exist): not a 200. */
  refusals: Map<string, number>;
  /** A guest's requests the server's render did not get an answer for (it rendered them loading). */
  missed: Set<string>;
};
let answers: Answers | null = null;

let hydrated = false;
let markHydrated: () => void = () => undefined;
const hydration = new Promise<void>((resolve) => (markHydrated = resolve));

function readInlined(): Answers {
  const none: Answers = { everyone: new Map(), guest: new Map(), refusals: new Map(), missed: new Set() };
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element?.textContent) return none;
  try {
    const data = JSON.parse(element.textContent) as {
      at?: unknown;
      everyone?: Record<string, unknown>;
      guest?: Record<string, unknown>;
      refusals?: Record<string, unknown>;
      missed?: unknown;
    };
    if (typeof data.at !== 'number' || Math.abs(Date.now() - data.at) > FIRST_SCREEN_MAX_AGE_MS) return none;
    return {
      everyone: new Map(Object.entries(data.everyone ?? {})),
      guest: new Map(Object.entries(data.guest ?? {})),
      refusals: new Map(
        Object.entries(data.refusals ?? {}).filter(
          (entry): entry is [string, number] => Number.isInteger(entry[1]) && (entry[1] as number) >= 400,
        ),
      ),
      missed: new Set(Array.isArray(data.missed) ? data.missed.filter((url) => typeof url === 'string') : []),
    };
  } catch {
    return none;
  }
}

/**
 * The inlined answer for a GET of `url` (path and query as requested), once, with the status the server got (a
 * refusal such as a game that does not exist is an answer too); null when there is none.
 */
export function takeFirstScreenAnswer(url: string, { signedIn }: { signedIn: () => boolean }): Response | null {
  answers ??= readInlined();
  const inlined = answers;
  const from = [inlined.everyone, inlined.guest].find(
    (map) => map.has(url) && (map === inlined.everyone || !signedIn()),
  );
  if (!from) return null;
  const body = from.get(url);
  from.delete(url);
  const status = (from === inlined.guest && inlined.refusals.get(url)) || 200;
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Until the server's page is hydrated, a guest's GET the server's render missed (an answer it did not get in
 * time, so it rendered that part loading) waits: answered earlier, the browser's first render would differ from
 * the server's page. Returns the wait, or null when the request may go now.
 */
export function waitForServerPage(url: string, { signedIn }: { signedIn: () => boolean }): Promise<void> | null {
  if (hydrated) return null;
  answers ??= readInlined();
  if (!answers.missed.delete(url) || signedIn()) return null;
  return hydration;
}

/** Whether the server's page is React's now (false on the server, and in the browser until then). */
export const isFirstScreenHydrated = (): boolean => hydrated;

/** The server's page is React's now (or the browser rendered its own): missed requests go out. */
export function firstScreenHydrated(): void {
  hydrated = true;
  markHydrated();
}

/** What the server rendered the page for (FirstRender), or null when it rendered none. */
export function readFirstRender(): FirstRender | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_DATA_ID);
  try {
    const { firstRender } = JSON.parse(element?.textContent ?? '{}') as { firstRender?: Partial<FirstRender> };
    if (typeof firstRender?.assumedWidth !== 'number' || typeof firstRender.signedIn !== 'boolean') return null;
    return { assumedWidth: firstRender.assumedWidth, signedIn: firstRender.signedIn };
  } catch {
    return null;
  }
}

/** Tests: forget what was read, so the next call reads the document again. */
export function resetFirstScreenAnswers(): void {
  answers = null;
}
