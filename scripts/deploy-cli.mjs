// What `npm run deploy` and `npm run rollback` share: which remote, where its releases are, how they are listed,
// and how a refusal ends (its message, exit code 1; a wrong command line, exit code 2).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openReleaseStore, ReleaseError } from '../gateway/release-store.mjs';
import { releaseStore, ROOT } from './stack.mjs';

/** The remotes, by the name the gateway routes them under (/remotes/<name>/), and their workspace folder. */
export const REMOTES = { games: 'mfe-games', account: 'mfe-account', admin: 'mfe-admin' };

class UsageError extends Error {}

/**
 * Parses `<remote> [--releases DIR] [--list]` and the command's own options, then runs `command` with
 * { remote, folder, store, values }, or lists the releases when --list is given.
 */
export async function runReleaseCommand({ name, usage, options, command }) {
  try {
    const { values, positionals } = parseArgs({
      options: { ...options, releases: { type: 'string' }, list: { type: 'boolean' }, help: { type: 'boolean' } },
      allowPositionals: true,
    });
    if (values.help) {
      console.log(`usage: npm run ${name} -- ${usage}`);
      return;
    }
    const remote = positionals[0]?.replace(/^mfe-/, '');
    if (positionals.length !== 1 || !REMOTES[remote]) {
      throw new UsageError(`name one remote: ${Object.keys(REMOTES).join(', ')}`);
    }
    // By default the store `npm start` serves (scripts/stack.mjs).
    const store = openReleaseStore(values.releases ?? releaseStore(path.join(ROOT, '.data'), remote));
    if (values.list) printReleases(remote, store);
    else command({ remote, folder: path.join(ROOT, REMOTES[remote]), store, values });
  } catch (err) {
    if (err instanceof UsageError || String(err.code).startsWith('ERR_PARSE_ARGS')) {
      console.error(`${name}: ${err.message}\nusage: npm run ${name} -- ${usage}`);
      process.exitCode = 2;
    } else if (err instanceof ReleaseError) {
      console.error(`${name}: ${err.message}`);
      process.exitCode = 1;
    } else {
      throw err;
    }
  }
}

/** The kept releases, newest first, the live one marked. */
export function printReleases(remote, store) {
  const releases = store.list();
  const where = shortPath(store.dir);
  if (releases.length === 0) {
    console.log(`${remote}: no release deployed yet in ${where} (its server serves ${REMOTES[remote]}/dist)`);
    return;
  }
  console.log(`${remote} releases in ${where}, newest first:`);
  for (const { id, live, deployedAt } of releases) {
    console.log(`${live ? '*' : ' '} ${id.padStart(4)}  deployed ${deployedAt.toISOString()}${live ? '  (live)' : ''}`);
  }
}

/** A folder as the operator would type it: relative below the current folder, else absolute. */
export function shortPath(folder) {
  const relative = path.relative(process.cwd(), folder);
  return relative && !relative.startsWith('..') ? relative : folder;
}

/** "2, 1": the kept releases' ids. */
export const keptIds = (store) => store.ids().join(', ');
