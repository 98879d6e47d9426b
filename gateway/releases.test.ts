// A remote's releases as an operator uses them: `npm run deploy` / `npm run rollback` (scripts/deploy.mjs,
// scripts/rollback.mjs) against a running static server with a release store (release-store.mjs). Everything
// runs as child processes, as in production (and jest's native ES module imports stay in two test files).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
let work = '';
let store = '';
let base = '';
let server: ChildProcess;

/** A build of the games remote (or of `remote`) whose entry says `label` and whose one chunk is named by `hash`. */
function build(label: string, hash: string, { complete = true, remote = 'mfe_games' } = {}): string {
  const dir = mkdtempSync(path.join(work, `build-${label}-`));
  const chunk = `app.${hash}.js`;
  const manifest = {
    name: remote,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './App', assets: { js: { sync: [chunk], async: [] }, css: { sync: [], async: [] } } }],
    shared: [],
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${label} */ loadChunk(${JSON.stringify(chunk)});`);
  if (complete) writeFileSync(path.join(dir, chunk), `/* ${label}'s App */`);
  return dir;
}

/** Runs `npm run <command> -- games …` on the test's store; its exit code and what it printed. */
function run(command: 'deploy' | 'rollback', ...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, `scripts/${command}.mjs`), 'games', '--releases', store, ...args],
    { encoding: 'utf8' },
  );
  return { code: result.status, out: result.stdout, err: result.stderr };
}

async function get(pathname: string) {
  const response = await fetch(`${base}${pathname}`);
  return { status: response.status, cache: response.headers.get('cache-control'), body: await response.text() };
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'vantage-releases-'));
  store = path.join(work, 'releases');
  const dist = build('dist', 'd1d1d1d1');
  server = spawn(process.execPath, [
    path.join(__dirname, 'static-server.mjs'),
    '--dir',
    dist,
    '--releases',
    store,
    '--port',
    '0',
  ]);
  const port = await new Promise<string>((resolve, reject) => {
    let said = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const match = / on (\d+)$/m.exec(said);
      if (match) resolve(match[1]);
    });
    server.once('exit', (code) => reject(new Error(`the static server exited with code ${code}`)));
  });
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  server?.kill();
  rmSync(work, { recursive: true, force: true });
});

test('before any deploy the build folder is served; a deploy and a rollback switch what loads next, without a restart', async () => {
  expect((await get('/remoteEntry.js')).body).toContain('/* dist */');
  expect(run('deploy', '--list').out).toContain('no release deployed yet');

  const first = run('deploy', '--from', build('one', 'aaaa1111'));
  expect(first).toMatchObject({ code: 0, out: expect.stringContaining('games: release 1 is live') });
  const entry = await get('/remoteEntry.js');
  expect(entry).toMatchObject({ status: 200, cache: 'no-cache', body: expect.stringContaining('/* one */') });
  expect((await get('/mf-manifest.json')).cache).toBe('no-cache');

  expect(run('deploy', '--from', build('two', 'bbbb2222')).out).toContain('release 2 is live (was 1)');
  expect((await get('/remoteEntry.js')).body).toContain('/* two */');
  // A page opened on release 1 asks for release 1's chunk after the deploy: still there, still immutable.
  expect(await get('/app.aaaa1111.js')).toEqual({
    status: 200,
    cache: 'public, max-age=31536000, immutable',
    body: "/* one's App */",
  });
  expect((await get('/app.bbbb2222.js')).body).toBe("/* two's App */");
  // Only content-hashed files come from earlier releases, and nothing of theirs is reachable by path.
  expect((await get('/..%2f1%2fremoteEntry.js')).status).toBe(404);

  expect(run('rollback')).toMatchObject({ code: 0, out: expect.stringContaining('release 1 is live again (was 2)') });
  expect((await get('/remoteEntry.js')).body).toContain('/* one */');
  expect(run('rollback', '--list').out).toMatch(/^\s+2 .*\n\* +1 .*\(live\)/m);
  expect(run('rollback', '--to', '2').out).toContain('release 2 is live again (was 1)');
  expect((await get('/remoteEntry.js')).body).toContain('/* two */');
});

test('a deploy keeps the newest releases; a removed release is gone from the disk and from the server', async () => {
  const hashes = ['cccc3333', 'dddd4444', 'eeee5555', 'ffff6666'];
  for (const hash of hashes) expect(run('deploy', '--keep', '3', '--from', build(hash, hash)).code).toBe(0);
  const list = run('deploy', '--list').out;
  expect(list.match(/^[* ] +\d+/gm)?.map((line) => line.replace(/\D/g, ''))).toEqual(['6', '5', '4']);
  expect(readdirSync(store).filter((name) => /^\d+$/.test(name))).toEqual(['4', '5', '6']);
  expect((await get('/app.cccc3333.js')).status).toBe(404); // release 3's, removed
  expect((await get('/app.dddd4444.js')).status).toBe(200);
  expect((await get('/remoteEntry.js')).body).toContain('/* ffff6666 */');
});

test('a switch is atomic: while the live release flips back and forth, every answer is one whole release', async () => {
  // Two thousand switches in another process, read meanwhile: a pointer ever seen half-written would answer 500.
  const flipper = spawn(process.execPath, [
    '--input-type=module',
    '-e',
    `import { openReleaseStore } from ${JSON.stringify(path.join(__dirname, 'release-store.mjs'))};
     const store = openReleaseStore(${JSON.stringify(store)});
     for (let i = 0; i < 2000; i++) store.rollback({ to: i % 2 ? '5' : '6' });`,
  ]);
  const done = new Promise((resolve) => flipper.once('exit', resolve));
  const seen = new Set<string>();
  let running = true;
  void done.then(() => (running = false));
  while (running) {
    const { status, body } = await get('/remoteEntry.js');
    seen.add(`${status} ${body}`);
  }
  expect(await done).toBe(0);
  expect([...seen].sort()).toEqual(
    expect.arrayContaining([
      '200 /* eeee5555 */ loadChunk("app.eeee5555.js");',
      '200 /* ffff6666 */ loadChunk("app.ffff6666.js");',
    ]),
  );
  expect(seen.size).toBe(2);
});

test('a release id is a number, never a path; a missing release, an incomplete build and a wrong remote are refused with a reason', async () => {
  const live = (await get('/remoteEntry.js')).body;
  const refused = [
    run('rollback', '--to', '../../../etc'),
    run('rollback', '--to', '1/../6'),
    run('rollback', '--to', '2'),
    run('deploy', '--from', build('broken', 'abab1212', { complete: false })),
    run('deploy', '--from', work),
    run('deploy', '--from', build('account', 'acac3434', { remote: 'mfe_account' })),
    run('deploy', '--keep', 'none'),
  ];
  expect(refused.map(({ code, err }) => [code, err.trim()])).toEqual([
    [1, 'rollback: "../../../etc" is not a release id (releases are numbered 1, 2, 3, …)'],
    [1, 'rollback: "1/../6" is not a release id (releases are numbered 1, 2, 3, …)'],
    [1, 'rollback: release 2 is not kept (kept: 6, 5, 4)'],
    [
      1,
      expect.stringMatching(
        /^deploy: .*build-broken-\w+ is incomplete: its manifest names 1 missing file\(s\): app\.abab1212\.js$/,
      ),
    ],
    [1, `deploy: ${work} is not a build of a remote: no mf-manifest.json`],
    [
      1,
      expect.stringMatching(
        /^deploy: .*build-account-\w+ is a build of mfe_account, and the releases in .* are mfe_games's$/,
      ),
    ],
    [1, 'deploy: keep must be a whole number ≥ 1 (NaN)'],
  ]);
  // Nothing changed: the same release is live, no release was added, no half-copied folder is left.
  expect((await get('/remoteEntry.js')).body).toBe(live);
  expect(readdirSync(store).sort()).toEqual(['4', '5', '6', 'current']);

  const usage = spawnSync(process.execPath, [path.join(ROOT, 'scripts/rollback.mjs'), 'billing'], { encoding: 'utf8' });
  expect(usage.status).toBe(2);
  expect(usage.stderr).toContain('rollback: name one remote: games, account, admin');
});

test('with nothing deployed, a rollback says so and fails', () => {
  const empty = path.join(work, 'empty-store');
  mkdirSync(empty);
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/rollback.mjs'), 'games', '--releases', empty], {
    encoding: 'utf8',
  });
  expect(result.status).toBe(1);
  expect(result.stderr.trim()).toBe(`rollback: no release is live in ${empty}: deploy one first`);
  expect(existsSync(path.join(empty, 'current'))).toBe(false);
});
