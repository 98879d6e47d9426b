// The first screen's public API answers, inlined in index.html by the shell's server (gateway/first-screen.mjs)
// as <script type="application/json">: the first requests are answered from there instead of waiting for
// another round trip. Each answer serves one request, only while the page is fresh. `everyone` holds answers
// that are the same for every viewer (the calendar, /remotes.json); `guest` the guest's view of the games,
// which a signed-in user's requests never take (their answers show more).

export const FIRST_SCREEN_DATA_ID = 'vantage-first-screen';
/** Inlined answers older than this (a page left open, restored from history) are not used. */
export const FIRST_SCREEN_MAX_AGE_MS = 30_000;

type Answers = Record<'everyone' | 'guest', Map<string, unknown>>;
let answers: Answers | null = null;

function readInlined(): Answers {
  const none: Answers = { everyone: new Map(), guest: new Map() };
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element?.textContent) return none;
  try {
    const data = JSON.parse(element.textContent) as {
      at?: unknown;
      everyone?: Record<string, unknown>;
      guest?: Record<string, unknown>;
    };
    if (typeof data.at !== 'number' || Math.abs(Date.now() - data.at) > FIRST_SCREEN_MAX_AGE_MS) return none;
    return { everyone: new Map(Object.entries(data.everyone ?? {})), guest: new Map(Object.entries(data.guest ?? {})) };
  } catch {
    return none;
  }
}

/** The inlined answer for a GET of `url` (path and query as requested), once; null when there is none. */
export function takeFirstScreenAnswer(url: string, { signedIn }: { signedIn: () => boolean }): Response | null {
  answers ??= readInlined();
  const inlined = answers;
  const from = [inlined.everyone, inlined.guest].find(
    (map) => map.has(url) && (map === inlined.everyone || !signedIn()),
  );
  if (!from) return null;
  const body = from.get(url);
  from.delete(url);
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** Tests: forget what was read, so the next call reads the document again. */
export function resetFirstScreenAnswers(): void {
  answers = null;
}
