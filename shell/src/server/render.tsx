// The shell's server: renders the first screen of a page from the same React components the browser runs
// (react-dom/server), into the shell's index.html, and the browser hydrates it (shell/src/bootstrap.tsx).
// Everything is read per request, never baked into the shell's build:
//  - a remote's route renders with that remote's LIVE release (remote-modules.ts), read through the gateway;
//    a remote that is down renders its unavailable card, as the browser would;
//  - the page's first data comes from the same prefetch the browser runs (app/first-screen.ts), asked of the
//    gateway as a guest; those answers are inlined in the page as JSON data, which the browser's API layer uses
//    instead of asking again (packages/client/src/first-screen.ts), so its first render is the server's;
//  - what the page loads next (the shell's startup chunks and the page's own, the route's remote manifest,
//    remoteEntry and App chunks, from the live /remotes.json and manifest), low-priority <link> tags in its head
//    (preloadLinks), so they download side by side while the page paints.
// The server knows no session (it lives in the browser's storage); the cookie `vantage_signed_in=1`, a hint the
// client sets while it holds one, makes a member's page, whose member-only parts the browser renders
// (MembersInBrowser; the server sends the page's public content in their place). No inline script: the data is <script type="application/json">, so the CSP's
// script-src 'self' holds.
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { isMainThread, workerData } from 'node:worker_threads';
import { StrictMode, type ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createMemoryRouter, matchRoutes } from 'react-router-dom';
import { REMOTES, type RemoteName } from '@vantage/contracts/ui-routes';
import { assumedWidthFor, type FirstRender } from '@vantage/client/first-render';
import { FIRST_SCREEN_DATA_ID } from '@vantage/client/first-screen';
import { neverRetry } from '@vantage/client/base-query';
import { setFetch } from '@vantage/client/http';
import { createAppStore, type AppStore } from '@vantage/client/store';
import { PREFETCH_WAIT_MS, type ScreenContext } from '@vantage/client/remote-routes';
import { App } from '../app/app';
import { prepareFirstRender } from '../app/first-screen';
import { ownedRoute } from '../app/owned-route';
import { appRoutes, pageChunk, routerReady, type RouteHandle } from '../app/router';
import { LoadedAppsContext, type LoadedApps } from '../features/remotes/hooks/use-remote-app';
import productTheme from '../app/theme.json';
import { createAnswerCache } from './answer-cache';
import { classesIn, criticalCss, parseStylesheet } from './critical-css';
import { createRemoteModules } from './remote-modules';
import { createRenderSlots } from './render-slots';
import { createWorkerPool, serveTasks } from './render-workers';

/** /remotes.json, which changes with the gateway's configuration only, is read again after this time. */
const CONFIG_TTL_MS = 1_000;
/** A remote's live manifest is asked for on every page: the next load after a deploy or a rollback renders
 * the release that is live then. */
const MANIFEST_TTL_MS = 0;
/** Public API answers (the calendar, today's games): the same for every guest, refreshed this often. */
const DATA_TTL_MS = 10_000;
/**
 * The page waits at most this long for any one upstream answer, as long as the browser's own first render waits
 * for its data: an answer the server missed, the browser asks for again, and its page then differs from the
 * server's (React renders it again, in the browser).
 */
const UPSTREAM_TIMEOUT_MS = PREFETCH_WAIT_MS;
/** A render still running after this is cut short: what is missing renders in the browser. */
const RENDER_LIMIT_MS = 5_000;
/**
 * Pages rendered at once for one client address, and in all: a browser opens one page at a time; past its share
 * a client (a burst, or an office behind one address) gets the page as the browser renders it, which works as
 * well, only later.
 */
const RENDERS_PER_CLIENT = 2;
const RENDERS_IN_ALL = 16;
/**
 * The render workers (render-workers.ts): two share the renders (eight each before the second starts), and one
 * idle this long ends. A worker's heap is bounded (a render's garbage is collected within it, not left to grow
 * the pages V8 keeps); a worker past its limit ends and its pages go to the browser. Measured in bench/report.md
 * (a burst of unknown pages).
 */
