#!/usr/bin/env node
// The embedded default database: one PGlite (real PostgreSQL in WASM) served over the Postgres wire
// protocol, so every service always talks `pg` exactly as it does to a PostgreSQL server.
// Usage: embedded-postgres.mjs --port 5433 [--data-dir .data/pg]   (no --data-dir: in memory)
// Prints one line `ready <port> backup <backupPort>` on stdout once it accepts connections.
//
// Backups: Debian's pg_dump 15 refuses PGlite's PostgreSQL 18 ("server version mismatch"), so this process
// serves its own data directory instead: `GET /datadir.tar.gz` on the backup port (127.0.0.1 only) answers
// PGlite's dumpDataDir, taken while PGlite runs no query (it holds the query lock), so the copy is one instant's
// state; a transaction still open then is rolled back when the copy is opened, as after a crash.
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import { parseArgs, promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5433' },
    host: { type: 'string', default: '127.0.0.1' },
    'data-dir': { type: 'string' },
    'max-connections': { type: 'string', default: '40' },
    'backup-port': { type: 'string', default: '0' },
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

const gzipped = promisify(gzip);
const backups = http.createServer(async (req, res) => {
  if (req.method !== 'GET' || req.url !== '/datadir.tar.gz') {
    res.writeHead(404).end();
    return;
  }
  try {
    // A checkpoint first, so the copy's data files are current and opening it replays little WAL.
    await db.exec('CHECKPOINT');
    // Uncompressed while PGlite holds its queries back, compressed after, off its thread.
    const paused = Date.now();
    const tar = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
    const pausedMs = Date.now() - paused;
    const tarball = await gzipped(tar);
    res
      .writeHead(200, {
        'Content-Type': 'application/gzip',
        'Content-Length': tarball.length,
        'X-Queries-Held-Ms': String(pausedMs),
      })
      .end(tarball);
  } catch (err) {
    res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(err?.message ?? err));
  }
});
await new Promise((resolve) => backups.listen(Number(values['backup-port']), '127.0.0.1', resolve));
process.stdout.write(`ready ${values.port} backup ${backups.address().port}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  backups.close();
  await server.stop().catch(() => undefined);
  await db.close().catch(() => undefined); // flushes the data directory
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
