#!/usr/bin/env node
// `npm run restore -- --from <backup dir>`: puts a backup of `npm run backup` back, into a stopped stack's data:
// the embedded databases and pictures under .data/ (`--data <dir>` for another), or with DATABASE_URL the
// services' databases on that server (and MEDIA_DIR or `--media <dir>` for the pictures).
// Refused, with nothing changed: a backup whose files do not match its manifest, a schema newer than this code's
// migrations, a stack still running. Everything is restored beside the live data first (a fresh database or
// folder per part) and swapped in only once every part has loaded; the data replaced is kept beside it
// (`pg/<service>.before-restore`, `<database>_before_restore`, the pictures' `.before-restore`) until the next
// restore.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Blob } from 'node:buffer';
import { parseArgs } from 'node:util';
import {
  newerSchema,
  readSchemaVersion,
  REPLACED_MEDIA,
  serverDatabaseUrls,
  SERVICES,
  STAGED_MEDIA,
  VAPID_FILE,
  verifiedManifest,
  withClient,
} from './backup-set.mjs';
import { ROOT, runningStack } from './stack-record.mjs';

const { values } = parseArgs({
  options: { from: { type: 'string' }, data: { type: 'string' }, media: { type: 'string' } },
});
function refuse(message) {
  console.error(`restore refused: ${message}\nNothing was restored; the current data is unchanged.`);
  process.exit(1);
}
if (!values.from) refuse('usage: npm run restore -- --from <backup dir> [--data <dir>]');
const from = path.resolve(values.from);
const started = Date.now();

let manifest;
try {
  manifest = await verifiedManifest(from);
} catch (err) {
  refuse(`${from}: ${err.message}`);
}
for (const service of SERVICES) {
  const why = newerSchema(service, manifest.services[service].schemaVersion);
  if (why) refuse(why);
}

const serverUrls = serverDatabaseUrls();
const target = serverUrls ? 'postgresql' : 'embedded';
if (manifest.source !== target)
  refuse(
    `this backup holds ${manifest.source === 'embedded' ? 'embedded (PGlite) data directories' : 'pg_dump archives of a PostgreSQL server'}; ` +
      (target === 'embedded'
        ? 'set DATABASE_URL to restore it to a server'
        : 'unset DATABASE_URL to restore it to the embedded databases'),
  );
const dataDir = path.resolve(values.data ?? path.join(ROOT, '.data'));
const mediaDir = path.resolve(
  values.media ??
    (target === 'embedded' ? path.join(dataDir, 'media') : (process.env.MEDIA_DIR ?? path.join(dataDir, 'media'))),
);
if (target === 'embedded' && runningStack(path.join(dataDir, 'stack.json')))
  refuse(`Vantage is running on ${dataDir}: stop it (Ctrl-C in its terminal) first`);

/** What a restored sports database says about predictions the backup cannot hold (printed at the end). */
async function sportsSummary(query) {
  const ledger = await query(
    `SELECT league, max(date)::text AS last FROM sports.ledger_days GROUP BY league ORDER BY league`,
  );
  const newest = await query(`SELECT max(written_at) AS at FROM sports.predictions`);
  return { ledger: ledger.rows, newestPrediction: newest.rows[0]?.at ?? null };
}

