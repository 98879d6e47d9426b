// A remote's releases, so that it deploys and rolls back alone while pages stay open: every deployed build is
// kept whole in <store>/<id>/ (ids count up from 1), and the file <store>/current names the live one. A deploy
// copies the build in beside the others and only then replaces `current` by a rename, so a reader sees the old
// release or the new one, never a mix. The static server answers a remote's entry files from the live release
// and its content-hashed chunks from any kept one: a page opened before a deploy still loads its lazy chunks.
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** How many releases a deploy keeps (the live one always among them): the pages a rollback can go back to. */
export const KEPT_RELEASES = 5;

const RELEASE_ID = /^[1-9][0-9]{0,8}$/;
const POINTER = 'current';

/** A refused operation (an unknown release, a build that is not a remote's): the message says what to do. */
export class ReleaseError extends Error {}

const missing = (err) => err.code === 'ENOENT';

/** The store of one remote in folder `dir` (created by the first deploy). */
export function openReleaseStore(dir) {
  const root = path.resolve(dir);
  const pointer = path.join(root, POINTER);

  /** The folder of release `id`; an id is a release number, never a path. */
  function releaseDir(id) {
    if (!RELEASE_ID.test(String(id))) {
      throw new ReleaseError(`${JSON.stringify(String(id))} is not a release id (releases are numbered 1, 2, 3, …)`);
    }
    return path.join(root, String(id));
  }

  /** The kept releases' ids, newest first. */
  function ids() {
    let names;
    try {
      names = readdirSync(root);
    } catch (err) {
      if (missing(err)) return [];
      throw err;
    }
    return names
      .filter((name) => RELEASE_ID.test(name))
      .map(Number)
      .sort((a, b) => b - a)
      .map(String);
  }

  /** The live release's id, or null while nothing was deployed (the server then serves the plain build). */
  function live() {
    let id;
    try {
      id = readFileSync(pointer, 'utf8').trim();
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
    if (!RELEASE_ID.test(id)) throw new ReleaseError(`${pointer} names no release (${JSON.stringify(id)})`);
    return id;
  }

  /** Makes `id` live: the new pointer is written aside and renamed over the old one (atomic on one file system). */
  function switchTo(id) {
    const next = `${pointer}.${process.pid}.tmp`;
    writeFileSync(next, `${id}\n`);
    renameSync(next, pointer);
  }

  /** Deletes all but the `keep` newest releases; the live one is never deleted. Returns the deleted ids. */
  function prune(keep) {
    const current = live();
    const removed = ids()
      .slice(keep)
      .filter((id) => id !== current);
    for (const id of removed) rmSync(releaseDir(id), { recursive: true, force: true });
    return removed;
  }

  return {
    dir: root,
    releaseDir,
    ids,
    live,

    /** The kept releases, newest first: { id, live, deployedAt }. */
    list() {
      const current = live();
      return ids().map((id) => ({ id, live: id === current, deployedAt: statSync(releaseDir(id)).mtime }));
    },

    /**
     * Copies the build in `from` into the store as the next release, makes it live and keeps the `keep`
     * newest. Returns { id, previous, removed }.
     */
    deploy(from, { keep = KEPT_RELEASES } = {}) {
      if (!Number.isInteger(keep) || keep < 1) throw new ReleaseError(`keep must be a whole number ≥ 1 (${keep})`);
      const source = path.resolve(from);
      const remote = checkRemoteBuild(source);
      const previous = live();
      const previousRemote = previous && remoteName(releaseDir(previous));
      if (previousRemote && remote !== previousRemote) {
        throw new ReleaseError(
          `${source} is a build of ${remote}, and the releases in ${root} are ${previousRemote}'s`,
        );
      }
      mkdirSync(root, { recursive: true });
      // Copied under a name no reader looks at, then renamed into place: a release folder is always complete.
      const incoming = mkdtempSync(path.join(root, '.incoming-'));
      let id;
      try {
        chmodSync(incoming, 0o755); // mkdtemp's folder is its owner's only; the server may run as another user
        cpSync(source, incoming, { recursive: true });
        // Another deploy may take the same number meanwhile: the rename then fails and the next number is tried.
        for (;;) {
          id = String(Number(ids()[0] ?? 0) + 1);
          try {
            renameSync(incoming, releaseDir(id));
            break;
          } catch (err) {
            if (err.code !== 'EEXIST' && err.code !== 'ENOTEMPTY') throw err;
          }
        }
      } catch (err) {
        rmSync(incoming, { recursive: true, force: true });
        throw err;
      }
      switchTo(id);
      return { id, previous, removed: prune(keep) };
    },

    /**
     * Makes release `to` live again, by default the newest kept release older than the live one.
     * Returns { id, previous }.
     */
    rollback({ to } = {}) {
      const current = live();
      if (current === null) throw new ReleaseError(`no release is live in ${root}: deploy one first`);
      const kept = ids();
      let target;
      if (to === undefined) {
        target = kept.find((id) => Number(id) < Number(current));
        if (!target) throw new ReleaseError(`no release older than ${current} is kept (kept: ${kept.join(', ')})`);
      } else {
        releaseDir(to);
        target = String(to);
        if (!kept.includes(target)) throw new ReleaseError(`release ${target} is not kept (kept: ${kept.join(', ')})`);
      }
      switchTo(target);
      return { id: target, previous: current };
    },
  };
}

function readManifest(dir) {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new ReleaseError(`${dir} is not a build of a remote: no mf-manifest.json`);
  try {
    return JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch (err) {
    throw new ReleaseError(`${manifestFile} is not JSON: ${err.message}`);
  }
}

/** The remote a build is of: its manifest's container name (mfe_games). */
const remoteName = (dir) => readManifest(dir).name;

/**
 * Refuses a folder that is not a complete build of a remote: its mf-manifest.json and every file the manifest
 * names (the remote entry, each exposed and shared module's chunks) must be there, or pages would fail on it.
 * Returns the remote's name.
 */
function checkRemoteBuild(dir) {
  const manifest = readManifest(dir);
  const entry = manifest.metaData?.remoteEntry;
  const named = [entry ? path.join(entry.path ?? '', entry.name) : 'remoteEntry.js'];
  for (const module of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) {
    for (const kind of ['js', 'css']) {
      const assets = module.assets?.[kind];
      named.push(...(assets?.sync ?? []), ...(assets?.async ?? []));
    }
  }
  const absent = [...new Set(named)].filter((file) => !existsSync(path.join(dir, file)));
  if (absent.length > 0) {
    throw new ReleaseError(
      `${dir} is incomplete: its manifest names ${absent.length} missing file(s): ${absent.slice(0, 5).join(', ')}`,
    );
  }
  return manifest.name;
}
