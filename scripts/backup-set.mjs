// What `npm run backup` writes and `npm run restore` trusts: a folder per backup with a manifest naming every file
// with its size and SHA-256, each service's schema version (its last applied migration) and how it was taken.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from './stack-record.mjs';

export const SERVICES = ['auth', 'sports', 'billing'];
export const MANIFEST = 'manifest.json';
export const FORMAT = 'vantage-backup/1';
/** Each backup's folder is named after the UTC instant it was taken, so names sort by time. */
export const BACKUP_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/;
export const backupName = (date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');

export async function sha256File(file) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

/** The embedded stack's Web Push key pair, beside its data (scripts/stack.mjs), backed up with it. */
export const VAPID_FILE = 'vapid.json';

/** Where a restore stages the pictures, and keeps those it replaced, inside their folder (never backed up). */
export const STAGED_MEDIA = '.restoring';
export const REPLACED_MEDIA = '.before-restore';

/** Every file under `dir` but those in dot-folders, as paths relative to it ('/'-separated), sorted. */
export function filesUnder(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() && entry.name.startsWith('.')))
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), relative);
      return entry.isFile() ? [relative] : [];
    })
    .sort();
}

/** The migrations this code ships for a service (drizzle-kit's journal), oldest first: { tag, when }. */
export function codeMigrations(service) {
  const journal = JSON.parse(readFileSync(path.join(ROOT, `svc-${service}/drizzle/meta/_journal.json`), 'utf8'));
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * A database's schema version, read from drizzle's table: how many migrations are applied and the last one's tag
 * (drizzle stores each migration's journal time; a time this code's journal lacks is a migration it does not know).
 */
export async function readSchemaVersion(query, service) {
  const { rows } = await query(
    `SELECT count(*)::int AS applied, max(created_at)::text AS last FROM drizzle."__migrations_${service}"`,
  );
  const { applied, last } = rows[0];
  const known = codeMigrations(service).find((m) => String(m.when) === last);
  return { migration: known?.tag ?? `unknown (journal time ${last})`, applied, journalTime: Number(last) };
}

/** Runs `fn(query)` on one connection to `url`. */
export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await fn((text, values) => client.query(text, values));
  } finally {
    await client.end();
  }
}

/**
 * Each service's database on a PostgreSQL server, as the services resolve it (service-kit's database.ts):
 * `DATABASE_URL_<SERVICE>`, else `vantage_<service>` on the server of `DATABASE_URL`. Null when neither is set.
 */
export function serverDatabaseUrls(env = process.env) {
  if (!env.DATABASE_URL && !SERVICES.some((s) => env[`DATABASE_URL_${s.toUpperCase()}`])) return null;
  return Object.fromEntries(
    SERVICES.map((service) => {
      const own = env[`DATABASE_URL_${service.toUpperCase()}`];
      if (own) return [service, own];
      if (!env.DATABASE_URL) throw new Error(`DATABASE_URL_${service.toUpperCase()} or DATABASE_URL is not set`);
      const url = new URL(env.DATABASE_URL);
      url.pathname = `/vantage_${service}`;
      return [service, url.toString()];
    }),
  );
}

/**
 * The backup's manifest once every file it lists is there with its size and SHA-256 and nothing else claims to be
 * part of it; otherwise an Error naming each file that fails.
 */
export async function verifiedManifest(dir) {
  const file = path.join(dir, MANIFEST);
  if (!existsSync(file)) throw new Error(`${file} is missing: not a complete backup`);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file} is not readable JSON (${err.message}): the manifest is damaged`);
  }
  if (manifest.format !== FORMAT || !manifest.files || !manifest.services)
    throw new Error(`${file} is not a ${FORMAT} manifest`);
  const problems = [];
  for (const [relative, expected] of Object.entries(manifest.files)) {
    const full = path.join(dir, relative);
    if (path.relative(dir, full).startsWith('..')) problems.push(`${relative}: outside the backup`);
    else if (!existsSync(full)) problems.push(`${relative}: missing`);
    else if (statSync(full).size !== expected.bytes)
      problems.push(`${relative}: ${statSync(full).size} bytes, the manifest says ${expected.bytes} (truncated?)`);
    else if ((await sha256File(full)) !== expected.sha256)
      problems.push(`${relative}: SHA-256 differs from the manifest's (changed or damaged)`);
  }
  for (const service of SERVICES) {
    if (!manifest.services[service] || !manifest.files[manifest.services[service].file])
      problems.push(`svc-${service}'s database: not in the backup`);
  }
  if (problems.length > 0) throw new Error(`the backup does not verify:\n  ${problems.join('\n  ')}`);
  return manifest;
}

/** Why a schema version cannot be restored into this code (null when it can): a migration the code lacks. */
export function newerSchema(service, version) {
  const migrations = codeMigrations(service);
  const known = migrations.findIndex((m) => m.when === version.journalTime);
  if (known >= 0 && version.applied <= migrations.length) return null;
  return (
    `svc-${service}'s database is at migration ${version.migration} (${version.applied} applied), newer than this ` +
    `code's last, ${migrations.at(-1).tag} (${migrations.length}): run the version of Vantage that made the backup`
  );
}
