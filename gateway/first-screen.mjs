// The shell's index.html, completed per request with what the first screen needs, so the browser starts
// everything at once instead of discovering it file by file (HTML → shell → /remotes.json → manifest →
// remoteEntry → chunks → API). All of it is derived at serve time, never baked into the shell's build:
//  - what to preload: the shell's startup scripts (its own first-screen.json, written by its build),
//  - the page itself for a first screen every visitor sees alike (first-screen-html.mjs),
//  - for a route a remote owns: that remote's mf-manifest.json, remoteEntry.js and exposed App chunks,
//    read from the LIVE /remotes.json and manifest, so a remote redeployed alone is preloaded on the next load,
//  - the first screen's public API answers inlined as JSON data, which the client's API layer uses instead of
//    asking again (packages/client/src/first-screen.ts): `everyone` (the calendar, /remotes.json) and `guest`
//    (a guest's view of the games, which a signed-in user's requests do not take).
// A part that does not answer in time is left out: the page then loads it the usual way, and a remote that is
// down still ends in the shell's unavailable card. No inline script: the data is <script type="application/json">,
// which the browser never executes, so the CSP's script-src 'self' holds.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DARK_MODE_CLASS, firstScreenHtml, themeVariablesFrom } from './first-screen-html.mjs';

export const FIRST_SCREEN_DATA_ID = 'vantage-first-screen';
/** Manifests and /remotes.json: a redeployed remote is seen within this time. */
const CONFIG_TTL_MS = 1_000;
/** Public API answers (the calendar, today's games): the same for every guest, refreshed this often. */
const DATA_TTL_MS = 10_000;
/** The HTML waits at most this long for any one upstream answer. */
const UPSTREAM_TIMEOUT_MS = 800;

