// `npm run chaos`: starts the product, injects faults, asserts what a user would notice, stops itself.
// Scenarios: a static server and the gateway crashing (the stack restarts them), a service killed under load, the database stopped and restarted (a PostgreSQL server of
// its own when this machine has one, else the embedded database), a remote's static server down, and
// races (parallel signups with one email, one refresh token used twice at once).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { freePort, freePorts, ROOT, startStack } from './stack.mjs';

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? ` — ${detail}` : ''}`);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(url, init) {
  const started = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    const text = await response.text();
    return {
      status: response.status,
      ms: Date.now() - started,
      type: response.headers.get('content-type') ?? '',
      text,
    };
  } catch (err) {
    return { status: 0, ms: Date.now() - started, type: '', text: err.message };
  }
}
const post = (url, body, headers = {}) =>
  timed(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function until(fn, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await fn()) return true;
    await sleep(250);
  }
  return false;
}

/** A guest's browser page on the stack; closed with its context by `closePage`. */
async function openPage(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  return page;
}
const closePage = (page) => page.context().close();
/** True when `locator` becomes visible within `timeout` ms. */
const shows = (locator, timeout = 30_000) =>
  locator
    .first()
    .waitFor({ timeout })
    .then(() => true)
    .catch(() => false);

/** Crashes (SIGKILL from outside, as the OOM killer would) that `npm start` must recover from by itself. */
async function crashedPartsComeBack(stack) {
  const nginxPidFile = path.join(stack.gatewayDir, 'nginx.pid');
  const nginxPid = () => (existsSync(nginxPidFile) ? Number(readFileSync(nginxPidFile, 'utf8')) : null);
  // A zombie (ended, not yet reaped by whoever inherited it) holds no port: it counts as gone.
  const alive = (pid) => {
    try {
      return !/^\d+ \(.*\) Z /s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return false;
    }
  };
  const crashes = [
    ['games', () => stack.pids().games, '/remotes/games/mf-manifest.json'],
    ['gateway', () => stack.pids().gateway, '/remotes.json'],
  ];
  // With nginx, also the nginx master itself (its runner then exits and is restarted).
  if (nginxPid()) crashes.push(['gateway', nginxPid, '/remotes.json', 'nginx master']);
  for (const [name, pidOf, probe, what = `${name} process`] of crashes) {
    const victim = pidOf();
    const staleNginx = nginxPid();
    const started = Date.now();
    process.kill(victim, 'SIGKILL');
    const back = await until(
      async () => pidOf() !== victim && (await timed(`${stack.url}${probe}`)).status === 200,
      30_000,
    );
    const logged = readFileSync(path.join(stack.logDir, `${name}.log`), 'utf8').includes(
      `${name} exited unexpectedly (`,
    );
    // An nginx left behind by a killed runner would keep the port: the new runner must have replaced it.
    const noStaleNginx = !staleNginx || staleNginx === nginxPid() || !alive(staleNginx);
    check(
      `${what} killed: restarted by the stack, serves again, logged`,
      back && logged && noStaleNginx,
      `${((Date.now() - started) / 1000).toFixed(1)} s, pid ${victim} → ${pidOf()}${logged ? '' : ', no exit logged'}${noStaleNginx ? '' : `, the old nginx ${staleNginx} still runs`}`,
    );
  }
}

async function serviceKilledUnderLoad(stack, browser) {
  const calendar = JSON.parse((await timed(`${stack.url}/api/mlb/calendar/`)).text);
  const load = autocannon({
    url: `${stack.url}/api/mlb/comparison/?date=${calendar.today}`,
    connections: 16,
    duration: 6,
  });
  await sleep(1500);
  await stack.kill('sports');
  // A route the gateway never keeps for guests: the lists and the calendar may still come from its cache (1–2 s).
  const dead = await timed(`${stack.url}/api/mlb/teams/`);
  check(
    'killed svc-sports: its routes answer a JSON 503 quickly',
    dead.status === 503 && /json/.test(dead.type) && dead.ms < 2000,
    `${dead.status} in ${dead.ms} ms`,
  );
  const tiers = await timed(`${stack.url}/api/subscriptions/pricing-tiers/`);
  const jwks = await timed(`${stack.url}/api/auth/jwks.json`);
  check('killed svc-sports: the other services keep answering', tiers.status === 200 && jwks.status === 200);
  const shell = await timed(`${stack.url}/dashboard`);
  check('killed svc-sports: the site itself still loads', shell.status === 200);
  await new Promise((resolve) => load.on('done', resolve));
  // The spec's retries (1 s, 2 s, 4 s backoff) run out before the error card shows.
  const page = await openPage(browser, `${stack.url}/dashboard`);
  try {
    const errorShown = await shows(page.getByText("Unable to load today's games"));
    const retryShown = await shows(page.getByRole('button', { name: 'Retry' }), 1000);
    check('killed svc-sports: the dashboard shows the error card with Retry', errorShown && retryShown);
    await stack.startPart('sports');
    await page.getByRole('button', { name: 'Retry' }).click();
    check('svc-sports restarted: Retry on the same page loads the games', await shows(page.getByTestId('game-card')));
  } finally {
    await closePage(page);
  }
  const back = await timed(`${stack.url}/api/mlb/comparison/?date=${calendar.today}`);
  check(
    'svc-sports restarted: the game list answers again without manual steps',
    back.status === 200,
    `${back.status}`,
  );
}

async function remoteDown(stack, browser) {
  await stack.stopPart('games');
  const page = await openPage(browser, `${stack.url}/dashboard`);
  const down = await timed(`${stack.url}/remotes/games/mf-manifest.json`);
  const shell = await timed(`${stack.url}/remotes.json`);
  check(
    'mfe-games down: its files answer 503, the shell is still served',
    down.status === 503 && shell.status === 200,
    `${down.status}`,
  );
  try {
    check(
      'mfe-games down: the page shows the unavailable card inside the layout',
      (await shows(page.getByText('This section is temporarily unavailable'))) &&
        (await page.locator('header').count()) > 0,
    );
    await stack.startPart('games');
    const up = await timed(`${stack.url}/remotes/games/mf-manifest.json`);
    check('mfe-games back: its manifest is served again', up.status === 200);
    await page.getByRole('button', { name: 'Retry' }).click();
    check('mfe-games back: Retry shows the dashboard', await shows(page.getByText('Game Analytics')));
  } finally {
    await closePage(page);
  }
}

async function races(stack) {
  const email = `race-${Date.now()}@example.com`;
  const attempts = await Promise.all(
    Array.from({ length: 50 }, () => post(`${stack.url}/api/register/`, { email, password: 'a-long-enough-pass-1' })),
  );
  const created = attempts.filter((r) => r.status === 201).length;
  const duplicates = attempts.filter((r) => r.status === 400 && /already exists/.test(r.text)).length;
  check(
    '50 parallel signups with one email: exactly one account',
    created === 1 && duplicates === 49,
    `${created} created, ${duplicates} duplicates, others ${50 - created - duplicates}`,
  );

  const login = JSON.parse((await post(`${stack.url}/api/login/`, { email, password: 'a-long-enough-pass-1' })).text);
  const twice = await Promise.all(
    [0, 1].map(() => post(`${stack.url}/api/token/refresh/`, { refresh: login.refresh })),
  );
  const winners = twice.filter((r) => r.status === 200).map((r) => JSON.parse(r.text));
  const followUps = await Promise.all(
    winners.map((pair) => post(`${stack.url}/api/token/refresh/`, { refresh: pair.refresh })),
  );
  // Two tabs refreshing at once: within svc-auth's grace each gets a pair of its own, and both go on working
  // (a reuse after the grace revokes the family: svc-auth's tests).
  check(
    'one refresh token used twice at once: two working pairs',
    winners.length === 2 && followUps.every((r) => r.status === 200),
    `${winners.length} rotations succeeded, follow-ups ${followUps.map((r) => r.status).join(',') || 'none'}`,
  );
}

/** A PostgreSQL server of our own (so stopping it disturbs nothing else), when this machine has the binaries. */
function startOwnPostgres(port) {
  const bin = spawnSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | tail -n 1'], {
    encoding: 'utf8',
  }).stdout.trim();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vantage-chaos-pg-'));
  const asPostgres = (cmd) => spawnSync('runuser', ['-u', 'postgres', '--', 'sh', '-c', cmd], { encoding: 'utf8' });
  spawnSync('chown', ['postgres', dir]);
  const init = asPostgres(`${bin}/initdb -D ${dir}/data -A trust -U postgres >/dev/null`);
  if (init.status !== 0) return null;
  const pgctl = (action) =>
    asPostgres(`${bin}/pg_ctl -D ${dir}/data -o "-p ${port} -k ${dir}" -l ${dir}/log -w ${action}`);
  if (pgctl('start').status !== 0) return null;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => pgctl('-m fast stop'),
    start: () => pgctl('start'),
    remove: () => {
      pgctl('-m immediate stop');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function databaseOutage() {
  const pgPort = await freePort();
  const server = startOwnPostgres(pgPort);
  if (!server) {
    check('database outage (PostgreSQL server mode)', false, 'no PostgreSQL binaries or runuser here');
    return;
  }
  const stack = await startStack({
    ports: await freePorts(),
    dataDir: null,
    env: { DATABASE_URL: server.url, LOG_LEVEL: 'warn' },
  });
  try {
    const email = `outage-${Date.now()}@example.com`;
    server.stop();
    const ready = await timed(`http://127.0.0.1:${stack.ports.auth}/readyz`);
    check('database down: readiness goes red', ready.status === 503, `${ready.status}`);
    const signup = await post(`${stack.url}/api/register/`, { email, password: 'a-long-enough-pass-1' });
    check(
      'database down: a signup fails fast with 503',
      signup.status === 503 && signup.ms < 5000,
      `${signup.status} in ${signup.ms} ms`,
    );
    server.start();
    const recovered = await until(
      async () => (await timed(`http://127.0.0.1:${stack.ports.auth}/readyz`)).status === 200,
    );
    check('database back: the service reconnects by itself', recovered);
    const retry = await post(`${stack.url}/api/register/`, { email, password: 'a-long-enough-pass-1' });
    check(
      'database back: the failed signup left nothing behind (the same email registers)',
      retry.status === 201,
      `${retry.status}`,
    );
  } finally {
    await stack.stop();
    server.remove();
  }
}

const stack = await startStack({
  ports: await freePorts(),
  dataDir: null,
  env: { LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000' },
});
const chromiumSettings = JSON.parse(readFileSync(path.join(ROOT, 'e2e/chromium.json'), 'utf8'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.executablePath,
  args: chromiumSettings.args,
});
try {
  await crashedPartsComeBack(stack);
  await serviceKilledUnderLoad(stack, browser);
  await remoteDown(stack, browser);
  await races(stack);
} finally {
  await browser.close();
  await stack.stop();
}
await databaseOutage();

const failed = results.filter((r) => !r.ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
