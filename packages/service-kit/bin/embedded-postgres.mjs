#!/usr/bin/env node
// The embedded default database: one PGlite (real PostgreSQL in WASM) served over the Postgres wire
// protocol, so every service always talks `pg` exactly as it does to a PostgreSQL server.
// Usage: embedded-postgres.mjs --port 5433 [--data-dir .data/pg]   (no --data-dir: in memory)
// Prints one line `ready <port>` on stdout once it accepts connections.
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5433' },
    host: { type: 'string', default: '127.0.0.1' },
    'data-dir': { type: 'string' },
    'max-connections': { type: 'string', default: '40' },
  },
});

const dataDir = values['data-dir'];
if (dataDir) mkdirSync(dataDir, { recursive: true });
const db = await PGlite.create(dataDir ? { dataDir } : {});
const server = new PGLiteSocketServer({
  db,
  port: Number(values.port),
  host: values.host,
  maxConnections: Number(values['max-connections']),
});
await server.start();
process.stdout.write(`ready ${values.port}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.stop().catch(() => undefined);
  await db.close().catch(() => undefined); // flushes the data directory
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
