// Serves one built frontend (shell or a remote) with the caching rules the composition relies on:
// content-hashed files are immutable for a year; index.html, remotes.json and mf-manifest.json are
// revalidated every time, so a redeployed remote is picked up without rebuilding the shell. A remote given a
// release store (release-store.mjs) is served from its live release, and its content-hashed files from any
// kept release, so a page opened on an earlier release still finds its lazy chunks.
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { createGzip, constants as zlib, gzipSync } from 'node:zlib';
import { openReleaseStore } from './release-store.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2|png|svg|webp)$/;
/**
 * What a build writes beside the app but no browser needs, never served: Module Federation's mf-stats.json
 * (module paths of the machine that built it), the shell's first-screen.json and server build (read from disk
 * by the shell's server), source maps. A remote's server build is served: the shell's server fetches it.
 */
const BUILD_METADATA = /(?:^|\/)(?:mf-stats\.json|first-screen\.json|server\/render\.js)$|\.map$/;
const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|svg|txt)$/;

/**
 * @param {object} options
 * @param {string} options.dir        the dist folder, served while the release store holds no live release
 * @param {string} [options.releases] a remote's release store (release-store.mjs), read on every request, so a
 *   deploy or a rollback needs no restart
 * @param {number} options.port
 * @param {boolean} [options.spa]     answer unknown paths with index.html (the shell's history fallback)
 * @param {string} [options.firstScreenOrigin] the gateway: pages are then rendered by the shell's server build
 *   (dist/server/render.js, from shell/src/server/render.tsx), with what it reads from there per request
 */
/** A hint cookie's value (@vantage/client/hint-cookie): does this browser hold a session, its member's theme. */
const hint = (cookie, name) =>
  String(cookie ?? '')
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** The client hint of the system's colour scheme, asked of Chromium by every page (Accept-CH). */
const COLOR_SCHEME_HINT = 'Sec-CH-Prefers-Color-Scheme';

/**
 * Whether the page is dark: the member's own choice (the theme cookie, `1` or `0`), else the system's (the client
 * hint); undefined when neither says (a browser without client hints), and the page follows the system's in CSS.
 */
export function darkPage(headers, signedIn) {
  const choice = signedIn ? hint(headers.cookie, 'vantage_dark_mode') : undefined;
  if (choice === '1' || choice === '0') return choice === '1';
  const system = headers[COLOR_SCHEME_HINT.toLowerCase()];
  return system === 'dark' ? true : system === 'light' ? false : undefined;
}

/**
 * The address a request comes from: the gateway's X-Forwarded-For (the one address it resolved, see TRUSTED_PROXIES
 * in docs/operations.md), else the connection's. The static servers are reached through the gateway only.
 */
const clientAddress = (req) =>
  String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .pop()
    .trim() ||
  (req.socket.remoteAddress ?? '');

