import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createServer } from 'node:net';
import { Client, type Pool } from 'pg';
import { openDatabase, type Database } from '../database';
import type { Logger } from '../logger';

export interface TestDatabase {
  url: string;
  mode: 'postgres' | 'pglite';
  drop(): Promise<void>;
}

const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable(): Promise<boolean> {
  const client = new Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

// Below Linux's outgoing-connection port range (32768 up), where listen(0) also picks: a port chosen here
// cannot be taken meanwhile by a connection some test opens.
const PORT_RANGE = { from: 20000, to: 32000 };

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on now, for a server a test is about to start. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = PORT_RANGE.from + Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${PORT_RANGE.from} and ${PORT_RANGE.to}`);
}

/**
 * A throwaway database for one test file: a fresh database on the PostgreSQL server when one answers
 * (dropped afterwards), else an in-memory PGlite served over the wire protocol on a free port.
 * `VANTAGE_TEST_DB=pglite|postgres` forces one.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const forced = process.env.VANTAGE_TEST_DB;
  const usePostgres = forced ? forced === 'postgres' : await postgresReachable();
  return usePostgres ? createPostgresDatabase() : createPgliteDatabase();
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `vantage_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    mode: 'postgres',
    async drop() {
      const client = new Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

const EMBEDDED_POSTGRES = path.join(__dirname, '../../bin/embedded-postgres.mjs');

/** Starts the embedded database server (the same one `npm start` runs) in memory on a free port. */
export async function startEmbeddedPostgres(options: { port?: number; dataDir?: string } = {}): Promise<{
  url: string;
  stop(): Promise<void>;
}> {
  const port = options.port ?? (await freePort());
  const args = [EMBEDDED_POSTGRES, '--port', String(port)];
  if (options.dataDir) args.push('--data-dir', options.dataDir);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('embedded postgres did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`embedded postgres exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const server = await startEmbeddedPostgres();
  // One connection per PGlite, as in the embedded stack (see defaultPoolSize in database.ts).
  process.env.DATABASE_POOL_MAX = '1';
  return { url: server.url, mode: 'pglite', drop: server.stop };
}

/**
 * Rows in each table of `schema`, by table name: every table, so a test that a request wrote nothing also
 * covers tables added later.
 */
export async function rowCounts(pool: Pool, schema: string): Promise<Record<string, number>> {
  const tables = await pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY table_name`,
    [schema],
  );
  // An empty answer would make every "nothing was written" check pass.
  if (tables.rows.length === 0) throw new Error(`no tables in schema ${schema}`);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows)
    counts[name] = (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${schema}"."${name}"`)).rows[0].n;
  return counts;
}

/** service-kit's own tests: a database on `url` migrated with the kit's fixture migrations (the table kit.notes). */
export function openFixtureDatabase(url: string, logger: Logger): Promise<Database<Record<string, never>>> {
  return openDatabase({
    service: 'auth',
    url,
    schema: {},
    migrationsFolder: path.join(__dirname, '../__fixtures__/migrations'),
    logger,
  });
}
