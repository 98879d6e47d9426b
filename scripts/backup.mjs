#!/usr/bin/env node
// `npm run backup -- --out <dir> [--keep N]`: backs up every service's whole database and the pictures (the media
// folder) into <dir>/<UTC time>/ with a manifest (docs/operations.md, "Backups and restore").
//   - DATABASE_URL (or DATABASE_URL_<SERVICE>) set: pg_dump's custom format of each service's database.
//   - else the running `npm start` (its record, .data/stack.json): a copy of each embedded database's data
//     directory, served by the database process itself (packages/service-kit/bin/embedded-postgres.mjs says why
//     pg_dump cannot read it).
// `--keep N` then removes all but the N newest backups in <dir>. `--media <dir>` names the pictures' folder when
// it is not the stack's (default: the stack's, else MEDIA_DIR, else .data/media).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  BACKUP_NAME,
  backupName,
  filesUnder,
  FORMAT,
  MANIFEST,
  readSchemaVersion,
  serverDatabaseUrls,
  SERVICES,
  sha256File,
  VAPID_FILE,
  withClient,
} from './backup-set.mjs';
import { DEFAULT_STACK_RECORD, ROOT, runningStack } from './stack-record.mjs';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    keep: { type: 'string' },
    media: { type: 'string' },
    'stack-record': { type: 'string' },
  },
});
function fail(message) {
  console.error(`backup failed: ${message}`);
  process.exit(1);
}
if (!values.out) fail('usage: npm run backup -- --out <dir> [--keep N] [--media <dir>]');
const keep = values.keep === undefined ? null : Number(values.keep);
if (keep !== null && !(Number.isInteger(keep) && keep >= 1)) fail(`--keep: not a number of backups: ${values.keep}`);

const serverUrls = serverDatabaseUrls();
let source;
if (serverUrls) {
  source = { kind: 'postgresql', databaseUrls: serverUrls, mediaDir: process.env.MEDIA_DIR };
} else {
  const recordFile = values['stack-record'] ?? process.env.VANTAGE_STACK_RECORD ?? DEFAULT_STACK_RECORD;
  const stack = runningStack(recordFile);
  if (!stack?.backupUrls)
    fail(
      `no running Vantage found (${recordFile}): start it with \`npm start\` (the backup reads its embedded ` +
        'databases while it runs), or set DATABASE_URL to back up a PostgreSQL server',
    );
  source = {
    kind: 'embedded',
    // The development stand-ins' Web Push key pair (scripts/stack.mjs): devices subscribed to it need the same one.
    vapidFile: path.join(path.dirname(recordFile), VAPID_FILE),
    databaseUrls: stack.databaseUrls,
    backupUrls: stack.backupUrls,
    mediaDir: stack.mediaDir,
  };
}
const mediaDir = values.media ?? source.mediaDir ?? path.join(ROOT, '.data', 'media');

const started = new Date();
const name = backupName(started);
const finalDir = path.join(path.resolve(values.out), name);
// Written under a partial name and renamed once whole, so an interrupted backup is never taken for one.
const workDir = path.join(path.resolve(values.out), `.${name}.partial`);
mkdirSync(workDir, { recursive: true });

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const services = {};
try {
  for (const service of SERVICES) {
    const at = Date.now();
    const url = source.databaseUrls[service];
    const schemaVersion = await withClient(url, (query) => readSchemaVersion(query, service));
    let file;
    let heldSeconds;
    if (source.kind === 'postgresql') {
      file = `${service}.pgdump`;
      // Custom format: one consistent snapshot of the whole database (every schema, so future tables too).
      const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--file', path.join(workDir, file), url], {
        encoding: 'utf8',
      });
      if (dump.status !== 0) throw new Error(`pg_dump of svc-${service}'s database: ${dump.stderr.trim()}`);
    } else {
      file = `${service}.pgdata.tar.gz`;
      const response = await fetch(source.backupUrls[service], { signal: AbortSignal.timeout(600_000) });
      if (!response.ok)
        throw new Error(`svc-${service}'s embedded database: HTTP ${response.status} ${await response.text()}`);
      await writeFile(path.join(workDir, file), Buffer.from(await response.arrayBuffer()));
      // How long that database held every query back while its copy was taken.
      heldSeconds = Number(response.headers.get('x-queries-held-ms')) / 1000;
    }
    services[service] = {
      file,
      format: source.kind === 'postgresql' ? 'pg_dump custom' : 'PGlite data directory (tar.gz)',
      schemaVersion,
      seconds: (Date.now() - at) / 1000,
      ...(heldSeconds === undefined ? {} : { queriesHeldSeconds: heldSeconds }),
    };
    console.log(`svc-${service}: ${file} at migration ${schemaVersion.migration} (${seconds(Date.now() - at)})`);
  }
  // Pictures after the databases: a picture is stored before the row naming it, so every row backed up finds its file.
  const mediaAt = Date.now();
  for (const relative of filesUnder(mediaDir)) {
    const target = path.join(workDir, 'media', relative);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(mediaDir, relative), target);
  }
  console.log(
    `media: ${filesUnder(path.join(workDir, 'media')).length} files from ${mediaDir} (${seconds(Date.now() - mediaAt)})`,
  );

  if (source.vapidFile && existsSync(source.vapidFile)) copyFileSync(source.vapidFile, path.join(workDir, VAPID_FILE));

  const files = {};
  for (const relative of filesUnder(workDir)) {
    const full = path.join(workDir, relative);
    files[relative] = { bytes: statSync(full).size, sha256: await sha256File(full) };
  }
  const bytes = Object.values(files).reduce((sum, f) => sum + f.bytes, 0);
  const finished = new Date();
  const manifest = {
    format: FORMAT,
    takenAt: started.toISOString(),
    finishedAt: finished.toISOString(),
    seconds: (finished - started) / 1000,
    source: source.kind,
    services,
    media: { folder: 'media', files: filesUnder(path.join(workDir, 'media')).length },
    bytes,
    files,
  };
  writeFileSync(path.join(workDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(workDir, finalDir);
  console.log(`backup: ${finalDir} (${(bytes / 1e6).toFixed(1)} MB in ${seconds(finished - started)})`);
} catch (err) {
  rmSync(workDir, { recursive: true, force: true });
  fail(err.message);
}

if (keep !== null) {
  const backups = readdirSync(path.resolve(values.out))
    .filter((entry) => BACKUP_NAME.test(entry))
    .sort();
  for (const old of backups.slice(0, -keep)) {
    rmSync(path.join(path.resolve(values.out), old), { recursive: true, force: true });
    console.log(`removed ${old} (keeping the ${keep} newest)`);
  }
}
