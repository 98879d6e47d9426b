// What every phase of `npm run compose:test` (docker/compose-test.mjs) shares: the project's names and
// environment, running docker and docker-compose, the containers' health, the API and the browser.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT, vapidKeyPair } from '../../scripts/stack.mjs';

export { ROOT };

// A fixed name: the images keep their names (and the build cache) from one run to the next.
export const PROJECT = 'vantage-compose-test';
export const LOCAL = path.join(ROOT, 'docker/local-base');
export const CACHE = path.join(ROOT, '.data/compose'); // .data is ignored by git and by the image build context
// Debian's CLI, which came with the engine, builds with BuildKit by itself (a newer CLI would want buildx).
// Chosen again once the engine is installed: on a clean machine only another CLI may be on the PATH at first.
const debianCli = () => (existsSync('/usr/bin/docker') ? '/usr/bin/docker' : 'docker');
export let DOCKER = debianCli();
export const chooseDebianCli = () => {
  DOCKER = debianCli();
};
export const BASE_IMAGE = 'vantage-local/debian:bookworm';
export const IMAGES = {
  NODE_IMAGE: 'vantage-local/node:20',
  BUILD_IMAGE: 'vantage-local/node-build:20',
  NGINX_IMAGE: 'vantage-local/nginx:bookworm',
  POSTGRES_IMAGE: 'vantage-local/postgres:15',
  REDIS_IMAGE: 'vantage-local/redis:bookworm',
};
export const MB = 1_000_000;
export const SERVICES = ['svc-auth', 'svc-sports', 'svc-billing'];
export const WITH_HEALTH = ['postgres', ...SERVICES, 'shell', 'mfe-games', 'mfe-account', 'mfe-admin'];
export const PASSWORD = 'Bullpen-Vantage-2024';
// The stand-in proxy's fixed address on the stack's network, given to the gateway as TRUSTED_PROXIES.
const SUBNET = '172.31.213';
export const PROXY_ADDRESS = `${SUBNET}.250`;

export const env = {
  ...process.env,
  DOCKER_BUILDKIT: '1',
  ...IMAGES,
  // Throwaway secrets: this stack lives for one run and its volumes are removed with it.
  POSTGRES_PASSWORD: randomBytes(18).toString('hex'),
  AUTH_KEY_ENCRYPTION_SECRET: randomBytes(24).toString('hex'),
  SUPPORT_EMAIL: 'support@compose-test.invalid',
  // Nothing listens there: svc-auth queues mail and its relay retries; the flow sends none.
  SMTP_URL: 'smtp://127.0.0.1:2525',
  ...vapidKeyPair(),
  // Required by docker-compose.yml; docker/compose.test.yml switches svc-billing to the sandbox checkout.
  STRIPE_SECRET_KEY: 'sk_test_compose',
  STRIPE_WEBHOOK_SECRET: 'whsec_compose',
  STRIPE_PRICE_BASIC: 'price_basic_compose',
  STRIPE_PRICE_PRO: 'price_pro_compose',
  TEST_SUBNET: `${SUBNET}.0/24`,
  PROXY_ADDRESS,
  TRUSTED_PROXIES: PROXY_ADDRESS,
};

