// The record a running stack on the embedded databases writes in its run directory, and the repository's root:
// what operator commands (`npm run create-staff`, `npm run backup`) need of scripts/stack.mjs, without the gateway
// and process management it loads (the backup job's image holds these scripts alone).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where a running stack on the embedded databases records their URLs (in its run directory), so that operator
 * commands such as `npm run create-staff` find them; `npm start`'s is .data/stack.json.
 */
export const STACK_RECORD = 'stack.json';
export const DEFAULT_STACK_RECORD = path.join(ROOT, '.data', STACK_RECORD);

/** The record of a stack that is still running ({ pid, url, databaseUrls, backupUrls, mediaDir }), or null. */
export function runningStack(file = DEFAULT_STACK_RECORD) {
  if (!existsSync(file)) return null;
  const record = JSON.parse(readFileSync(file, 'utf8'));
  try {
    process.kill(record.pid, 0);
  } catch (err) {
    if (err.code !== 'EPERM') return null; // left behind by a stack that did not stop cleanly
  }
  return record;
}
