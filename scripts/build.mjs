// Builds every app that changed since its last build (a fingerprint of its inputs is kept in dist/).
// `node scripts/build.mjs [--force] [app ...]`
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';

export const SERVICES = ['svc-auth', 'svc-sports', 'svc-billing'];
export const FRONTENDS = ['shell', 'mfe-games', 'mfe-account', 'mfe-admin'];
const SHARED = ['packages/contracts', 'packages/service-kit', 'packages/client', 'packages/build-config'];

function walk(dir, out) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
}

function fingerprint(app) {
  const files = [];
  for (const dir of [app, ...SHARED]) walk(path.join(ROOT, dir), files);
  files.push(path.join(ROOT, 'package-lock.json'));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    if (/\.test\.tsx?$|__fixtures__|\/e2e\//.test(file)) continue;
    const stat = statSync(file);
    hash.update(`${path.relative(ROOT, file)}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

function run(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '-s', 'build', '-w', app], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (code === 0) resolve(Date.now() - started);
      else
        reject(
          new Error(
            `build of ${app} failed:\n${output
              .split('\n')
              .filter((l) => !/nodedir/.test(l))
              .join('\n')}`,
          ),
        );
    });
  });
}

/** Builds what is out of date; returns build times in ms per app built. */
export async function buildAll({ force = false, apps = [...SERVICES, ...FRONTENDS], onProgress = console.log } = {}) {
  const stale = apps.filter((app) => {
    const stamp = path.join(ROOT, app, 'dist', '.inputs');
    return force || !existsSync(stamp) || readFileSync(stamp, 'utf8') !== fingerprint(app);
  });
  const times = {};
  if (stale.length === 0) {
    onProgress('build: everything is up to date');
    return times;
  }
  // Two at a time: the machine this runs on has two cores.
  const queue = [...stale];
  async function worker() {
    for (let app = queue.shift(); app; app = queue.shift()) {
      onProgress(`build: ${app}…`);
      times[app] = await run(app);
      writeFileSync(path.join(ROOT, app, 'dist', '.inputs'), fingerprint(app));
      onProgress(`build: ${app} done in ${(times[app] / 1000).toFixed(1)} s`);
    }
  }
  await Promise.all([worker(), worker()]);
  return times;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const apps = args.filter((arg) => !arg.startsWith('--'));
  await buildAll({ force: args.includes('--force'), apps: apps.length ? apps : undefined }).catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
