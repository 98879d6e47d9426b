#!/usr/bin/env node
// `node scripts/bench/backup.mjs [--server] [--write]`: how long `npm run backup` and `npm run restore` take on the
// seeded data, and how long the stack then takes to be ready again: on the embedded databases, and with --server
// also on this machine's PostgreSQL server (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; the
// run's own databases, dropped after). Prints the figures; `--write` puts its section in bench/report.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePorts, ROOT, startStack } from '../stack.mjs';

const SERVICES = ['auth', 'sports', 'billing'];
const log = (line) => console.log(line);
const seconds = (ms) => Math.round(ms / 100) / 10;

/**
 * Runs an operator command; its wall time, or throws. Not spawnSync: the stack runs in this process, and its
 * supervisor and the embedded databases' piped output must go on while the command runs.
 */
function timed(script, args, env) {
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(ROOT, `scripts/${script}.mjs`), ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(Date.now() - started) : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

async function drill(kind, env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vantage-bench-backup-${kind}-`));
  const out = path.join(dataDir, 'backups');
  const start = async () => {
    const started = Date.now();
    const stack = await startStack({
      ports: await freePorts(),
      dataDir,
      frontends: false,
      env: { LOG_LEVEL: 'warn', ...env },
      onProgress: (line) => log(`stack (${kind}): ${line}`),
    });
    return { stack, ms: Date.now() - started };
  };
  const operatorEnv = {
    ...env,
    VANTAGE_STACK_RECORD: path.join(dataDir, 'stack.json'),
    MEDIA_DIR: path.join(dataDir, 'media'),
  };
  try {
    const first = await start();
    const backupMs = await timed('backup', ['--out', out], operatorEnv);
    await first.stack.stop();
    const [name] = readdirSync(out);
    const manifest = JSON.parse(readFileSync(path.join(out, name, 'manifest.json'), 'utf8'));
    const restoreMs = await timed('restore', ['--from', path.join(out, name), '--data', dataDir], operatorEnv);
    const again = await start();
    await again.stack.stop();
    return {
      backup_s: seconds(backupMs),
      restore_s: seconds(restoreMs),
      ready_after_restore_s: seconds(again.ms),
      backup_mb: Math.round(manifest.bytes / 1e5) / 10,
      per_service_mb: Object.fromEntries(
        SERVICES.map((s) => [s, Math.round(manifest.files[manifest.services[s].file].bytes / 1e5) / 10]),
      ),
      per_service_backup_s: Object.fromEntries(SERVICES.map((s) => [s, manifest.services[s].seconds])),
    };
  } catch (err) {
    // The run's folder goes below: say first what its services logged last.
    const logs = path.join(dataDir, 'logs');
    for (const file of existsSync(logs) ? readdirSync(logs) : [])
      log(
        `--- ${file}, last lines ---\n${readFileSync(path.join(logs, file), 'utf8').trim().split('\n').slice(-8).join('\n')}`,
      );
    throw err;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The run's own databases on the server, created empty (the services migrate and seed them) and dropped after. */
async function withServerDatabases(work) {
  const server = SERVER_URL;
  const names = Object.fromEntries(SERVICES.map((s) => [s, `vantage_bench_backup_${s}_${process.pid}`]));
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const every = (suffixes) => Object.values(names).flatMap((n) => suffixes.map((x) => `"${n}${x}"`));
  try {
    for (const name of Object.values(names)) await admin.query(`CREATE DATABASE "${name}"`);
    const env = {};
    for (const [service, name] of Object.entries(names)) {
      const url = new URL(server);
      url.pathname = `/${name}`;
      env[`DATABASE_URL_${service.toUpperCase()}`] = url.toString();
    }
    return await work(env);
  } finally {
    for (const name of every(['', '_restoring', '_before_restore']))
      await admin.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
    await admin.end();
  }
}

/** Replaces (or adds, after the scale-out section) this section of bench/report.md. */
function writeReport(figures) {
  const mdFile = path.join(ROOT, 'bench/report.md');
  // A pg_dump of a small database is a few kB: "< 0.1" rather than a 0 that reads as nothing backed up.
  const mb = (value) => (value > 0 ? `${value}` : '< 0.1');
  const row = (label, f) =>
    f
      ? `| ${label} | ${mb(f.backup_mb)} MB (auth ${mb(f.per_service_mb.auth)}, sports ${mb(f.per_service_mb.sports)}, billing ${mb(f.per_service_mb.billing)}) | ${f.backup_s} | ${f.restore_s} | ${f.ready_after_restore_s} |`
      : `| ${label} | not measured in this run (--server) | | | |`;
  const section = [
    `## Backup and restore (\`node scripts/bench/backup.mjs${figures.server ? ' --server' : ''} --write\`: the seeded data of every league)`,
    '',
    `Measured ${figures.when} (load average ${figures.load_average.join(', ')} at the start, 2 cores shared with other work). "Backup" and "restore" are the wall time of \`npm run backup\` (the stack running) and \`npm run restore\` (the stack stopped); "ready again" is the restored stack's start until every service is ready (no seeding: the data is there). The recovery time is restore plus ready again; the recovery point is the last backup.`,
    '',
    '| databases | backup size | backup (s) | restore (s) | ready again (s) |',
    '|---|---|---:|---:|---:|',
    row('embedded (PGlite data directories)', figures.embedded),
    row('PostgreSQL 15 server (pg_dump custom format)', figures.server),
    '',
  ].join('\n');
  const sections = readFileSync(mdFile, 'utf8').split(/^(?=## )/m);
  const kept = sections.filter((s) => !s.startsWith('## Backup and restore'));
  const after = kept.findIndex((s) => s.startsWith('## Scale out')) + 1 || kept.length;
  kept.splice(after, 0, `${section}\n`);
  writeFileSync(mdFile, kept.join(''));
}

// The embedded run must not see a server; the server run names its databases one by one.
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
delete process.env.DATABASE_URL;
const figures = { when: new Date().toISOString(), load_average: os.loadavg().map((l) => Math.round(l * 10) / 10) };
figures.embedded = await drill('embedded', {});
if (process.argv.includes('--server')) figures.server = await withServerDatabases((env) => drill('server', env));
log(JSON.stringify(figures, null, 2));
if (process.argv.includes('--write')) {
  writeReport(figures);
  log('wrote its section of bench/report.md');
}