/** Loads each part beside the live data; returns how to swap each in, or throws after removing what it made. */
async function stageEmbedded() {
  // Loaded here only: the backup image (a PostgreSQL server's backups) has no PGlite.
  const { PGlite } = await import('@electric-sql/pglite');
  const staged = [];
  const summary = {};
  mkdirSync(path.join(dataDir, 'pg'), { recursive: true });
  try {
    for (const service of SERVICES) {
      const live = path.join(dataDir, 'pg', service);
      const fresh = `${live}.restoring`;
      rmSync(fresh, { recursive: true, force: true });
      staged.push({ live, fresh });
      const tarball = new Blob([readFileSync(path.join(from, manifest.services[service].file))]);
      const db = await PGlite.create({ dataDir: fresh, loadDataDir: tarball });
      try {
        const query = (text) => db.query(text);
        const version = await readSchemaVersion(query, service);
        const why = newerSchema(service, version);
        if (why) throw new Error(why);
        if (service === 'sports') Object.assign(summary, await sportsSummary(query));
      } finally {
        await db.close();
      }
      console.log(`svc-${service}: loaded (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    return { staged, summary };
  } catch (err) {
    for (const { fresh } of staged) rmSync(fresh, { recursive: true, force: true });
    throw err;
  }
}

function swapFolder({ live, fresh }) {
  const previous = `${live}.before-restore`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(live)) renameSync(live, previous);
  renameSync(fresh, live);
}

const databaseName = (url) => decodeURIComponent(new URL(url).pathname.slice(1));
const withDatabase = (url, name) => {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
};

async function stageServer() {
  const staged = [];
  const summary = {};
  const admin = withDatabase(serverUrls.auth, 'postgres');
  try {
    for (const service of SERVICES) {
      const url = serverUrls[service];
      const name = databaseName(url);
      const fresh = `${name}_restoring`;
      const connected = await withClient(withDatabase(url, 'postgres'), (query) =>
        query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]),
      );
      if (connected.rows[0].n > 0)
        throw new Error(`${connected.rows[0].n} connection(s) to ${name}: stop the services first`);
      await withClient(withDatabase(url, 'postgres'), async (query) => {
        await query(`DROP DATABASE IF EXISTS "${fresh}"`);
        await query(`CREATE DATABASE "${fresh}"`);
      });
      staged.push({ url, name, fresh });
      const restore = spawnSync(
        'pg_restore',
        [
          '--exit-on-error',
          '--no-owner',
          '--dbname',
          withDatabase(url, fresh),
          path.join(from, manifest.services[service].file),
        ],
        { encoding: 'utf8' },
      );
      if (restore.status !== 0) throw new Error(`pg_restore of svc-${service}'s database: ${restore.stderr.trim()}`);
      await withClient(withDatabase(url, fresh), async (query) => {
        const why = newerSchema(service, await readSchemaVersion(query, service));
        if (why) throw new Error(why);
        if (service === 'sports') Object.assign(summary, await sportsSummary(query));
      });
      console.log(`svc-${service}: loaded into ${fresh} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    return { staged, summary };
  } catch (err) {
    await withClient(admin, async (query) => {
      for (const { fresh } of staged) await query(`DROP DATABASE IF EXISTS "${fresh}"`);
    });
    throw err;
  }
}

async function swapServer({ url, name, fresh }) {
  await withClient(withDatabase(url, 'postgres'), async (query) => {
    const previous = `${name}_before_restore`;
    await query(`DROP DATABASE IF EXISTS "${previous}"`);
    const exists = await query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount > 0) await query(`ALTER DATABASE "${name}" RENAME TO "${previous}"`);
    await query(`ALTER DATABASE "${fresh}" RENAME TO "${name}"`);
  });
}

/**
 * The pictures are staged and swapped inside their folder (`.restoring`, `.before-restore`), which may be a
 * volume's mount point that cannot itself be renamed; the backup skips these dot-folders.
 */
const media = { fresh: path.join(mediaDir, STAGED_MEDIA), previous: path.join(mediaDir, REPLACED_MEDIA) };
function swapMedia() {
  rmSync(media.previous, { recursive: true, force: true });
  mkdirSync(media.previous);
  for (const entry of readdirSync(mediaDir).filter((e) => !e.startsWith('.')))
    renameSync(path.join(mediaDir, entry), path.join(media.previous, entry));
  for (const entry of readdirSync(media.fresh)) renameSync(path.join(media.fresh, entry), path.join(mediaDir, entry));
  rmSync(media.fresh, { recursive: true });
}

let staged;
let summary;
try {
  ({ staged, summary } = target === 'embedded' ? await stageEmbedded() : await stageServer());
  rmSync(media.fresh, { recursive: true, force: true });
  mkdirSync(media.fresh, { recursive: true });
  const pictures = path.join(from, manifest.media.folder);
  if (existsSync(pictures)) cpSync(pictures, media.fresh, { recursive: true });
} catch (err) {
  rmSync(media.fresh, { recursive: true, force: true });
  refuse(err.message);
}
// Every part loaded: only renames remain.
for (const part of staged) {
  if (target === 'embedded') swapFolder(part);
  else await swapServer(part);
}
swapMedia();
if (target === 'embedded' && manifest.files[VAPID_FILE])
  copyFileSync(path.join(from, VAPID_FILE), path.join(dataDir, VAPID_FILE));

const ledger = summary.ledger.map((l) => `${l.league} up to ${l.last}`).join(', ') || 'no day committed';
console.log(`
Restored the backup taken at ${manifest.takenAt} (${((Date.now() - started) / 1000).toFixed(1)} s): every service's
database and ${manifest.media.files} picture file(s). The data it replaced is kept beside it (before-restore).
Ledger: ${ledger}; newest prediction written ${summary.newestPrediction ? new Date(summary.newestPrediction).toISOString() : 'never'}.
Anything stored after ${manifest.takenAt} is not in this backup. At its next start svc-sports records again the games
that have not started (recorded); a game that started meanwhile can only be reconstructed: it is stored and shown as
reconstructed, and so is a ledger day committed again after its first start (svc-sports logs each such gap).
Check after starting: docs/operations.md, "After a restore".`);
