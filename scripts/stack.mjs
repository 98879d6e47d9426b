// Starts and stops the whole product: embedded PostgreSQL (unless a server is configured), the three
// services, the four static frontends and the gateway. Used by `npm start`, the browser tests, the
// chaos runner and the benchmarks, so they all exercise the same composition.
import { spawn } from 'node:child_process';
import {
  closeSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createECDH } from 'node:crypto';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { nginxAvailable } from '../gateway/run.mjs';
import { DEFAULT_STACK_RECORD, ROOT, runningStack, STACK_RECORD } from './stack-record.mjs';

export { DEFAULT_STACK_RECORD, ROOT, runningStack };

/** Where a stack run from `runDir` keeps a remote's releases (`npm start`'s: .data/releases/<remote>). */
export const releaseStore = (runDir, remote) => path.join(runDir, 'releases', remote);

export const DEFAULT_PORTS = {
  gateway: 8080,
  shell: 3000,
  games: 3001,
  account: 3002,
  admin: 3003,
  auth: 4001,
  sports: 4002,
  billing: 4003,
  'db-auth': 5433,
  'db-sports': 5434,
  'db-billing': 5435,
  // Each embedded database serves a copy of its data directory here, for `npm run backup` (scripts/backup.mjs).
  'backup-auth': 5436,
  'backup-sports': 5437,
  'backup-billing': 5438,
};
const SERVICES = ['auth', 'sports', 'billing'];

/**
 * The shell's serving thread only answers connections (its pages render in workers,
 * shell/src/server/render-workers.ts): a small heap, so what a burst of connections left is collected instead of
 * staying resident (bench/report.md, the burst; docker/Dockerfile starts the shell the same way).
 */
const SHELL_NODE_FLAGS = ['--max-old-space-size=96', '--max-semi-space-size=2'];

// Linux gives outgoing connections local ports from 32768 up (ip_local_port_range), and listen(0) picks from
// that range too; listening below it cannot collide with a connection a service opens meanwhile.
const PORT_RANGE = { from: 20000, to: 32000 };

function tryListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** A port nobody listens on, kept open until released so that no other pick can return it too. */
async function reservePort() {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = PORT_RANGE.from + Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from));
    const server = await tryListen(port);
    if (server) return { port, release: () => new Promise((resolve) => server.close(() => resolve())) };
  }
  throw new Error(`no free port between ${PORT_RANGE.from} and ${PORT_RANGE.to}`);
}

export async function freePort() {
  const { port, release } = await reservePort();
  await release();
  return port;
}

/** One distinct free port per part of the stack: all are held until every one is chosen. */
export async function freePorts() {
  const reserved = [];
  for (const name of Object.keys(DEFAULT_PORTS)) reserved.push([name, await reservePort()]);
  await Promise.all(reserved.map(([, r]) => r.release()));
  return Object.fromEntries(reserved.map(([name, r]) => [name, r.port]));
}

// An operator's stop request (Ctrl-C, kill, a terminal closing): the part was stopped, it did not die.
const STOP_SIGNALS = new Set(['SIGTERM', 'SIGINT', 'SIGHUP']);

/**
 * Restarts a part that dies on its own (systemd's Restart=on-failure rule: a non-zero exit code or a fatal
 * signal such as SIGKILL or SIGSEGV; a clean exit or a stop signal is left alone). Waits `minDelayMs`
 * before the first restart and doubles the wait after every restart up to `maxDelayMs`, so a part that
 * cannot start does not spin; a run that lasted `stableMs` resets the wait.
 * @param {object} options
 * @param {(name: string) => Promise<unknown>} options.restart  starts the part again (and watches it again)
 * @param {(line: string) => void} options.log
 */
