// Installs the workspaces' dependencies when node_modules is missing or older than the lock file, so each
// README command (`npm start`, `npm test`) works alone on a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';

export function installIfNeeded() {
  const marker = path.join(ROOT, 'node_modules/.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('install: npm install (first run only)…');
  // Not `npm ci`: lock files written against this registry lack other platforms' optional binaries.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