export async function startStaticServer({ dir, releases, port, host = '127.0.0.1', spa = false, firstScreenOrigin }) {
  const build = path.resolve(dir);
  const rendersFirstScreen = spa && Boolean(firstScreenOrigin);
  // The first screen reads the shell's own folder: releases are a remote's.
  if (rendersFirstScreen && releases) throw new Error('the shell is not deployed by release: no releases with --spa');
  // Loaded only by the shell's server (the remotes' servers never render a page).
  const firstScreen = rendersFirstScreen
    ? createRequire(import.meta.url)(path.join(build, 'server', 'render.js')).createFirstScreen({
        dir: build,
        origin: firstScreenOrigin,
      })
    : null;
  const store = releases ? openReleaseStore(releases) : null;
  // Files are re-read when their mtime changes, so replacing a remote's files needs no restart.
  const cache = new Map();

  let seenLive = null;
  /** The folder answering this request: the live release, or the build while none is live. */
  function liveRoot() {
    const live = store?.live() ?? null;
    if (live !== seenLive) {
      seenLive = live;
      forgetRemovedReleases();
    }
    return live ? store.releaseDir(live) : build;
  }
  /** A deploy removes the oldest releases: their files leave the cache too. */
  function forgetRemovedReleases() {
    const kept = store.ids().map((id) => store.releaseDir(id) + path.sep);
    for (const file of cache.keys()) {
      if (file.startsWith(store.dir + path.sep) && !kept.some((folder) => file.startsWith(folder))) cache.delete(file);
    }
  }
  /** The kept releases other than the live one, newest first: where an open page's older chunks still are. */
  const olderRoots = (live) =>
    store
      .ids()
      .map((id) => store.releaseDir(id))
      .filter((folder) => folder !== live);

  function load(file) {
    const stat = statSync(file);
    if (!stat.isFile()) return null;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
    const body = readFileSync(file);
    const entry = {
      mtimeMs: stat.mtimeMs,
      size: stat.size,
      body,
      gzip: COMPRESSIBLE.test(file) && body.length > 1024 ? gzipSync(body) : null,
    };
    cache.set(file, entry);
    return entry;
  }

  function resolveFile(root, pathname) {
    // A bad escape throws URIError, answered 400 below; so is a NUL, which no file name holds.
    const decoded = decodeURIComponent(pathname);
    if (decoded.includes('\0')) throw new URIError('NUL in path');
    // A dot-file (.env, .git/) is never served, whatever a folder holds: the shell answers its not-found page.
    if (decoded.split('/').some((segment) => segment.startsWith('.') && segment !== '.' && segment !== '..'))
      return null;
    const requested = path.join(root, path.normalize(decoded));
    if (requested !== root && !requested.startsWith(root + path.sep)) return null;
    const file = decoded.endsWith('/') ? path.join(requested, 'index.html') : requested;
    try {
      const entry = load(file);
      return entry ? { file, entry } : null;
    } catch {
      cache.delete(file);
      return null;
    }
  }

  /** The live folder's file; a content-hashed file missing there may be an earlier release's, still kept. */
  function findFile(root, pathname) {
    const found = resolveFile(root, pathname);
    if (found || !store || !HASHED.test(pathname)) return found;
    for (const older of olderRoots(root)) {
      const kept = resolveFile(older, pathname);
      if (kept) return kept;
    }
    return null;
  }

  async function renderFirstScreen(req, res, pathname) {
    const signedIn = hint(req.headers.cookie, 'vantage_signed_in') === '1';
    const dark = darkPage(req.headers, signedIn);
    const page = await firstScreen({
      url: req.url ?? pathname,
      signedIn,
      dark,
      userAgent: req.headers['user-agent'],
      client: clientAddress(req),
    }).catch((err) => {
      console.error(`static: rendering ${JSON.stringify(pathname)} failed: ${err.stack ?? err}`);
      return null;
    });
    if (page === null) return false;
    const useGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(page.status, {
      'Content-Type': TYPES['.html'],
      'Cache-Control': 'no-cache',
      // The page depends on the device (a phone's layout or a desktop's), on the hint cookies and on the system's
      // colour scheme: Chromium sends its hint from the next request on, and asks for this one again with it
      // (Critical-CH), so even a first visit's page is in the right scheme.
      Vary: `Accept-Encoding, Cookie, User-Agent, ${COLOR_SCHEME_HINT}`,
      'Accept-CH': COLOR_SCHEME_HINT,
      'Critical-CH': COLOR_SCHEME_HINT,
      ...(useGzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    if (req.method === 'HEAD') {
      page.body.destroy();
      res.end();
      return true;
    }
    // Sent through gzip as the renderer hands it over.
    const done = (err) => err && res.destroy(err);
    if (useGzip) pipeline(page.body, createGzip({ flush: zlib.Z_SYNC_FLUSH }), res, done);
    else pipeline(page.body, res, done);
    return true;
  }

  const server = http.createServer(async (req, res) => {
    // No request, however malformed, may take the server down.
    try {
      await serve(req, res);
    } catch (err) {
      const malformed = err instanceof URIError;
      if (!malformed) console.error(`static: ${req.method} ${JSON.stringify(req.url)} failed: ${err.stack ?? err}`);
      if (res.headersSent) res.destroy();
      else
        res
          .writeHead(malformed ? 400 : 500, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end(malformed ? 'Bad request' : 'Server error');
    }
  });

  async function serve(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname;
    try {
      pathname = new URL(req.url ?? '/', 'http://static').pathname;
    } catch {
      res.writeHead(400).end();
      return;
    }
    const root = liveRoot();
    let found = findFile(root, pathname);
    if (found && BUILD_METADATA.test(found.file)) found = null;
    const page = spa && (found ? found.file === path.join(root, 'index.html') : !path.extname(pathname));
    if (page && firstScreen && (await renderFirstScreen(req, res, pathname))) return;
    if (!found && page) found = resolveFile(root, '/index.html');
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
      return;
    }
    const { file, entry } = found;
    const useGzip = entry.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = useGzip ? entry.gzip : entry.body;
    const headers = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Access-Control-Allow-Origin': '*',
      Vary: 'Accept-Encoding',
      'Last-Modified': new Date(entry.mtimeMs).toUTCString(),
    };
    if (useGzip) headers['Content-Encoding'] = 'gzip';
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { parseArgs } = await import('node:util');
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      releases: { type: 'string' },
      spa: { type: 'boolean' },
      'first-screen-origin': { type: 'string' },
      'deploy-dist': { type: 'boolean' },
    },
  });
  // In a container a release is an image: a new image's build becomes the live release when it starts, and the
  // releases before stay in the store (a volume), so pages opened on them still find their chunks.
  if (values['deploy-dist']) {
    const store = openReleaseStore(values.releases);
    const live = store.live();
    const manifest = (dir) => readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8');
    if (!live || manifest(store.releaseDir(live)) !== manifest(values.dir)) {
      const { id, removed } = store.deploy(values.dir);
      console.log(`deployed ${values.dir} as release ${id}${removed.length ? ` (removed ${removed.join(', ')})` : ''}`);
    }
  }
  const server = await startStaticServer({
    dir: values.dir,
    releases: values.releases,
    port: Number(values.port),
    host: values.host ?? '127.0.0.1',
    spa: values.spa,
    firstScreenOrigin: values['first-screen-origin'] ?? process.env.FIRST_SCREEN_ORIGIN,
  });
  const live = values.releases ? openReleaseStore(values.releases).live() : null;
  const serving = !values.releases
    ? values.dir
    : live
      ? `release ${live} of ${values.releases}`
      : `${values.dir} (no release deployed yet in ${values.releases})`;
  console.log(`static ${serving} on ${server.address().port}`);
  // Stop as the services do: no new connections, the requests in flight finished, then exit. In a container
  // node is process 1, which ignores a signal it has no handler for: the runtime would wait out its grace period
  // and kill it mid-answer.
  const stop = () => {
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close(() => process.exit(0));
    // Kept-alive connections go once their answer is sent.
    setInterval(() => server.closeIdleConnections(), 50).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