/** Runs a command with its output shown; throws when it fails. */
export function run(command, args, { onStderr, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: options.quiet ? 'ignore' : 'inherit', ...options });
    if (onStderr) child.stderr.on('data', (chunk) => onStderr(chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Runs a command and returns its trimmed output (null when it fails). */
export function output(command, args, input) {
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8', input });
  return result.status === 0 ? result.stdout.trim() : null;
}

export const docker = (...args) => output(DOCKER, args);
export const composeArgs = ['-p', PROJECT, '-f', 'docker-compose.yml', '-f', 'docker/compose.test.yml'];
export const compose = (args, options) => run('docker-compose', [...composeArgs, ...args], options);
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const has = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
export const imageName = (service) => `${PROJECT}_${service}`;

/** The containers of a compose service, by id (two for a scaled service). */
export function containers(service) {
  const ids = docker(
    'ps',
    '-aq',
    '--filter',
    `label=com.docker.compose.project=${PROJECT}`,
    '--filter',
    `label=com.docker.compose.service=${service}`,
  );
  return ids ? ids.split('\n').sort() : [];
}
export const inspect = (id, format) => docker('inspect', '--format', format, id);
export const healthOf = (id) => inspect(id, '{{if .State.Health}}{{.State.Health.Status}}{{else}}none{{end}}');
/** What a container's last health probes printed (healthcheck.mjs says what it got). */
export const probeOutputs = (id) =>
  inspect(
    id,
    '{{if .State.Health}}{{range .State.Health.Log}}  probe exited {{.ExitCode}}: {{.Output}}\n{{end}}{{end}}',
  );

export const imageSize = (name) => Number(docker('image', 'inspect', '--format', '{{.Size}}', name));
export const megabytes = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
/** Each of a service's containers with its health (`missing` when it has none yet). */
function healthReport(service) {
  const ids = containers(service);
  if (!ids.length) return `${service}: no container`;
  return ids
    .map((id) => {
      const health = healthOf(id);
      const last = health === 'healthy' ? '' : (probeOutputs(id) ?? '').trim().split('\n').at(-1);
      return `${service} ${id.slice(0, 12)}: ${health}${last ? ` (last ${last.trim()})` : ''}`;
    })
    .join('; ');
}

export async function waitHealthy(services, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(services);
  while (pending.size) {
    for (const service of pending) {
      const ids = containers(service);
      if (ids.length && ids.every((id) => healthOf(id) === 'healthy')) {
        console.log(`${service}: healthy`);
        pending.delete(service);
      }
    }
    if (!pending.size) break;
    if (Date.now() > deadline) {
      const report = [...pending].map(healthReport).join('\n  ');
      throw new Error(`not healthy after ${timeoutMs / 1000} s (load average ${loadAverage()}):\n  ${report}`);
    }
    await sleep(500);
  }
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');

/**
 * `docker-compose up -d --no-build <args>`, again until it succeeds or `timeoutMs` runs out. docker-compose 1.29
 * gives up on the first dependency it finds unhealthy, and on a slow host a service can fail its probes past its
 * start period (the machine, not the service: it turns healthy again once it answers, Docker does not restart
 * it); the containers it had created keep running, so waiting and asking again creates what it left out (the
 * gateway, the proxy). Any other failure ends it at once; a failure names each container's health and its last
 * probe.
 */
export async function composeUp(args, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    const errors = [];
    const failed = await run('docker-compose', [...composeArgs, 'up', '-d', '--no-build', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      onStderr: (text) => errors.push(text),
    }).then(
      () => null,
      (err) => err,
    );
    if (!failed) return;
    const said = errors.join('').trim().split('\n').filter(Boolean).slice(-3).join(' | ');
    const report = WITH_HEALTH.map(healthReport).join('\n  ');
    if (!/unhealthy/i.test(said) || Date.now() > deadline)
      throw new Error(
        `docker-compose up ${args.join(' ')} failed after ${((Date.now() - deadline + timeoutMs) / 1000).toFixed(0)} s ` +
          `(attempt ${attempt}, load average ${loadAverage()}): ${said}\n  ${report}`,
      );
    console.log(`docker-compose up, attempt ${attempt}: ${said}; load average ${loadAverage()}; again in 10 s`);
    await sleep(10_000);
  }
}

export async function waitForGateway(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  for (;;) {
    try {
      const response = await fetch(`${url}/api/mlb/calendar/`, { signal: AbortSignal.timeout(20_000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (err) {
      last = err.cause?.code ?? err.message; // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`the gateway at ${url} did not answer /api/mlb/calendar/ within ${timeoutMs / 1000} s: ${last}`);
    await sleep(500);
  }
}

export const logsOf = (service) =>
  containers(service)
    .map((id) => {
      const log = spawnSync(DOCKER, ['logs', id], { env, encoding: 'utf8' });
      return `${log.stdout ?? ''}${log.stderr ?? ''}`;
    })
    .join('\n');

/**
 * After a failure: the gateway's last lines, and each service's last warnings and errors (most of their info
 * lines are the revocation feed's polls, every second), and each container's health.
 */
export function showLogs() {
  for (const service of ['gateway', ...SERVICES]) {
    const lines = logsOf(service).split('\n').filter(Boolean);
    const shown =
      service === 'gateway' ? lines.slice(-10) : lines.filter((line) => !/"level":(10|20|30),/.test(line)).slice(-10);
    console.error(`\n--- ${service}: ${service === 'gateway' ? 'the last lines' : 'the last warnings and errors'} ---`);
    for (const line of shown) console.error(line.slice(0, 600));
  }
  for (const service of WITH_HEALTH) {
    for (const id of containers(service)) {
      const health = healthOf(id);
      console.error(`${service} ${id.slice(0, 12)}: ${health}`);
      if (health !== 'healthy') console.error(probeOutputs(id));
    }
  }
}

export async function api(url, pathname, token) {
  const response = await fetch(`${url}${pathname}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`GET ${pathname}: ${response.status}`);
  return response.json();
}

export async function login(url, email) {
  const response = await fetch(`${url}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login: ${response.status} ${await response.text()}`);
  return (await response.json()).access;
}

export const claims = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

export async function withBrowser(work) {
  const settings = JSON.parse(readFileSync(path.join(ROOT, 'e2e/chromium.json'), 'utf8'));
  const browser = await chromium.launch({ executablePath: settings.executablePath, args: settings.args });
  try {
    const context = await browser.newContext({ baseURL: env.PUBLIC_URL, viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    // What the browser saw go wrong, told with a failure.
    const failures = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on('requestfailed', (request) => failures.push(`${request.failure()?.errorText} ${request.url()}`));
    try {
      return await work(page);
    } catch (err) {
      await page.screenshot({ path: artifact('compose-failure.png') }).catch(() => {});
      err.message += `\nthe browser saw: ${failures.slice(-15).join('; ') || 'no failed request'}`;
      throw err;
    }
  } finally {
    await browser.close();
  }
}

export function artifact(name) {
  const file = path.join(ROOT, 'e2e/artifacts', name);
  mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

/** Opens `path` and waits until React has taken over the server's page (its buttons answer and its form sees
 * what is typed), as the browser tests do. */
export async function goto(page, path) {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** GETs as fast as `workers` clients send them until stop(); each answer is judged by `judge` (null = right). */
export function load(url, requests, judge, workers = 8) {
  let running = true;
  const tally = { total: 0, resent: 0, wrong: [] };
  const worker = async (offset) => {
    for (let i = offset; running; i += workers) {
      const { path: pathname, token } = requests[i % requests.length];
      let verdict;
      for (let attempt = 1; ; attempt += 1) {
        try {
          const response = await fetch(`${url}${pathname}`, {
            headers: token ? { Authorization: `Bearer ${token}` } : {},
            // Longer than a service takes to answer a request whose database connection died under it: the
            // pool's query_timeout (20 s, packages/service-kit/src/database.ts) ends it, and the service answers
            // 503. A client that gave up sooner counted that answer as none (a run where PostgreSQL took 48 s to
            // come back). The gateway waits 30 s.
            signal: AbortSignal.timeout(25_000),
          });
          const body = await response.text();
          verdict = judge(pathname, response, body);
        } catch (err) {
          verdict = `no answer (${err.cause?.code ?? err.message})`;
          // A reloading gateway closes its idle keep-alive connections; a GET already on its way down one of them
          // meets the close before any byte of an answer. A browser sends it again on a new connection (RFC 9112
          // §9.3.1 allows it for idempotent requests); so does this client, and counts it. The pool may hand the
          // resend another connection the reload closed: one per worker at most, so a GET closed more often than
          // that is answered wrongly.
          if (err.cause?.code === 'UND_ERR_SOCKET' && attempt <= workers) {
            tally.resent += 1;
            continue;
          }
        }
        break;
      }
      tally.total += 1;
      if (verdict) tally.wrong.push(`${pathname}: ${verdict}`);
    }
  };
  const all = Promise.all(Array.from({ length: workers }, (_, offset) => worker(offset)));
  return {
    tally,
    async stop() {
      running = false;
      await all;
      return tally;
    },
  };
}
