import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client, Pool } from 'pg';
import type { Logger } from './logger';
import type { ReadinessCondition } from './readiness';

export type ServiceName = 'auth' | 'sports' | 'billing';

/**
 * Where a service's data lives: `DATABASE_URL_<SERVICE>` as given, else one database per service
 * (`vantage_<service>`) on the server named by `DATABASE_URL`.
 */
export function resolveDatabaseUrl(
  service: ServiceName,
  env: NodeJS.ProcessEnv = process.env,
): { url: string; create: boolean } {
  const own = env[`DATABASE_URL_${service.toUpperCase()}`];
  if (own) return { url: own, create: false };
  const shared = env.DATABASE_URL;
  if (!shared) {
    throw new Error(
      `No database configured for svc-${service}: set DATABASE_URL_${service.toUpperCase()} or DATABASE_URL (npm start provides the embedded one).`,
    );
  }
  const url = new URL(shared);
  url.pathname = `/vantage_${service}`;
  return { url: url.toString(), create: true };
}

/** Creates the database named in `url` when the server lacks it (first start against a fresh server). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name}"`).catch((err: { code?: string }) => {
        // Another replica created it first: 42P04 once its creation committed, 23505 (pg_database's unique
        // name) while it was committing; both start together under `docker compose up --scale`.
        if (err.code !== '42P04' && err.code !== '23505') throw err;
      });
    }
  } finally {
    await client.end();
  }
}

export interface Database<TSchema extends Record<string, unknown>> {
  db: NodePgDatabase<TSchema>;
  pool: Pool;
  /** Readiness: true when a trivial query answers within a second. */
  ping(): Promise<boolean>;
  /** Readiness conditions: the database answers a query, and every committed migration is applied there. */
  conditions: ReadinessCondition[];
  close(): Promise<void>;
}

export interface OpenDatabaseOptions<TSchema extends Record<string, unknown>> {
  service: ServiceName;
  url: string;
  schema: TSchema;
  migrationsFolder: string;
  logger: Logger;
  poolSize?: number;
}

/** Opens a pool, applies committed migrations (serialised across replicas by an advisory lock). */
export async function openDatabase<TSchema extends Record<string, unknown>>(
  options: OpenDatabaseOptions<TSchema>,
): Promise<Database<TSchema>> {
  const pool = new Pool({
    connectionString: options.url,
    max: options.poolSize ?? defaultPoolSize(),
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30000,
    statement_timeout: 15000,
    query_timeout: 20000,
  });
  // A dropped connection (database restarted) must not crash the process; the pool reconnects.
  pool.on('error', (err) => options.logger.warn({ err }, 'idle database connection lost'));
  const db = drizzle(pool, { schema: options.schema });
  await runMigrations(pool, options);
  return {
    db,
    pool,
    async ping() {
      try {
        await Promise.race([
          pool.query('SELECT 1'),
          new Promise((_, reject) => setTimeout(() => reject(new Error('ping timeout')), 1000).unref()),
        ]);
        return true;
      } catch {
        return false;
      }
    },
    conditions: [
      { name: 'database', check: () => pool.query('SELECT 1') },
      {
        name: 'migrations',
        async check() {
          const committed = committedMigrations(options.migrationsFolder);
          const applied = await pool.query<{ count: string }>(
            `SELECT count(*) FROM drizzle."${migrationsTable(options.service)}"`,
          );
          const count = Number(applied.rows[0]?.count);
          if (count < committed) throw new Error(`${count} of ${committed} migrations applied`);
        },
      },
    ],
    close: () => pool.end(),
  };
}

const migrationsTable = (service: ServiceName) => `__migrations_${service}`;

/** How many migrations the folder holds (drizzle-kit's journal lists each one). */
function committedMigrations(folder: string): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * Pool size: `DATABASE_POOL_MAX`, default 10. The embedded PGlite serves one connection at a time
 * correctly (its socket server interleaves concurrent connections' extended-protocol messages), so the
 * stack and the PGlite test databases set it to 1: requests then queue in the pool instead.
 */
function defaultPoolSize(): number {
  const configured = Number(process.env.DATABASE_POOL_MAX);
  return Number.isInteger(configured) && configured > 0 ? configured : 10;
}

async function runMigrations<TSchema extends Record<string, unknown>>(
  pool: Pool,
  options: OpenDatabaseOptions<TSchema>,
): Promise<void> {
  const lockId = 7_300_000 + ['auth', 'sports', 'billing'].indexOf(options.service);
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [lockId]);
    // Migrate on the connection that holds the lock: with a pool of one there is no other.
    await migrate(drizzle(lock), {
      migrationsFolder: options.migrationsFolder,
      migrationsSchema: 'drizzle',
      migrationsTable: migrationsTable(options.service),
    });
    options.logger.info({ migrationsFolder: options.migrationsFolder }, 'database migrated');
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    lock.release();
  }
}