export function createSupervisor({ restart, log, minDelayMs = 500, maxDelayMs = 30_000, stableMs = 60_000 }) {
  const watched = new Map();
  const delays = new Map();
  const timers = new Set();
  let stopped = false;
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

  function schedule(name) {
    const delay = delays.get(name) ?? minDelayMs;
    delays.set(name, Math.min(delay * 2, maxDelayMs));
    const timer = setTimeout(async () => {
      timers.delete(timer);
      if (stopped) return;
      try {
        await restart(name);
        log(`${name} restarted`);
      } catch (err) {
        if (stopped) return;
        log(`${name} did not come back (${err.message}); next attempt in ${seconds(delays.get(name))}`);
        schedule(name);
      }
    }, delay);
    timers.add(timer);
    return delay;
  }

  return {
    /** Watches a started part; an exit that is not a stop request schedules a restart. */
    watch(name, child) {
      watched.set(name, child);
      const startedAt = Date.now();
      child.once('exit', (code, signal) => {
        if (stopped || watched.get(name) !== child) return;
        watched.delete(name);
        const how = signal ? `signal ${signal}` : `code ${code}`;
        if (code === 0 || STOP_SIGNALS.has(signal)) {
          log(`${name} stopped (${how}); not restarted`);
          return;
        }
        if (Date.now() - startedAt >= stableMs) delays.delete(name);
        log(`${name} exited unexpectedly (${how}); restarting in ${seconds(schedule(name))}`);
      });
    },
    /** A part stopped on purpose (a fault a test injects): its exit is not a failure. */
    forget(name) {
      watched.delete(name);
    },
    /** Shutting down: no exit from now on is restarted, and pending restarts are cancelled. */
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

/**
 * How long a process may take to be ready: 3 minutes on an idle machine, that many times longer as the machine is
 * loaded (processes waiting per core), since a start that is only slow must not fail; one that exits fails at once.
 */
function readyTimeoutMs() {
  return Math.round(180_000 * Math.max(1, loadavg()[0] / availableParallelism()));
}

async function waitFor(url, { timeoutMs, child, name }) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (err) {
      lastError = err.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} not ready at ${url} after ${timeoutMs} ms (${lastError})`);
}

/** A new Web Push (VAPID, RFC 8292) key pair: P-256, base64url, as svc-auth's VAPID_* variables take it. */
export function vapidKeyPair() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  };
}

/**
 * The VAPID key pair of a stack on the development stand-ins: made once and kept in `<dir>/vapid.json`, so
 * devices subscribed on an earlier start keep receiving alerts. A deployment sets VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY itself (docs/operations.md).
 */
function standInVapidKeys(dir) {
  const file = path.join(dir, 'vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const keys = vapidKeyPair();
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}

/**
 * @param {object} [options]
 * @param {Record<string, number>} [options.ports]   defaults to DEFAULT_PORTS
 * @param {string|null} [options.dataDir]           embedded database and media live here; null = database in memory
 * @param {string} [options.logDir]                 one log file per process
 * @param {Record<string,string>} [options.env]     extra environment for every process
 * @param {boolean} [options.frontends]              false: services and gateway only (API load runs, no build of the frontends needed)
 * @param {number} [options.replicas]               processes per service (default REPLICAS, else 1); more than one
 *   needs a PostgreSQL server (DATABASE_URL…) and nginx, and shares rate limits through REDIS_URL
 * @param {(line: string) => void} [options.onProgress]
 */
export async function startStack(options = {}) {
  const ports = { ...DEFAULT_PORTS, ...options.ports };
  const dataDir = options.dataDir === undefined ? path.join(ROOT, '.data') : options.dataDir;
  const runDir = dataDir ?? path.join(ROOT, '.data', `run-${process.pid}`);
  const logDir = options.logDir ?? path.join(runDir, 'logs');
  const mediaDir = path.join(runDir, 'media');
  mkdirSync(logDir, { recursive: true });
  mkdirSync(mediaDir, { recursive: true });
  const progress = options.onProgress ?? (() => {});
  const baseEnv = { ...process.env, ...options.env };
  const replicas = Number(options.replicas ?? baseEnv.REPLICAS ?? 1);
  if (!Number.isInteger(replicas) || replicas < 1) throw new Error(`REPLICAS: not a number of processes: ${replicas}`);
  // Replica 1 of a service is the part named after it (auth), the others auth-2, auth-3…
  const replicaNames = (service) => [service, ...Array.from({ length: replicas - 1 }, (_, i) => `${service}-${i + 2}`)];
  if (replicas > 1) {
    if (!baseEnv.DATABASE_URL && !baseEnv.DATABASE_URL_AUTH)
      throw new Error('REPLICAS needs a PostgreSQL server (DATABASE_URL): an embedded database has one connection');
    if (baseEnv.GATEWAY_RUNNER === 'node' || !nginxAvailable())
      throw new Error('REPLICAS needs nginx: it balances the replicas and retries a GET on the next one');
    if (!baseEnv.REDIS_URL) progress('REPLICAS without REDIS_URL: each replica counts the rate limits on its own');
    for (const service of SERVICES) {
      for (const name of [...replicaNames(service).slice(1), `${service}-internal`]) ports[name] ??= await freePort();
    }
  }
  const processes = new Map();
  const logs = new Map(); // one append-only log per part, kept across its restarts
  const supervisor = createSupervisor({
    restart: async (name) => {
      try {
        await start(name);
      } catch (err) {
        await stopOne(name, 'SIGKILL'); // a restart that never became ready must not linger
        throw err;
      }
    },
    log: (line) => {
      progress(line);
      logs.get(line.split(' ')[0])?.write(`[stack] ${new Date().toISOString()} ${line}\n`);
    },
  });

  const publicUrl = `http://localhost:${ports.gateway}`;
  // With replicas, a service reaches another through the gateway's internal listener, which balances them.
  const reach = (service) => `http://127.0.0.1:${ports[replicas > 1 ? `${service}-internal` : service]}`;
  const serviceEnv = {
    AUTH_JWKS_URL: `${reach('auth')}/api/auth/jwks.json`,
    BILLING_INTERNAL_URL: reach('billing'),
    SPORTS_INTERNAL_URL: reach('sports'),
    PUBLIC_URL: baseEnv.PUBLIC_URL ?? publicUrl,
    MEDIA_DIR: mediaDir,
    VANTAGE_DEV_STANDINS: baseEnv.VANTAGE_DEV_STANDINS ?? (baseEnv.NODE_ENV === 'production' ? '0' : '1'),
  };
  if (serviceEnv.VANTAGE_DEV_STANDINS === '1' && !baseEnv.VAPID_PUBLIC_KEY && !baseEnv.VAPID_PRIVATE_KEY) {
    Object.assign(serviceEnv, standInVapidKeys(runDir));
  }

  const specs = {};
  const databaseEnv = {};
  if (!baseEnv.DATABASE_URL && !baseEnv.DATABASE_URL_AUTH) {
    // Embedded: one PGlite per service, each used through a single connection (see service-kit database.ts).
    for (const service of SERVICES) {
      const name = `db-${service}`;
      const args = [
        path.join(ROOT, 'packages/service-kit/bin/embedded-postgres.mjs'),
        '--port',
        String(ports[name]),
        '--backup-port',
        String(ports[`backup-${service}`]),
      ];
      if (dataDir) args.push('--data-dir', path.join(dataDir, 'pg', service));
      specs[name] = { args, ready: 'stdout' };
      databaseEnv[service] = {
        [`DATABASE_URL_${service.toUpperCase()}`]: `postgres://postgres@127.0.0.1:${ports[name]}/postgres`,
        DATABASE_POOL_MAX: '1',
      };
    }
  }
  for (const service of SERVICES) {
    for (const name of replicaNames(service)) {
      specs[name] = {
        args: [path.join(ROOT, `svc-${service}/dist/server.js`)],
        env: { ...serviceEnv, ...databaseEnv[service], PORT: String(ports[name]) },
        // Listening is enough to start the next part: a service is ready only once it has reached the others
        // (svc-auth's keys, svc-billing), which with replicas go through the gateway, started last (below).
        ready: `http://127.0.0.1:${ports[name]}/healthz`,
        readiness: `http://127.0.0.1:${ports[name]}/readyz`,
        cwd: path.join(ROOT, `svc-${service}`),
      };
    }
  }
  const upstream = (service) =>
    replicaNames(service)
      .map((name) => `127.0.0.1:${ports[name]}`)
      .join(',');
  const internalPorts =
    replicas > 1
      ? Object.fromEntries(SERVICES.map((s) => [`${s.toUpperCase()}_INTERNAL_PORT`, String(ports[`${s}-internal`])]))
      : {};
  const withFrontends = options.frontends !== false;
  const frontends = { shell: 'shell', games: 'mfe-games', account: 'mfe-account', admin: 'mfe-admin' };
  for (const [name, folder] of Object.entries(withFrontends ? frontends : {})) {
    const args = [
      ...(name === 'shell' ? SHELL_NODE_FLAGS : []),
      path.join(ROOT, 'gateway/static-server.mjs'),
      '--dir',
      path.join(ROOT, folder, 'dist'),
      '--port',
      String(ports[name]),
    ];
    // The shell's server completes index.html with the first screen's preloads and data, read from the gateway.
    if (name === 'shell') args.push('--spa', '--first-screen-origin', `http://127.0.0.1:${ports.gateway}`);
    // A remote serves its live release once `npm run deploy` made one (README, Operations), else its dist/.
    else args.push('--releases', releaseStore(runDir, name));
    const probe = name === 'shell' ? 'remotes.json' : 'mf-manifest.json';
    specs[name] = { args, ready: `http://127.0.0.1:${ports[name]}/${probe}` };
  }
  specs.gateway = {
    args: [
      path.join(ROOT, 'gateway/run.mjs'),
      '--port',
      String(ports.gateway),
      '--media-dir',
      mediaDir,
      '--runtime-dir',
      path.join(runDir, 'gateway'),
    ],
    env: {
      AUTH_UPSTREAM: upstream('auth'),
      SPORTS_UPSTREAM: upstream('sports'),
      BILLING_UPSTREAM: upstream('billing'),
      ...internalPorts,
      SHELL_UPSTREAM: `127.0.0.1:${ports.shell}`,
      GAMES_UPSTREAM: `127.0.0.1:${ports.games}`,
      ACCOUNT_UPSTREAM: `127.0.0.1:${ports.account}`,
      ADMIN_UPSTREAM: `127.0.0.1:${ports.admin}`,
    },
    ready: `http://127.0.0.1:${ports.gateway}${withFrontends ? '/remotes.json' : '/api/subscriptions/pricing-tiers/'}`,
  };

  async function start(name) {
    const spec = specs[name];
    const started = Date.now();
    const file = path.join(logDir, `${name}.log`);
    const log = logs.get(name) ?? createWriteStream(file, { flags: 'a' });
    logs.set(name, log);
    // A part writes its log file itself, opened for appending: every line piped through this process cost the
    // services most of their throughput at info. Only a part whose readiness is read is piped.
    const output = spec.ready === 'stdout' ? 'pipe' : openSync(file, 'a');
    const child = spawn(process.execPath, spec.args, {
      cwd: spec.cwd ?? ROOT,
      env: { ...baseEnv, ...spec.env },
      stdio: ['ignore', output, output],
    });
    if (output === 'pipe') {
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
    } else {
      closeSync(output); // the child holds its own copy
    }
    processes.set(name, child);
    if (spec.ready === 'stdout') {
      await new Promise((resolve, reject) => {
        const timeoutMs = readyTimeoutMs();
        const timer = setTimeout(
          () => reject(new Error(`${name} did not start within ${Math.round(timeoutMs / 1000)} s`)),
          timeoutMs,
        );
        child.once('exit', (code) => reject(new Error(`${name} exited with code ${code}; see ${logDir}/${name}.log`)));
        child.stdout.on('data', (chunk) => {
          if (chunk.toString().includes('ready')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
    } else {
      await waitFor(spec.ready, { timeoutMs: readyTimeoutMs(), child, name }).catch((err) => {
        throw new Error(`${err.message}; see ${logDir}/${name}.log`);
      });
    }
    supervisor.watch(name, child);
    progress(
      `${name} ready on ${name === 'db' ? ports.db : ports[name]} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    return child;
  }

  function stopOne(name, signal = 'SIGTERM') {
    const child = processes.get(name);
    processes.delete(name);
    supervisor.forget(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill(signal);
    });
  }

  const laterReplicas = SERVICES.flatMap((service) => replicaNames(service).slice(1));
  const order = [
    'db-auth',
    'db-sports',
    'db-billing',
    'auth',
    'billing',
    'sports',
    ...laterReplicas,
    'shell',
    'games',
    'account',
    'admin',
    'gateway',
  ].filter((name) => specs[name]);
  const recordFile = path.join(runDir, STACK_RECORD);
  async function stop() {
    supervisor.stop();
    rmSync(recordFile, { force: true });
    for (const name of [...order].reverse()) await stopOne(name);
    await Promise.all([...logs.values()].map((log) => new Promise((resolve) => log.end(resolve))));
    logs.clear();
  }
  try {
    await Promise.all(['db-auth', 'db-sports', 'db-billing'].filter((name) => specs[name]).map(start));
    // Services migrate their own schemas; starting them together saves most of the wait. Further replicas start
    // once the first has migrated and seeded the shared database.
    await Promise.all(['auth', 'billing', 'sports'].map(start));
    await Promise.all(laterReplicas.map(start));
    await Promise.all(['shell', 'games', 'account', 'admin'].filter((name) => specs[name]).map(start));
    await start('gateway');
    await Promise.all(
      Object.entries(specs)
        .filter(([, spec]) => spec.readiness)
        .map(([name, spec]) =>
          waitFor(spec.readiness, { timeoutMs: readyTimeoutMs(), child: processes.get(name), name }),
        ),
    );
  } catch (err) {
    await stop();
    throw err;
  }
  const databaseUrls = Object.fromEntries(
    SERVICES.map((service) => {
      const key = `DATABASE_URL_${service.toUpperCase()}`;
      const own = databaseEnv[service]?.[key] ?? baseEnv[key];
      if (own) return [service, own];
      const shared = new URL(baseEnv.DATABASE_URL);
      shared.pathname = `/vantage_${service}`;
      return [service, shared.toString()];
    }),
  );
  // Only the embedded databases' URLs are written down: a configured server's stays in the environment.
  if (Object.keys(databaseEnv).length > 0) {
    writeFileSync(
      recordFile,
      JSON.stringify({
        pid: process.pid,
        url: `http://localhost:${ports.gateway}`,
        databaseUrls,
        backupUrls: Object.fromEntries(
          SERVICES.map((service) => [service, `http://127.0.0.1:${ports[`backup-${service}`]}/datadir.tar.gz`]),
        ),
        mediaDir,
      }),
    );
  }
  return {
    url: `http://localhost:${ports.gateway}`,
    ports,
    logDir,
    mediaDir,
    /** The gateway runner's runtime folder (nginx's pid file, config and logs). */
    gatewayDir: path.join(runDir, 'gateway'),
    /** Each service's database, for tests that check what was (not) stored. */
    databaseUrls,
    /** The record operator commands read (written only on the embedded databases). */
    recordFile,
    /** Process ids by part, for tests that inject faults from another process. */
    pids: () => Object.fromEntries([...processes].map(([name, child]) => [name, child.pid])),
    /** Stops one part on purpose (a fault to inject; not restarted) and starts it again. */
    kill: (name) => stopOne(name, 'SIGKILL'),
    stopPart: (name) => stopOne(name),
    startPart: (name) => start(name),
    stop,
  };
}
