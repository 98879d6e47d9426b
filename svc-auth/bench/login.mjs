#!/usr/bin/env node
// Login throughput of the built svc-auth (dist/server.js) with the production argon2id parameters:
// a throwaway database, a stand-in svc-billing, autocannon against POST /api/login/. "Per core" divides
// the logins by the CPU seconds the server process spent, so other load on the machine does not skew it.
// Usage: npm run -w svc-auth bench   (BENCH_SECONDS, BENCH_CONNECTIONS to change the run)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspace = path.resolve(here, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const cleanups = [];
const cleanUp = async () => {
  for (const step of cleanups.reverse()) await step().catch(() => undefined);
};

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A fresh database on the PostgreSQL server when it answers, else the embedded one (as npm start). */
async function benchDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1000 });
  try {
    await admin.connect();
    const name = `vantage_bench_auth_${process.pid}`;
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return { url: url.toString(), engine: 'PostgreSQL' };
  } catch {
    await admin.end().catch(() => undefined);
    const port = await freePort();
    const bin = path.resolve(workspace, '../packages/service-kit/bin/embedded-postgres.mjs');
    const child = spawn(process.execPath, [bin, '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
    cleanups.push(() => stop(child));
    await new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`embedded database exited with ${code}`)));
      child.stdout.on('data', (chunk) => chunk.toString().includes('ready') && resolve());
    });
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, engine: 'embedded PGlite' };
  }
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** utime + stime of a process in seconds (Linux), or null elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function main() {
  const database = await benchDatabase();
  const billing = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"tier":"free"}'),
  );
  await new Promise((resolve) => billing.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => billing.close(resolve)));

  const port = await freePort();
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'svc-auth-bench-'));
  cleanups.push(async () => rmSync(mediaDir, { recursive: true, force: true }));
  // In-process rate-limit counters, like one replica; REDIS_URL from the caller's shell would be used as is.
  const server = spawn(process.execPath, [path.join(workspace, 'dist/server.js')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      PORT: String(port),
      DATABASE_URL_AUTH: database.url,
      AUTH_KEY_ENCRYPTION_SECRET: randomBytes(24).toString('base64url'),
      BILLING_INTERNAL_URL: `http://127.0.0.1:${billing.address().port}`,
      MEDIA_DIR: mediaDir,
      AUTH_RATE_LIMIT_PER_IP: '1000000000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000000',
    },
  });
  cleanups.push(() => stop(server));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (server.exitCode !== null) throw new Error(`svc-auth exited with ${server.exitCode}`);
    if (attempt > 300) throw new Error('svc-auth did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const credentials = { email: `bench.${process.pid}@example.com`, password: 'Bench-Passphrase-For-Logins-1' };
  const signup = await fetch(`${base}/api/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (signup.status !== 201) throw new Error(`register failed: ${signup.status} ${await signup.text()}`);

  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({
    url: `${base}/api/login/`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
    connections,
    duration: seconds,
  });
  const cpuAfter = cpuSeconds(server.pid);
  // Logins still queued for argon2 when autocannon hung up finish before this one: then stop cleanly.
  await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });

  const logins = result['2xx'];
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const perSecond = logins / seconds;
  const cpu = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
  const perCore = cpu ? logins / cpu : perSecond / os.availableParallelism();
  console.log(
    `svc-auth login (argon2id m=19456 KiB t=2 p=1, ${database.engine}): ${perSecond.toFixed(1)} logins/s with ${connections} connections, ` +
      `${perCore.toFixed(1)} logins/s per core${cpu ? ` (${cpu.toFixed(1)} CPU-s for ${logins} logins)` : ''}; ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
}

try {
  await main();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
