// `npm test`: every workspace's unit and API tests, the service suites once more on embedded PGlite
// when they ran on a PostgreSQL server, then the browser tests against the composed product.
// Ends with one line `N passed, N failed`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function runJest(label, workspace, env = {}) {
  return new Promise((resolve) => {
    console.log(`\n=== ${label} ===`);
    const child = spawn('npm', ['run', '-s', 'test', '-w', workspace], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let summary = '';
    const relay = (stream, target) =>
      stream.on('data', (chunk) => {
        const text = chunk.toString();
        const lines = text.split('\n').filter((line) => !/Unknown user config "nodedir"/.test(line));
        target.write(lines.join('\n'));
        const match = text.match(/^Tests:\s+(.*)$/m);
        if (match) summary = match[1];
      });
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('exit', (code) => {
      const count = (word) => Number(summary.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
      totals.passed += count('passed');
      totals.failed += count('failed');
      totals.skipped += count('skipped');
      if (code !== 0) failures.push(label);
      resolve();
    });
  });
}

const started = Date.now();
for (const ws of withTests) await runJest(ws, ws);

const services = withTests.filter((ws) => ws.startsWith('svc-') || ws === 'packages/service-kit');
if (process.env.VANTAGE_TEST_DB !== 'pglite' && process.env.VANTAGE_SKIP_PGLITE_PASS !== '1') {
  for (const ws of services) await runJest(`${ws} on embedded PGlite`, ws, { VANTAGE_TEST_DB: 'pglite' });
}

const missingChromium = process.env.VANTAGE_SKIP_E2E === '1' ? null : missingChromiumMessage();
if (missingChromium) {
  console.error(`\n=== e2e ===\n${missingChromium}`);
  failures.push('e2e (Chromium is not installed)');
} else if (process.env.VANTAGE_SKIP_E2E !== '1') {
  console.log('\n=== build for the browser tests ===');
  try {
    await buildAll({ onProgress: (line) => console.log(line) });
    await runJest('e2e (headless Chromium through the gateway)', 'e2e');
  } catch (err) {
    console.error(err.message);
    failures.push('build');
  }
}

console.log(`\nTest run took ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (failures.length) console.log(`Failed: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failures.length ? 1 : 0);
