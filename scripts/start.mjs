// `npm start`: install if needed, build what changed, start the whole product on the embedded
// defaults (or on DATABASE_URL), wait until healthy, print the URL; Ctrl-C stops every child.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openReleaseStore } from '../gateway/release-store.mjs';
import { buildAll } from './build.mjs';
import { REMOTES } from './deploy-cli.mjs';
import { installIfNeeded } from './install.mjs';
import { releaseStore, ROOT, startStack } from './stack.mjs';

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
  log(
    'start: database, services (first start migrates and seeds the data of every league; this takes a minute or two)…',
  );
  stack = await startStack({ ports, onProgress: (line) => log(`start: ${line}`) });
} catch (err) {
  console.error(`Vantage failed to start: ${err.message}`);
  process.exit(1);
}
// A deployed remote is served from its live release, not from a build made since (README, Operations).
for (const [remote, folder] of Object.entries(REMOTES)) {
  const store = openReleaseStore(releaseStore(path.join(ROOT, '.data'), remote));
  const live = store.live();
  const entry = (dir) => readFileSync(path.join(dir, 'remoteEntry.js'));
  if (live && !entry(store.releaseDir(live)).equals(entry(path.join(ROOT, folder, 'dist'))))
    log(
      `start: ${folder} serves its deployed release ${live}, not the different build in its dist/: \`npm run deploy -- ${remote}\` deploys it, removing .data/releases/${remote} serves dist/ again`,
    );
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

/** The parent of process `pid` (Linux's /proc); null where there is none to read. */
function parentOf(pid) {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return null;
  // "pid (command) state ppid …": the command may hold spaces and parentheses, so read after the last ')'.
  const text = readFileSync(stat, 'utf8');
  return Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]) || null;
}
// `npm start` runs this under `sh -c` under npm, and npm sent a SIGINT of its own exits without passing it on: a
// supervisor that signals npm alone would leave every service running. So when the launcher is gone, stop too.
const launcher = process.env.npm_lifecycle_event ? parentOf(process.ppid) : process.ppid;
if (launcher && launcher > 1)
  setInterval(() => {
    try {
      process.kill(launcher, 0);
    } catch {
      console.log(`\nthe launcher (pid ${launcher}) is gone`);
      void shutdown();
    }
  }, 1_000).unref();
