// `npm run bench`: figures, not pass/fail. Starts the product on free ports, loads the main endpoints
// through the gateway and straight to each service, measures JavaScript per route in Chromium, build
// times, and the model back-test; writes bench/report.md and bench/report.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { buildAll, FRONTENDS, SERVICES } from './build.mjs';
import { freePorts, ROOT, startStack } from './stack.mjs';

const report = {
  machine: {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  when: new Date().toISOString(),
};
const log = (line) => console.log(line);

async function json(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

function load(name, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 32, pipelining: 1, timeout: 10, ...options }, (err, result) => {
      if (err) return reject(err);
      const figures = {
        endpoint: name,
        requests: result.requests.total,
        rps: Math.round(result.requests.average),
        p50_ms: result.latency.p50,
        p99_ms: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      };
      log(
        `load: ${name.padEnd(48)} ${String(figures.rps).padStart(6)} req/s  p50 ${figures.p50_ms} ms  p99 ${figures.p99_ms} ms  errors ${figures.errors}`,
      );
      resolve(figures);
    });
  });
}

async function loadSection(stack) {
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

async function javascriptPerRoute(stack) {
  const settings = JSON.parse(readFileSync(path.join(ROOT, 'e2e/chromium.json'), 'utf8'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? settings.executablePath,
    args: settings.args,
  });
  const routes = ['/', '/dashboard', '/mlb-trends', '/analytics', '/login', '/pricing', '/profile', '/yoko/trends'];
  const sizes = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const header = Number(response.headers()['content-length']);
        const gzipped =
          response.headers()['content-encoding'] === 'gzip' && header
            ? header
            : gzipSync(await response.body().catch(() => Buffer.alloc(0))).length;
        scripts.push(gzipped);
      });
      await page.goto(`${stack.url}${route}`, { waitUntil: 'networkidle' });
      const kb = scripts.reduce((sum, size) => sum + size, 0) / 1024;
      sizes.push({ route, scripts: scripts.length, gzip_kb: Math.round(kb) });
      log(`js: ${route.padEnd(16)} ${String(Math.round(kb)).padStart(5)} KB gzip in ${scripts.length} files`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

function backtest() {
  const gamelogs = process.env.BENCH_GAMELOGS ?? path.join(ROOT, '../shared/data/mlb/retrosheet');
  // 2023 moneylines exist only in the ScoresAndOdds file; with it the report compares with the market.
  const oddsFile = process.env.BENCH_ODDS ?? path.join(ROOT, '../shared/data/mlb/odds/scoresandodds_2018_2023.csv');
  const odds = existsSync(oddsFile) ? ['--odds', oddsFile] : [];
  const result = spawnSync(
    'npm',
    ['run', '-s', 'backtest', '-w', 'svc-sports', '--', '--gamelogs', gamelogs, '--season', '2023', ...odds, '--json'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0)
    return {
      error: result.stderr
        .split('\n')
        .filter((l) => !/nodedir/.test(l))
        .join('\n')
        .trim(),
    };
  const figures = JSON.parse(result.stdout.trim().split('\n').pop());
  log(`backtest 2023: ${JSON.stringify(figures)}`);
  return { season: 2023, ...figures };
}

/** svc-auth's own login bench: logins per CPU-second of the server process, i.e. per core. */
function loginPerCore() {
  const result = spawnSync('npm', ['run', '-s', 'bench', '-w', 'svc-auth'], { cwd: ROOT, encoding: 'utf8' });
  const output = `${result.stdout}`.trim();
  log(`login bench (svc-auth):\n${output}`);
  return result.status === 0 ? output : { error: result.stderr.trim() };
}

log(`bench on ${report.machine.cores} cores (${report.machine.cpu})`);
const buildStarted = Date.now();
report.build_ms = await buildAll({ force: process.argv.includes('--rebuild'), apps: [...SERVICES, ...FRONTENDS] });
report.build_wall_ms = Date.now() - buildStarted;
const stack = await startStack({
  ports: await freePorts(),
  dataDir: null,
  env: { LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000' },
  onProgress: (line) => log(`stack: ${line}`),
});
try {
  report.load = await loadSection(stack);
  report.javascript = await javascriptPerRoute(stack);
} finally {
  await stack.stop();
}
report.backtest = backtest();
report.login_per_core = loginPerCore();

const lines = [
  '# Vantage benchmark report',
  '',
  `Measured ${report.when} on ${report.machine.cores} cores (${report.machine.cpu}), ${report.machine.memoryGb} GB, Node ${report.machine.node}. Load is generated on the same machine over loopback, so every figure shares the two cores with the load generator. The product runs on its embedded defaults: one PGlite per service used through a single connection, which bounds every database-backed endpoint.`,
  '',
  '## Load (autocannon, 32 connections unless noted)',
  '',
  '| endpoint | requests | req/s | p50 ms | p99 ms | errors |',
  '|---|---:|---:|---:|---:|---:|',
  ...report.load.map((r) => `| ${r.endpoint} | ${r.requests} | ${r.rps} | ${r.p50_ms} | ${r.p99_ms} | ${r.errors} |`),
  '',
  '## JavaScript per route (gzip, everything loaded until the network is idle)',
  '',
  '| route | files | KB gzip |',
  '|---|---:|---:|',
  ...report.javascript.map((r) => `| ${r.route} | ${r.scripts} | ${r.gzip_kb} |`),
  '',
  '## Build time (ms, apps rebuilt in this run; `npm run bench -- --rebuild` rebuilds all)',
  '',
  ...(Object.keys(report.build_ms).length
    ? Object.entries(report.build_ms).map(([app, ms]) => `- ${app}: ${ms}`)
    : ['- nothing was out of date in this run']),
  '',
  '## Login throughput per core (svc-auth bench, production argon2id parameters)',
  '',
  '```',
  typeof report.login_per_core === 'string' ? report.login_per_core : JSON.stringify(report.login_per_core),
  '```',
  '',
  '## Model back-test (2023, fitted on earlier seasons only)',
  '',
  '```json',
  JSON.stringify(report.backtest, null, 2),
  '```',
  '',
];
mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
writeFileSync(path.join(ROOT, 'bench/report.md'), lines.join('\n'));
writeFileSync(path.join(ROOT, 'bench/report.json'), JSON.stringify(report, null, 2));
log('wrote bench/report.md and bench/report.json');
