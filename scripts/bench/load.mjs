// Load section of `npm run bench`: autocannon against the main endpoints, through the gateway and
// straight to each service, so the gateway's cost is visible, each beside the ceiling: nginx serving the same
// answer's bytes as a static file, measured just before and just after, over the same connections.
// Alone: `node scripts/bench/load.mjs [--only "game list"] [--database embedded|server|both] [--write]` starts
// the services and the gateway (no frontends, no build) and runs just this section; `--write` (with
// --database both, no --only) replaces the load tables of bench/report.md and bench/report.json.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { nginxAvailable } from '../../gateway/run.mjs';
import { freePort, freePorts, ROOT, startStack } from '../stack.mjs';

const log = (line) => console.log(line);

/**
 * The services' environment under load: the logging `npm start` and production run (every request at info,
 * LOG_LEVEL unset), only the login rate limits lifted so that the login figure measures argon2id.
 */
export const BENCH_ENV = { AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000' };

async function answer(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: HTTP ${response.status} ${body}`);
  return body;
}
const json = async (url, init) => JSON.parse((await answer(url, init)).toString());

/**
 * `count` distinct access tokens of one member, as many sessions would hold: each refresh rotates the session's
 * refresh token and issues a new access token (`chains` sessions refreshed side by side).
 */
async function accessTokens(gateway, credentials, count, chains = 8) {
  const post = (pathname, body) =>
    json(`${gateway}${pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const tokens = [];
  await Promise.all(
    Array.from({ length: chains }, async () => {
      let pair = await post('/api/login/', credentials);
      while (tokens.length < count) {
        tokens.push(pair.access);
        pair = await post('/api/token/refresh/', { refresh: pair.refresh });
      }
    }),
  );
  return tokens.slice(0, count);
}

function load(name, options) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let last = started;
    const run = autocannon({ connections: 32, pipelining: 1, timeout: 10, ...options }, (err, result) => {
      if (err) return reject(err);
      const seconds = (last - started) / 1000;
      resolve({
        endpoint: name,
        requests: result.requests.total,
        // First request to last answer, timed here: autocannon notices the end only at its next 1 s tick.
        rps: Math.round(result.requests.total / seconds),
        p50_ms: result.latency.p50,
        p99_ms: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    });
    run.on('response', () => {
      last = performance.now();
    });
  });
}

/**
 * The ceiling: nginx (the gateway's own binary, workers and buffered access log) serving files, each the bytes
 * of one measured answer. Null without nginx: the figures then stand without a ceiling.
 */
async function startStaticCeiling() {
  if (!nginxAvailable()) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vantage-ceiling-'));
  chmodSync(dir, 0o755); // nginx's workers drop root privileges: they must be able to enter it
  const files = path.join(dir, 'files');
  mkdirSync(files);
  const port = await freePort();
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${dir}/${k};`);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_processes auto;
events { worker_connections 4096; }
http {
  access_log ${dir}/access.log combined buffer=64k flush=2s;
${temps.join('\n')}
  sendfile on;
  tcp_nodelay on;
  keepalive_requests 10000;
  default_type application/json;
  server { listen 127.0.0.1:${port}; root ${files}; }
}
`,
  );
  const nginx = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const url = (name) => `http://127.0.0.1:${port}/${name}`;
  writeFileSync(path.join(files, 'probe'), '{}');
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (nginx.exitCode !== null || nginx.signalCode !== null) return done();
      nginx.once('exit', done);
      nginx.kill('SIGQUIT');
    });
  for (let i = 0; !(await fetch(url('probe')).catch(() => null))?.ok; i += 1) {
    if (i === 100 || nginx.exitCode !== null) {
      const errors = path.join(dir, 'error.log');
      const reason = existsSync(errors) ? readFileSync(errors, 'utf8') : `exit code ${nginx.exitCode}`;
      await stop();
      throw new Error(`the static nginx did not start: ${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    /** Serves `bytes` as a file; resolves to its URL. */
    serve(name, bytes) {
      writeFileSync(path.join(files, name), bytes);
      return url(name);
    },
    stop,
  };
}

const percent = (rps, ceiling) => (ceiling ? Math.round((100 * rps) / ceiling) : null);

function print(r) {
  const ceiling = r.static_rps ? `  ${String(r.of_static).padStart(3)} % of static ${r.static_rps}` : '';
  log(
    `load: ${r.endpoint.padEnd(48)} ${String(r.rps).padStart(6)} req/s${ceiling}  p50 ${r.p50_ms} ms  p99 ${r.p99_ms} ms  errors ${r.errors}`,
  );
}

/** `only`: run just the endpoints whose name contains this text. */
export async function loadSection(stack, { only } = {}) {
  const gateway = stack.url;
  const direct = (service) => `http://127.0.0.1:${stack.ports[service]}`;
  const email = `bench-${Date.now()}@example.com`;
  const password = 'correct-horse-battery-staple-9';
  const tokens = await json(`${gateway}/api/register/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const auth = { Authorization: `Bearer ${tokens.access}` };
  const calendar = await json(`${gateway}/api/mlb/calendar/`);
  const list = await json(`${gateway}/api/mlb/comparison/?date=${calendar.today}`);
  const gameId = list.games[0]?.game_id;
  const ceiling = await startStaticCeiling();
  const results = [];
  const both = async (name, service, pathname, extra = {}) => {
    if (only && !name.includes(only)) return;
    // Per-request set-up (a new token each) belongs to the gateway's and the service's runs, not the file's.
    const { method, body, requests: _perRequest, ...request } = extra;
    // Unmeasured: the first call for a date builds its cached answer, and the JIT warms up; the figures are
    // the steady state.
    await autocannon({ ...extra, connections: 8, amount: Math.ceil(extra.amount / 10), url: `${gateway}${pathname}` });
    // The same bytes as a file, the same connections and number of requests, just before and just after the
    // gateway's run (the machine is shared: its load changes from one second to the next).
    let staticFile = null;
    if (ceiling) {
      const bytes = await answer(`${gateway}${pathname}`, { method, body, headers: request.headers });
      staticFile = ceiling.serve(`${results.length}.json`, bytes);
      await autocannon({ ...request, connections: 8, amount: Math.ceil(extra.amount / 10), url: staticFile });
    }
    const staticRun = async () => (staticFile ? (await load(name, { ...request, url: staticFile })).rps : null);
    const before = await staticRun();
    const viaGateway = await load(`${name} (gateway)`, { url: `${gateway}${pathname}`, ...extra });
    const staticRps = ceiling ? Math.round((before + (await staticRun())) / 2) : null;
    const straight = await load(`${name} (direct to ${service})`, { url: `${direct(service)}${pathname}`, ...extra });
    for (const figures of [viaGateway, straight]) {
      const row = { ...figures, static_rps: staticRps, of_static: percent(figures.rps, staticRps) };
      print(row);
      results.push(row);
    }
  };
  try {
    await both('game list, guest', 'sports', `/api/mlb/comparison/?date=${calendar.today}`, { amount: 10_000 });
    // Every other league's list of its own replayed (or live) today, through the same routes and caches.
    for (const league of ['nba', 'nfl', 'nhl']) {
      if (only && !`game list, guest, ${league.toUpperCase()}`.includes(only)) continue;
      const { today } = await json(`${gateway}/api/${league}/calendar/`);
      await both(`game list, guest, ${league.toUpperCase()}`, 'sports', `/api/${league}/comparison/?date=${today}`, {
        amount: 10_000,
      });
    }
    await both('game list, signed in', 'sports', `/api/mlb/comparison/?date=${calendar.today}`, {
      amount: 10_000,
      headers: auth,
    });
    // The worst case of many members: no token is seen twice, so the gateway has each one's level verified by
    // svc-sports (a signature check there) before it answers from the level's shared copy.
    const members = 4_000;
    if (!only || 'game list, a new token per request'.includes(only)) {
      const fresh = await accessTokens(gateway, { email, password }, Math.ceil(members * 2.1));
      let next = 0;
      await both('game list, a new token per request', 'sports', `/api/mlb/comparison/?date=${calendar.today}`, {
        amount: members,
        headers: auth,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, Authorization: `Bearer ${fresh[next++ % fresh.length]}` },
            }),
          },
        ],
      });
    }
    if (gameId) {
      await both('game detail, guest', 'sports', `/api/mlb/comparison/${gameId}/`, { amount: 5_000 });
      await both('game detail, signed in', 'sports', `/api/mlb/comparison/${gameId}/`, {
        amount: 5_000,
        headers: auth,
      });
    }
    await both('profile read', 'auth', '/api/users/profile/', { amount: 5_000, headers: auth });
    await both('pricing tiers', 'billing', '/api/subscriptions/pricing-tiers/', { amount: 5_000 });
    const loginBody = JSON.stringify({ email, password });
    await both('login (argon2id)', 'auth', '/api/login/', {
      amount: 200,
      connections: 8,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: loginBody,
    });
  } finally {
    await ceiling?.stop();
  }
  return results;
}

export function loadMarkdown(load, heading = 'Load (autocannon, 32 connections unless noted)', note = null) {
  const cell = (value, suffix = '') => (value === null || value === undefined ? '–' : `${value}${suffix}`);
  return [
    `## ${heading}`,
    '',
    ...(note ? [note, ''] : []),
    '| endpoint | requests | req/s | static file req/s | of static | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...load.map(
      (r) =>
        `| ${r.endpoint} | ${r.requests} | ${r.rps} | ${cell(r.static_rps)} | ${cell(r.of_static, ' %')} | ${r.p50_ms} | ${r.p99_ms} | ${r.errors} |`,
    ),
  ];
}

/** What the load tables measure, written above them. */
export const LOAD_NOTE =
  'The services log every request at info, as `npm start` and production do. "static file req/s" is the ceiling: nginx serving the same answer\'s bytes as a file, over the same connections, the mean of a run just before and one just after the gateway figure of its row (and shared by the direct figure below it); "of static" is the row\'s share of it.';

/** The embedded default (one PGlite per service, one connection each) or this machine's PostgreSQL server. */
export async function loadRun(database, { only, onProgress } = {}) {
  const env = { ...BENCH_ENV };
  if (database === 'server')
    env.DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const stack = await startStack({ ports: await freePorts(), dataDir: null, frontends: false, env, onProgress });
  try {
    return await loadSection(stack, { only });
  } finally {
    await stack.stop();
    const lines = readFileSync(path.join(stack.logDir, 'sports.log'), 'utf8').split('\n').length - 1;
    onProgress?.(`svc-sports wrote ${lines} log lines (${stack.logDir})`);
    rmSync(path.dirname(stack.logDir), { recursive: true, force: true });
  }
}

/** Replaces the load tables of bench/report.md and bench/report.json, leaving the other sections as they are. */
function writeReport(runs) {
  const jsonFile = path.join(ROOT, 'bench/report.json');
  const mdFile = path.join(ROOT, 'bench/report.md');
  const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
  report.load_when = new Date().toISOString();
  report.load = runs.embedded;
  report.load_server = runs.server;
  writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  const sections = readFileSync(mdFile, 'utf8').split(/^(?=## )/m);
  const first = sections.findIndex((section) => section.startsWith('## Load'));
  const kept = sections.filter((section) => !section.startsWith('## Load'));
  kept.splice(first, 0, `${loadReport(report).join('\n')}\n\n`);
  writeFileSync(mdFile, kept.join(''));
}

/** Both load tables of the report, with the note on what they measure. */
export function loadReport(report) {
  return [
    ...loadMarkdown(report.load, undefined, `Measured ${report.load_when ?? report.when}. ${LOAD_NOTE}`),
    '',
    ...(Array.isArray(report.load_server)
      ? loadMarkdown(report.load_server, 'Load, same endpoints, services on the PostgreSQL server (DATABASE_URL)')
      : [`## Load on the PostgreSQL server: not measured (${report.load_server?.error})`]),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      database: { type: 'string', default: 'embedded' },
      write: { type: 'boolean', default: false },
    },
  });
  if (values.write && (values.only || values.database !== 'both'))
    throw new Error('--write replaces both load tables: run it with --database both and without --only');
  const runs = {};
  for (const database of values.database === 'both' ? ['embedded', 'server'] : [values.database]) {
    log(`load on the ${database} database`);
    runs[database] = await loadRun(database, { only: values.only, onProgress: (line) => log(`stack: ${line}`) });
    log(loadMarkdown(runs[database]).join('\n'));
  }
  if (values.write) {
    writeReport(runs);
    log('wrote the load tables of bench/report.md and bench/report.json');
  }
}
