// `npm test`: every workspace's unit and API tests (service-kit's database suites once more on embedded PGlite
// when they ran on a PostgreSQL server), the build meanwhile, then the browser tests against the composed product,
// which runs every service on embedded PGlite. Ends with one line `N passed, N failed`.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { missingChromiumMessage } from '../e2e/src/setup/chromium.mjs';
import { buildAll } from './build.mjs';
import { installIfNeeded } from './install.mjs';
import { ROOT } from './stack.mjs';

installIfNeeded();

const workspaces = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
const withTests = workspaces.filter((ws) => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, ws, 'package.json'), 'utf8'));
  return pkg.scripts?.test && ws !== 'e2e';
});
const KIT = 'packages/service-kit';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

const withoutNpmNoise = (text) =>
  text
    .split('\n')
    .filter((line) => !/Unknown user config "nodedir"/.test(line))
    .join('\n');

/**
 * One workspace's jest run. Runs that overlap (see UNIT_RUNS_AT_ONCE) print their output whole once they end;
 * a run alone (`live`) prints it as it comes.
 */
function runJest(label, workspace, env = {}, { live = false, suites = [], script = 'test' } = {}) {
  return new Promise((resolve) => {
    const only = suites.length ? ['--', '--runTestsByPath', ...suites] : [];
    const child = spawn('npm', ['run', '-s', script, '-w', workspace, ...only], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (live) console.log(`\n=== ${label} ===`);
    const output = [];
    const keep = (stream, target) =>
      stream.on('data', (chunk) => {
        output.push(chunk.toString());
        if (live) target.write(withoutNpmNoise(chunk.toString()));
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('exit', (code) => {
      const text = withoutNpmNoise(output.join(''));
      if (!live) console.log(`\n=== ${label} ===\n${text}`);
      const summary = text.match(/^Tests:\s+(.*)$/m)?.[1] ?? '';
      const count = (word) => Number(summary.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
      totals.passed += count('passed');
      totals.failed += count('failed');
      totals.skipped += count('skipped');
      if (code !== 0) failures.push(label);
      resolve();
    });
  });
}

/**
 * Jest runs one worker on a two-core machine, and a service's suites wait on their database much of the time: two
 * runs at once finish the unit runs in little more than half the time. Each suite has its own databases and
 * ports (service-kit's testing helpers), so runs do not meet. The build for the browser tests is one of the runs:
 * it takes the place of the short runs while svc-sports' suites, the longest, go on.
 */
const RUNS_AT_ONCE = Math.max(2, Math.floor(availableParallelism() / 2));

/** The longest runs, longest first (here svc-sports' suites take over twice svc-auth's, and the build less). */
const LONGEST = ['svc-sports', 'svc-auth', 'build'];
const longRank = (label) => (LONGEST.includes(label) ? LONGEST.indexOf(label) : LONGEST.length);

/**
 * service-kit's suites that open a database: they run again on PGlite, since service-kit is what opens, migrates
 * and pools every service's database (one connection for PGlite). The services' own suites run once: the browser
 * tests run each of them on embedded PGlite, through the same service-kit.
 */
function databaseSuites(workspace) {
  const dir = path.join(ROOT, workspace);
  return readdirSync(path.join(dir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => /createTestDatabase/.test(readFileSync(path.join(dir, 'src', file), 'utf8')))
    .map((file) => path.join('src', file));
}

const withE2e = process.env.VANTAGE_SKIP_E2E !== '1';
const missingChromium = withE2e ? missingChromiumMessage() : null;
let built = false;
async function build() {
  console.log('\n=== build for the browser tests ===');
  try {
    await buildAll({ onProgress: (line) => console.log(line) });
    built = true;
  } catch (err) {
    console.error(err.message);
    failures.push('build');
  }
}

const started = Date.now();
const runs = withTests.map((ws) => [ws, () => runJest(ws, ws)]);
// Services together over HTTP, in process (e2e/src/services): no build needed.
const SERVICES_TOGETHER = 'services together (e2e/src/services)';
runs.push([SERVICES_TOGETHER, () => runJest(SERVICES_TOGETHER, 'e2e', {}, { script: 'test:services' })]);
if (process.env.VANTAGE_TEST_DB !== 'pglite' && process.env.VANTAGE_SKIP_PGLITE_PASS !== '1') {
  const suites = databaseSuites(KIT);
  const label = `${KIT} on embedded PGlite`;
  runs.push([label, () => runJest(label, KIT, { VANTAGE_TEST_DB: 'pglite' }, { suites })]);
}
if (withE2e && !missingChromium) runs.push(['build', build]);
// The longest first, so that no long run starts last.
runs.sort(([a], [b]) => longRank(a) - longRank(b));
await Promise.all(
  Array.from({ length: RUNS_AT_ONCE }, async () => {
    for (let run = runs.shift(); run; run = runs.shift()) await run[1]();
  }),
);

if (missingChromium) {
  console.error(`\n=== e2e ===\n${missingChromium}`);
  failures.push('e2e (Chromium is not installed)');
} else if (built) {
  await runJest('e2e (headless Chromium through the gateway)', 'e2e', {}, { live: true });
}

console.log(`\nTest run took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (failures.length) console.log(`Failed: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failures.length ? 1 : 0);
