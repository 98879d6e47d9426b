// Load section of `npm run bench`: autocannon against the main endpoints, through the gateway and
// straight to each service, so the gateway's cost is visible.
// Alone: `node scripts/bench/load.mjs [--only "game list"] [--database embedded|server|both]` starts the
// services and the gateway (no frontends, no build) and runs just this section.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePorts, startStack } from '../stack.mjs';

const log = (line) => console.log(line);

async function json(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

function load(name, options) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let last = started;
    const run = autocannon({ connections: 32, pipelining: 1, timeout: 10, ...options }, (err, result) => {
      if (err) return reject(err);
      const seconds = (last - started) / 1000;
      const figures = {
        endpoint: name,
        requests: result.requests.total,
        // First request to last answer, timed here: autocannon notices the end only at its next 1 s tick.
        rps: Math.round(result.requests.total / seconds),
        p50_ms: result.latency.p50,
        p99_ms: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      };
      log(
        `load: ${name.padEnd(48)} ${String(figures.rps).padStart(6)} req/s  p50 ${figures.p50_ms} ms  p99 ${figures.p99_ms} ms  errors ${figures.errors}`,
      );
      resolve(figures);
    });
    run.on('response', () => {
      last = performance.now();
    });
  });
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
  const results = [];
  const both = async (name, service, pathname, extra = {}) => {
    if (only && !name.includes(only)) return;
    // Unmeasured: the first call for a date builds its cached answer, and the JIT warms up; the figures are
    // the steady state.
    await autocannon({ ...extra, connections: 8, amount: Math.ceil(extra.amount / 10), url: `${gateway}${pathname}` });
    results.push(await load(`${name} (gateway)`, { url: `${gateway}${pathname}`, ...extra }));
    results.push(await load(`${name} (direct to ${service})`, { url: `${direct(service)}${pathname}`, ...extra }));
  };
  await both('game list, guest', 'sports', `/api/mlb/comparison/?date=${calendar.today}`, { amount: 10_000 });
  await both('game list, signed in', 'sports', `/api/mlb/comparison/?date=${calendar.today}`, {
    amount: 10_000,
    headers: auth,
  });
  if (gameId) {
    await both('game detail, guest', 'sports', `/api/mlb/comparison/${gameId}/`, { amount: 5_000 });
    await both('game detail, signed in', 'sports', `/api/mlb/comparison/${gameId}/`, { amount: 5_000, headers: auth });
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
  return results;
}

export function loadMarkdown(load, heading = 'Load (autocannon, 32 connections unless noted)') {
  return [
    `## ${heading}`,
    '',
    '| endpoint | requests | req/s | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|',
    ...load.map((r) => `| ${r.endpoint} | ${r.requests} | ${r.rps} | ${r.p50_ms} | ${r.p99_ms} | ${r.errors} |`),
  ];
}

/** The embedded default (one PGlite per service, one connection each) or this machine's PostgreSQL server. */
export async function loadRun(database, { only, onProgress } = {}) {
  const env = { LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000' };
  if (database === 'server')
    env.DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const stack = await startStack({ ports: await freePorts(), dataDir: null, frontends: false, env, onProgress });
  try {
    return await loadSection(stack, { only });
  } finally {
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, database: { type: 'string', default: 'embedded' } },
  });
  const runs = values.database === 'both' ? ['embedded', 'server'] : [values.database];
  for (const database of runs) {
    log(`load on the ${database} database`);
    const results = await loadRun(database, { only: values.only, onProgress: (line) => log(`stack: ${line}`) });
    log(loadMarkdown(results).join('\n'));
  }
}