const RENDER_WORKERS = 2;
const WORKER_IDLE_MS = 30_000;
const WORKER_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 8 };

type Json = unknown;

/** An upstream's JSON answer with its status. */
interface Answer {
  status: number;
  body: Json;
}

/** A refusal the same request would get again: a 4xx, but for a timeout (408) or a rate limit (429). */
const isDefinitiveRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

interface Preload {
  href: string;
  as: string;
  crossorigin?: string;
}

/** What the shell's build writes for its server (packages/client/webpack FirstScreenPlugin). */
interface ShellFiles {
  scripts?: string[];
  /** By chunk name (the router's `webpackChunkName`), the files of a page's own code. */
  pages?: Record<string, string[]>;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page's next files as <link> tags, so the browser asks for them all at once as it parses the page rather
 * than once shell/public/start.js has run after the first paint. Low priority: they queue behind what the first
 * paint needs (the page, its stylesheet). The contract checks' worker asks for its own files: a prefetch of them
 * (the lowest priority) was still on its way when the worker asked, and the browser fetched each file twice.
 */
export function preloadLinks(preload: Preload[]): string {
  return preload
    .map(
      ({ href, as, crossorigin }) =>
        `<link rel="preload" as="${attribute(as)}" href="${attribute(href)}"` +
        `${crossorigin ? ` crossorigin="${attribute(crossorigin)}"` : ''} fetchpriority="low">`,
    )
    .join('');
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The hint cookie: the browser holds a session (a member's page). */
  signedIn: boolean;
  /**
   * The page's colour scheme (the member's choice, else the system's client hint): dark starts with the shell's
   * dark class; undefined, unknown, the page follows the system's in CSS until the app applies it.
   */
  dark: boolean | undefined;
  userAgent?: string;
  /** The client's address (the gateway's X-Forwarded-For): its renders count against its own share. */
  client?: string;
}

/** The page's HTML and its status: 404 when it shows the not-found page. */
export interface RenderedPage {
  status: number;
  body: Readable;
}

/** A rendered page as a worker hands it over. */
interface PageText {
  status: number;
  html: string;
}

/** What the renderer needs to know, the same in every worker (worker_threads' workerData). */
interface RendererOptions {
  /** The shell's dist folder (index.html, first-screen.json). */
  dir: string;
  /** Where /remotes.json, the remotes and the API answer (the gateway). */
  origin: string;
}

/** Where a page's render stands: its data fixed (`prepared`), its render over (`done`). */
interface PageState {
  prepared: boolean;
  done: AbortSignal;
}

/** One request's view of the API: its answers, kept for the page's data. */
interface RequestScope {
  fetch: typeof fetch;
}

const requestScope = new AsyncLocalStorage<RequestScope>();
// The browser's API layer, asking this server's gateway within the request being rendered.
neverRetry();
setFetch((input, init) => {
  const scope = requestScope.getStore();
  return scope ? scope.fetch(input, init) : Promise.reject(new Error('no request is being rendered'));
});

// Inside <script type="application/json"> only "</script" could end the element early; \u003c keeps JSON valid.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A request the server leaves to the browser: it stays pending (the page renders it loading) until the caller
 * aborts it or the page is rendered (`pageDone`), when it ends and lets go of the page's store.
 */
function leftToTheBrowser(signal: AbortSignal | null | undefined, pageDone: AbortSignal): Promise<Response> {
  const ended = signal ? AbortSignal.any([signal, pageDone]) : pageDone;
  return new Promise<Response>((_resolve, reject) => {
    if (ended.aborted) return reject(ended.reason);
    ended.addEventListener('abort', () => reject(ended.reason), { once: true });
  });
}

/** Resolves once the store has stopped changing: the same state over a few turns of the event loop. */
async function storeSettled(store: AppStore): Promise<void> {
  let state = store.getState();
  for (let quiet = 0, turns = 0; quiet < 3 && turns < 200; turns++) {
    await new Promise((resolve) => setImmediate(resolve));
    const next = store.getState();
    quiet = next === state ? quiet + 1 : 0;
    state = next;
  }
}

/**
 * index.html for a page of a known colour scheme: its <html> says which (index.html's CSS follows the system's
 * until then) and carries the shell's dark class when dark.
 */
function inScheme(html: string, dark: boolean | undefined): string {
  if (dark === undefined) return html;
  const darkClass = dark ? ` class="${productTheme.darkModeClass}"` : '';
  return html.replace('<html', `<html data-color-scheme="${dark ? 'dark' : 'light'}"${darkClass}`);
}

/** Files of the shell's dist, each re-read when it changes. */
function distFiles(dir: string) {
  const files = new Map<string, { mtimeMs: number; size: number; value: unknown }>();
  return function distFile<T>(name: string, parse: (text: string) => T): T | null {
    const file = path.join(dir, name);
    try {
      const { mtimeMs, size } = statSync(file);
      const cached = files.get(file);
      if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.value as T;
      const value = parse(readFileSync(file, 'utf8'));
      files.set(file, { mtimeMs, size, value });
      return value;
    } catch {
      return null;
    }
  };
}

const routes = appRoutes();
/** Whether a route owns the path: the router's own pages, or a remote's (else it is not found). */
function owned(pathname: string) {
  const page = matchRoutes(routes, pathname)?.at(-1);
  return (page !== undefined && page.route.path !== '*') || ownedRoute(pathname) !== undefined;
}

/**
 * The shell server's renderer: the page for `request`, rendered in a worker (render-workers.ts) into index.html
 * with the page's data, or index.html as it is (the browser renders the page) for the pages whose code the router
 * loads on demand, for a client past its share of renders and when the render failed; null when the shell's
 * files are missing (the caller serves what it has). The request goes to the worker as it is: a field added to
 * RenderRequest reaches the render without a change here.
 */
export function createFirstScreen({ dir, origin }: RendererOptions) {
  const distFile = distFiles(dir);
  const slots = createRenderSlots({ perClient: RENDERS_PER_CLIENT, total: RENDERS_IN_ALL });
  const workers = createWorkerPool<RenderRequest, PageText | null>({
    // This bundle (dist/server/render.js) is the worker's script too: see the end of this file.
    script: path.join(dir, 'server', 'render.js'),
    workerData: { firstScreen: { dir, origin } satisfies RendererOptions },
    size: RENDER_WORKERS,
    tasksPerWorker: RENDERS_IN_ALL / RENDER_WORKERS,
    idleMs: WORKER_IDLE_MS,
    resourceLimits: WORKER_LIMITS,
  });
  return async function render(request: RenderRequest): Promise<RenderedPage | null> {
    const html = distFile('index.html', (text) => text);
    if (!html) return null;
    const { pathname } = new URL(request.url, 'http://page');
    const browsersPage = () => ({
      status: owned(pathname) ? 200 : 404,
      body: Readable.from([inScheme(html, request.dark)]),
    });
    // Pages the browser renders alone (the company pages, their code loaded when opened).
    if (matchRoutes(routes, pathname)?.some(({ route }) => (route.handle as RouteHandle | undefined)?.browserRendered))
      return browsersPage();
    const release = slots.take(request.client ?? '');
    if (!release) return browsersPage();
    try {
      const page = await workers.run(request);
      return page && { status: page.status, body: Readable.from([page.html]) };
    } catch (error) {
      console.error(`first screen ${request.url}: ${(error as Error).message}`);
      return browsersPage();
    } finally {
      release();
    }
  };
}

/**
 * Renders pages in this thread (a render worker): `render`'s work, each page whole. `fetchImpl` answers what the
 * page asks of the origin.
 */
export function createPageRenderer({ dir, origin, fetchImpl = fetch }: RendererOptions & { fetchImpl?: typeof fetch }) {
  const distFile = distFiles(dir);

  // Only the guest's answers are asked for (no cookie, no token): what is kept is the same for every visitor.
  const answers = createAnswerCache<Promise<Answer | null>>();
  /**
   * A JSON answer from the origin, shared by concurrent requests and kept `ttlMs`: a success, or a refusal that
   * asking again would not change (a 4xx, but for a timeout or a rate limit); null when it failed otherwise.
   */
  function upstreamAnswer(pathname: string, ttlMs: number): Promise<Answer | null> {
    const cached = answers.get(pathname);
    if (cached) return cached;
    const value = fetchImpl(new URL(pathname, origin), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    })
      .then(async (response) => {
        if (!response.ok && !isDefinitiveRefusal(response.status)) return null;
        const text = await response.text();
        const answer: Answer = { status: response.status, body: JSON.parse(text) as Json };
        // Counted at its size once known (while asked, at its path's).
        if (answers.get(pathname) === value)
          answers.set(pathname, value, { size: pathname.length + text.length, ttl: ttlMs });
        return answer;
      })
      .catch(() => null);
    // Concurrent pages share it while it is asked for, unless every page must ask for itself (no time to live).
    if (ttlMs > 0) answers.set(pathname, value, { size: pathname.length, ttl: Math.max(ttlMs, UPSTREAM_TIMEOUT_MS) });
    // A failure is not kept: the next page load asks again.
    void value.then((answer) => answer === null && answers.get(pathname) === value && answers.delete(pathname));
    return value;
  }
  /** The body of a successful JSON answer from the origin (see upstreamAnswer); null otherwise. */
  const upstreamJson = async (pathname: string, ttlMs: number): Promise<Json | null> => {
    const answer = await upstreamAnswer(pathname, ttlMs);
    return answer?.status === 200 ? answer.body : null;
  };

  const remoteModules = createRemoteModules({
    origin,
    fetchText: async (url) => {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS * 4) });
      if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
      return response.text();
    },
  });

  /** The remote's manifest path and live manifest; null when it is down. */
  async function liveManifest(remote: RemoteName, remotes: Json | null) {
    const manifestPath = (remotes as Record<string, unknown> | null)?.[remote];
    if (typeof manifestPath !== 'string' || !manifestPath.startsWith('/')) return null;
    const manifest = (await upstreamJson(manifestPath, MANIFEST_TTL_MS)) as {
      metaData?: { publicPath?: string; remoteEntry?: { path?: string; name: string } };
      exposes?: { path: string; assets?: { js?: { sync?: string[] } } }[];
    } | null;
    return manifest?.metaData?.remoteEntry ? { manifestPath, manifest } : null;
  }

  /** Preloads of the remote's files, from its live manifest. */
  function remoteLinks({ manifestPath, manifest }: NonNullable<Awaited<ReturnType<typeof liveManifest>>>): Preload[] {
    const { publicPath, remoteEntry } = manifest.metaData!;
    // 'auto': the files sit beside the manifest, as the federation runtime resolves them.
    const base = publicPath && publicPath !== 'auto' ? publicPath : manifestPath.replace(/[^/]*$/, '');
    const file = (name: string) => new URL(name, new URL(base, origin)).pathname;
    const app = manifest.exposes?.find((expose) => expose.path === './App');
    return [
      // The runtime fetches the manifest with fetch(url, {}): a CORS request without credentials to match.
      { href: manifestPath, as: 'fetch', crossorigin: 'anonymous' },
      { href: file(path.posix.join(remoteEntry!.path ?? '', remoteEntry!.name)), as: 'script' },
      ...(app?.assets?.js?.sync ?? []).map((name) => ({ href: file(name), as: 'script' })),
    ];
  }

  /**
   * The API as this server's guest: answers from the gateway (shared between pages for a few seconds), each
   * kept for the page's data, a refusal (a game that does not exist) as much as a success. A request that fails
   * otherwise is left to the browser (it renders loading here, and the browser asks again and shows the failure
   * as it does when it asks first).
   */
  function guestApi(kept: Record<string, Answer>, asked: Set<string>, page: PageState): typeof fetch {
    return async (input, init) => {
      const url = String(input);
      if ((init?.method ?? 'GET') !== 'GET' || !url.startsWith('/api/'))
        return leftToTheBrowser(init?.signal, page.done);
      asked.add(url);
      const answer = await upstreamAnswer(url, DATA_TTL_MS);
      // An answer that comes after the page's data was fixed would reach the store the page renders from but
      // not the data inlined for the browser, and the two first renders would differ: it is the browser's.
      if (answer === null || page.prepared) return leftToTheBrowser(init?.signal, page.done);
      kept[url] = answer;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    };
  }

  return async function renderHere(request: RenderRequest): Promise<PageText | null> {
    const rendered = new AbortController();
    try {
      const page = await renderPage(request, rendered.signal);
      return page && { status: page.status, html: await text(page.body) };
    } finally {
      rendered.abort();
    }
  };

  /** The page's render; `pageDone` aborts once it is over, ending what the page left to the browser. */
  async function renderPage(
    { url, signedIn, dark, userAgent }: RenderRequest,
    pageDone: AbortSignal,
  ): Promise<RenderedPage | null> {
    const html = distFile('index.html', (text) => text);
    const shell = distFile<ShellFiles>('first-screen.json', JSON.parse);
    if (!html || !shell) return null;
    const { pathname } = new URL(url, 'http://page');
    const route = ownedRoute(pathname);

    const remotes = (await upstreamJson('/remotes.json', CONFIG_TTL_MS)) ?? distFile('remotes.json', JSON.parse);
    const live = route ? await liveManifest(route.remote, remotes) : null;
    const store = createAppStore();
    const loadedApps: LoadedApps = new Map();
    const kept: Record<string, Answer> = {};
    const asked = new Set<string>();
    const firstRender: FirstRender = { assumedWidth: assumedWidthFor(userAgent), signedIn };

    async function preloadRemote(remote: RemoteName, screen: ScreenContext) {
      try {
        if (!live) throw new Error(`${REMOTES[remote].container} is down`);
        const module = await remoteModules(remote, live.manifestPath, live.manifest);
        if (!module.default) throw new Error(`${REMOTES[remote].container} exposes no App`);
        await module.preload?.(screen);
        loadedApps.set(remote, module.default as ComponentType);
      } catch (error) {
        loadedApps.set(remote, error instanceof Error ? error : new Error(String(error)));
      }
    }
    // A member's page too starts from the guest's data: it renders the page's public content until the browser
    // renders the member's (MembersInBrowser's preview), and the browser never takes the guest's answers.
    const screen = { pathname, search: new URL(url, 'http://page').search, dispatch: store.dispatch };
    const page: PageState = { prepared: false, done: pageDone };
    await requestScope.run({ fetch: guestApi(kept, asked, page) }, () => prepareFirstRender(screen, preloadRemote));
    page.prepared = true;
    // An answer kept for the page may still be on its way into the store (its body read, its action dispatched):
    // the page renders once the store holds every kept answer, as the browser's first render will.
    await storeSettled(store);

    // The entry's files first (start.js's data-entry: it asks for them once the page has painted).
    const entries = (/data-entry="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter((href) => href.startsWith('/'));
    const preload = [
      ...(live ? remoteLinks(live).filter((link) => link.as === 'fetch') : []),
      ...entries.map((href) => ({ href, as: 'script' })),
      ...(shell.scripts ?? []).map((href) => ({ href, as: 'script' })),
      ...(shell.pages?.[pageChunk(pathname)] ?? []).map((href) => ({ href, as: 'script' })),
      ...(live ? remoteLinks(live).filter((link) => link.as !== 'fetch') : []),
    ];
    const data = {
      at: Date.now(),
      // In the page's head already (preloadLinks): start.js has nothing more to ask for than the entry.
      preload: [],
      everyone: remotes ? { '/remotes.json': remotes } : {},
      guest: Object.fromEntries(Object.entries(kept).map(([url, { body }]) => [url, body])),
      // The guest's answers that were refusals, by status (the rest are 200s).
      refusals: Object.fromEntries(
        Object.entries(kept)
          .filter(([, { status }]) => status !== 200)
          .map(([url, { status }]) => [url, status]),
      ),
      // Asked but not answered in time: rendered loading here, so the browser asks only once it has hydrated.
      missed: [...asked].filter((url) => !(url in kept)),
      firstRender,
    };
    // The theme's stylesheet stays a preload, applied by the bootstrap before it hydrates; the page arrives
    // styled by the part of it that the page uses (critical-css.ts), inlined once the page is rendered.
    const stylesheetHref = /<link[^>]*?as="style"[^>]*?href="\/([^"]+)"[^>]*?data-stylesheet/.exec(html)?.[1];
    const stylesheet = stylesheetHref ? distFile(stylesheetHref, parseStylesheet) : null;
    const [bareHead, tail] = inScheme(html, dark).split('<div id="root"></div>');
    if (tail === undefined) return null;
    const head = bareHead.replace(
      '</head>',
      `${preloadLinks(preload)}` +
        `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${safeJson(data)}</script></head>`,
    );

    const router = createMemoryRouter(appRoutes(), { initialEntries: [url] });
    // The page's route code (loaded when a route is opened) is in before it renders, as in the browser.
    await routerReady(router);
    const pageStatus = { notFound: false };
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      const collected = new Writable({
        write(chunk: Buffer | string, _encoding, done) {
          chunks.push(Buffer.from(chunk));
          done();
        },
      });
      const { pipe, abort } = renderToPipeableStream(
        <StrictMode>
          <LoadedAppsContext.Provider value={loadedApps}>
            <App store={store} router={router} firstRender={firstRender} pageStatus={pageStatus} />
          </LoadedAppsContext.Provider>
        </StrictMode>,
        {
          // The whole page at once: its data is in already, and its head needs the classes the page uses.
          onAllReady() {
            collected.on('finish', () => {
              const body = Buffer.concat(chunks).toString('utf8');
              const styles = stylesheet ? criticalCss(stylesheet, classesIn(head + body)) : '';
              const page = head.replace('</head>', `<style data-critical>${styles}</style></head>`);
              resolve({
                status: pageStatus.notFound ? 404 : 200,
                body: Readable.from([`${page}<div id="root">${body}</div>${tail}`]),
              });
            });
            pipe(collected);
          },
          // The page as the browser renders it alone (no data, an empty #root), with the member's theme.
          onShellError(error) {
            console.error(`first screen ${url}: not rendered: ${(error as Error)?.stack ?? String(error)}`);
            resolve({
              status: owned(pathname) ? 200 : 404,
              body: Readable.from([`${bareHead}<div id="root"></div>${tail}`]),
            });
          },
          onError(error) {
            console.error(`first screen ${url}: ${(error as Error)?.stack ?? String(error)}`);
          },
        },
      );
      setTimeout(() => abort(), RENDER_LIMIT_MS).unref();
    });
  }
}

// In a render worker (createFirstScreen's pool), this bundle renders the pages it is given.
const asWorker = (workerData as { firstScreen?: RendererOptions } | null)?.firstScreen;
if (!isMainThread && asWorker) serveTasks(createPageRenderer(asWorker));
