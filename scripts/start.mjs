// `npm start`: install if needed, build what changed, start the whole product on the embedded
// defaults (or on DATABASE_URL), wait until healthy, print the URL; Ctrl-C stops every child.
import { buildAll } from './build.mjs';
import { installIfNeeded } from './install.mjs';
import { startStack } from './stack.mjs';

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