function decodeOrNull(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The public API answers each first screen starts with, as the client asks for them (same URLs). */
function firstScreenRequests(pathname, calendar) {
  const today = calendar?.today ? `/api/mlb/comparison/?date=${encodeURIComponent(calendar.today)}` : null;
  const game = /^\/game\/([^/]+)\/?$/.exec(pathname);
  if (game) {
    // The client asks with the router's decoded parameter, encoded again.
    const id = decodeOrNull(game[1]);
    return id ? [`/api/mlb/comparison/${encodeURIComponent(id)}/`] : [];
  }
  if (pathname === '/' || /^\/(dashboard|mlb-trends)\/?$/.test(pathname)) return [today];
  if (/^\/pricing\/?$/.test(pathname)) return ['/api/subscriptions/pricing-tiers/'];
  return [];
}
const CALENDAR_PATH = '/api/mlb/calendar/';
const NEEDS_CALENDAR = /^\/(dashboard|mlb-trends)?\/?$/;

/** The free trial of every paid plan (TRIAL_PERIOD_DAYS of @vantage/contracts/tiers; a test keeps them equal). */
export const TRIAL_PERIOD_DAYS = 14;

/** What the first screen of `pathname` shows, from the answers inlined for it; null for a route without one. */
function firstScreenView(pathname, { everyone, guest }, signedIn) {
  const calendar = everyone[CALENDAR_PATH] ?? null;
  const [url] = firstScreenRequests(pathname, calendar);
  const answer = url ? (guest[url] ?? null) : null;
  const page = /^\/(dashboard|mlb-trends)\/?$/.exec(pathname)?.[1];
  if (pathname === '/') return { page: 'landing', signedIn };
  if (page) return { page, calendar, day: answer, signedIn };
  if (/^\/game\/[^/]+\/?$/.test(pathname)) return answer && { page: 'game', game: answer, signedIn };
  if (/^\/pricing\/?$/.test(pathname))
    return answer && { page: 'pricing', tiers: answer, trialDays: TRIAL_PERIOD_DAYS, signedIn };
  return null;
}

/** react-router's matchPath for the route table's patterns: whole path, `:param` segments, no case. */
export function routeOwner(routes, pathname) {
  const segments = (p) => p.toLowerCase().split('/').filter(Boolean);
  const actual = segments(pathname);
  const route = routes.find(({ path: pattern }) => {
    const expected = segments(pattern);
    return (
      expected.length === actual.length &&
      expected.every((part, i) => (part.startsWith(':') ? actual[i] !== '' : part === actual[i]))
    );
  });
  return route?.remote ?? null;
}

// Inside <script type="application/json"> only "</script" could end the element early; \u003c keeps JSON valid.
const safeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * @param {object} options
 * @param {string} options.dir       the shell's dist folder (index.html, first-screen.json, remotes.json)
 * @param {string} options.origin    where /remotes.json, the remotes and the API answer (the gateway), e.g. http://127.0.0.1:8080
 */
export function createFirstScreen({ dir, origin, fetchImpl = fetch }) {
  const files = new Map();
  /** A file of the shell's dist, re-read when it changes (a redeployed shell needs no restart either). */
  function distFile(name, parse = (text) => text) {
    const file = path.join(dir, name);
    try {
      const { mtimeMs, size } = statSync(file);
      const cached = files.get(file);
      if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.value;
      const value = parse(readFileSync(file, 'utf8'));
      files.set(file, { mtimeMs, size, value });
      return value;
    } catch {
      return null;
    }
  }

  const answers = new Map();
  /** A JSON answer from the origin, shared by concurrent requests and kept `ttlMs`; null when it failed. */
  function upstreamJson(pathname, ttlMs) {
    const cached = answers.get(pathname);
    if (cached && Date.now() - cached.at < ttlMs) return cached.value;
    const value = fetchImpl(new URL(pathname, origin), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
    answers.set(pathname, { at: Date.now(), value });
    // A failure is not kept: the next page load asks again.
    value.then((json) => json === null && answers.get(pathname)?.value === value && answers.delete(pathname));
    return value;
  }

  /** Preloads of the remote that owns `pathname`, from its live manifest; none if it is down. */
  async function remoteLinks(remote, remotes) {
    const manifestPath = remotes?.[remote];
    if (typeof manifestPath !== 'string' || !manifestPath.startsWith('/')) return [];
    const manifest = await upstreamJson(manifestPath, CONFIG_TTL_MS);
    if (!manifest?.metaData?.remoteEntry) return [];
    const { publicPath, remoteEntry } = manifest.metaData;
    // 'auto': the files sit beside the manifest, as the federation runtime resolves them.
    const base = publicPath && publicPath !== 'auto' ? publicPath : manifestPath.replace(/[^/]*$/, '');
    const file = (name) => new URL(name, new URL(base, origin)).pathname;
    const app = manifest.exposes?.find((expose) => expose.path === './App');
    return [
      // The runtime fetches the manifest with fetch(url, {}): a CORS request without credentials to match.
      { href: manifestPath, as: 'fetch', crossorigin: 'anonymous' },
      { href: file(path.posix.join(remoteEntry.path ?? '', remoteEntry.name)), as: 'script' },
      ...(app?.assets?.js?.sync ?? []).map((name) => ({ href: file(name), as: 'script' })),
    ];
  }

  async function inlineAnswers(pathname) {
    const calendar = NEEDS_CALENDAR.test(pathname) ? await upstreamJson(CALENDAR_PATH, DATA_TTL_MS) : null;
    const requests = firstScreenRequests(pathname, calendar).filter(Boolean);
    const found = await Promise.all(requests.map((url) => upstreamJson(url, DATA_TTL_MS)));
    const guest = {};
    requests.forEach((url, i) => found[i] !== null && (guest[url] = found[i]));
    return { everyone: calendar ? { [CALENDAR_PATH]: calendar } : {}, guest };
  }

  /** index.html for `pathname`, or null when the shell's files are missing (the caller serves the file). */
  /**
   * `signedIn`: the browser's hint that it holds a session (a guest's or a member's first screen); `dark`: that
   * its member chose dark mode (the page starts with the shell's dark class, as the shell will set it).
   */
  return async function render(pathname, { signedIn = false, dark = false } = {}) {
    const html = distFile('index.html');
    const shell = distFile('first-screen.json', JSON.parse);
    if (!html || !shell) return null;
    const remotes = (await upstreamJson('/remotes.json', CONFIG_TTL_MS)) ?? distFile('remotes.json', JSON.parse);
    const remote = routeOwner(shell.routes ?? [], pathname);
    const [links, inlined] = await Promise.all([remote ? remoteLinks(remote, remotes) : [], inlineAnswers(pathname)]);
    if (remotes) inlined.everyone['/remotes.json'] = remotes;
    // Not <link> tags: the shell's start script (shell/public/start.js) requests these with its entry, after the
    // first paint, so on a slow network they do not share its bandwidth with the first screen's paint.
    const preload = [
      ...links.filter((link) => link.as === 'fetch'),
      ...(shell.scripts ?? []).map((href) => ({ href, as: 'script' })),
      ...links.filter((link) => link.as !== 'fetch'),
    ];
    const data = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${safeJson({ at: Date.now(), preload, ...inlined })}</script>`;
    const stylesheet = shell.stylesheets?.[0];
    const themeVariables = stylesheet ? distFile(stylesheet, themeVariablesFrom) : null;
    const page = firstScreenHtml(firstScreenView(pathname, inlined, signedIn), themeVariables);
    return (dark ? html.replace('<html', `<html class="${DARK_MODE_CLASS}"`) : html)
      .replace('</head>', `${data}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${page}</div>`);
  };
}
