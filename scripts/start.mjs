// `npm start`: install if needed, build what changed, start the whole product on the embedded
// defaults (or on DATABASE_URL), wait until healthy, print the URL; Ctrl-C stops every child.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { ROOT, startStack } from './stack.mjs';

function installIfNeeded() {
  const marker = path.join(ROOT, 'node_modules/.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('install: npm install (first start only)…');
  // Not `npm ci`: lock files written against this registry lack other platforms' optional binaries.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

installIfNeeded();
const log = (line) => console.log(line);
try {
  await buildAll({ onProgress: log });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const ports = {};
if (process.env.PORT) ports.gateway = Number(process.env.PORT);
let stack;
try {
  log('start: database, services (first start migrates and seeds the MLB data; this takes a minute)…');
  stack = await startStack({ ports, onProgress: (line) => log(`start: ${line}`) });
} catch (err) {
  console.error(`Vantage failed to start: ${err.message}`);
  process.exit(1);
}
console.log(`\nVantage is running at ${stack.url}\nLogs: ${stack.logDir}\nPress Ctrl-C to stop.`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping…');
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
