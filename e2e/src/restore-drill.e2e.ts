// The restore drill on the embedded default (docs/operations.md, "Backups and restore"): a member's account,
// watchlist, bet and picture and the public ledger survive `npm run backup`, the loss of every data file and
// `npm run restore`; a backup that was changed or cut short is refused and nothing is touched.
// This file runs its own stack (services and gateway, no front ends) on a data folder of its own.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { PASSWORD, pngPicture, uniqueEmail } from './support/account';

const ROOT = path.resolve(__dirname, '../..');

interface Stack {
  url: string;
  databaseUrls: Record<'auth' | 'sports' | 'billing', string>;
  process: ChildProcess;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vantage-drill-data-'));
const backups = mkdtempSync(path.join(os.tmpdir(), 'vantage-drill-backups-'));
let stack: Stack | null = null;
const email = uniqueEmail('drill');

/** The stack as `npm start` runs it, in a process of its own on this file's data folder (scripts/stack.mjs). */
const RUN_STACK = `
  import { freePorts, startStack } from ${JSON.stringify(path.join(ROOT, 'scripts/stack.mjs'))};
  const stack = await startStack({
    ports: await freePorts(),
    dataDir: process.env.DRILL_DATA,
    frontends: false,
    env: { LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_IP: '1000000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000' },
    onProgress: (line) => console.error('[drill stack] ' + line),
  });
  console.log('UP ' + JSON.stringify({ url: stack.url, databaseUrls: stack.databaseUrls }));
  process.on('SIGTERM', () => stack.stop().then(() => process.exit(0)));
`;

/** The environment of `npm start` on the embedded databases: no server, not jest's NODE_ENV. */
function startEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  return env;
}

function startStack(): Promise<Stack> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', RUN_STACK], {
    env: { ...startEnvironment(), DRILL_DATA: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk;
    process.stdout.write(chunk);
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      // The part that failed names its log; its last lines say why.
      const log = /see (\/[^\s;]+\.log)/.exec(stderr)?.[1];
      const tail = log && existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-30).join('\n') : '';
      reject(new Error(`the stack exited with ${code} while starting: ${stderr.slice(-2000)}\n${tail}`));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const line = chunk
        .toString()
        .split('\n')
        .find((l) => l.startsWith('UP '));
      if (line) resolve({ ...JSON.parse(line.slice(3)), process: child });
    });
  });
}

async function stopStack() {
  const running = stack?.process;
  stack = null;
  if (!running || running.exitCode !== null) return;
  await new Promise((resolve) => {
    running.once('exit', resolve);
    running.kill('SIGTERM');
  });
}

/** `npm run <script> -- args` as an operator runs it; its exit code and output. */
function operator(script: 'backup' | 'restore' | 'verify-ledger', ...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(ROOT, `scripts/${script}.mjs`), ...args], {
    encoding: 'utf8',
    env: { ...startEnvironment(), VANTAGE_STACK_RECORD: path.join(dataDir, 'stack.json') },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function api(pathname: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  return fetch(`${stack!.url}${pathname}`, { ...init, headers });
}

async function signIn(): Promise<string> {
  const response = await api('/api/login/', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

/** What no restore may lose: the predictions by provenance and the ledger's days and last root, per league. */
async function keptFacts() {
  const client = new Client({ connectionString: stack!.databaseUrls.sports });
  await client.connect();
  try {
    const predictions = await client.query(
      `SELECT provenance, clock, count(*)::int AS n FROM sports.predictions GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const ledger = await client.query(
      `SELECT league, count(*)::int AS days, min(date)::text AS first, max(date)::text AS last,
              (array_agg(root ORDER BY date DESC))[1] AS root
         FROM sports.ledger_days GROUP BY league ORDER BY league`,
    );
    return { predictions: predictions.rows, ledger: ledger.rows };
  } finally {
    await client.end();
  }
}

/** The first decided MLB game of the stack's database (long before any replayed day). */
async function decidedGame(): Promise<string> {
  const client = new Client({ connectionString: stack!.databaseUrls.sports });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT id FROM sports.games WHERE sport = 'mlb' AND status = 'completed' ORDER BY date, id LIMIT 1`,
    );
    return (rows[0] as { id: string }).id;
  } finally {
    await client.end();
  }
}

/** Every file of the data folder with its size and modification time: what "nothing changed" means. */
function fingerprint(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.log'))
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const stat = statSync(full);
      return `${path.relative(dir, full)}:${stat.size}:${stat.mtimeMs}`;
    })
    .sort();
}

let backupDir = '';
let pictureName = '';
let pictureBytes: Buffer;
let watchlist: unknown;
let bet: unknown;
let before: Awaited<ReturnType<typeof keptFacts>>;

beforeAll(async () => {
  stack = await startStack();
}, 900_000);

afterAll(async () => {
  await stopStack();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backups, { recursive: true, force: true });
}, 120_000);

test('a backup of the running stack holds every database at its schema version, and the pictures', async () => {
  const register = await api('/api/register/', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) });
  expect(register.status).toBe(201);
  const token = await signIn();
  const created = await api('/api/watchlists/', {
    method: 'POST',
    token,
    body: JSON.stringify({ name: 'Drill: AL East', leagues: ['mlb'], teams: [{ league: 'mlb', code: 'NYY' }] }),
  });
  expect(created.status).toBe(201);
  watchlist = await created.json();
  // A bet on a decided game (settled as it is logged): the ledger a member keeps by hand is what no recompute
  // brings back.
  const logged = await api('/api/bets/', {
    method: 'POST',
    token,
    body: JSON.stringify({
      league: 'mlb',
      game_id: await decidedGame(),
      market: 'moneyline',
      side: 'home',
      price: -125,
      stake: 2.5,
      book: 'Drill book',
    }),
  });
  expect(logged.status).toBe(201);
  bet = await logged.json();
  const form = new FormData();
  form.append(
    'profile_picture',
    new Blob([new Uint8Array(await pngPicture('#0a0'))], { type: 'image/png' }),
    'green.png',
  );
  const uploaded = await api('/api/user/profile-picture/', { method: 'POST', token, body: form });
  expect(uploaded.status).toBe(200);
  const picture = ((await uploaded.json()) as { user: { profile_picture: string } }).user.profile_picture;
  pictureName = path.basename(new URL(picture, stack!.url).pathname);
  pictureBytes = readFileSync(path.join(dataDir, 'media', pictureName));
  expect(pictureBytes.length).toBeGreaterThan(0);
  before = await keptFacts();
  expect(before.ledger.length).toBeGreaterThan(0);

  const backup = operator('backup', '--out', backups);
  process.stdout.write(backup.output);
  expect(backup.status).toBe(0);
  const [name] = readdirSync(backups);
  backupDir = path.join(backups, name);
  const manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
  for (const service of ['auth', 'sports', 'billing']) {
    const journal = JSON.parse(readFileSync(path.join(ROOT, `svc-${service}/drizzle/meta/_journal.json`), 'utf8'));
    expect(manifest.services[service].schemaVersion.migration).toBe(journal.entries.at(-1).tag);
  }
  expect(manifest.files[`media/${pictureName}`].bytes).toBe(pictureBytes.length);
}, 600_000);

test('a changed, cut short or too new backup is refused with the reason, and nothing is touched', async () => {
  await stopStack();
  const untouched = fingerprint(dataDir);
  const damaged = (label: string, damage: (dir: string) => void) => {
    const dir = path.join(backups, `damaged-${label}`);
    cpSync(backupDir, dir, { recursive: true });
    damage(dir);
    return dir;
  };
  const changed = damaged('changed', (dir) => {
    const file = path.join(dir, 'auth.pgdata.tar.gz');
    const bytes = readFileSync(file);
    bytes[bytes.length >> 1] ^= 0xff;
    writeFileSync(file, bytes);
  });
  const cut = damaged('cut', (dir) => truncateSync(path.join(dir, 'sports.pgdata.tar.gz'), 1000));
  const tooNew = damaged('new', (dir) => {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    manifest.services.billing.schemaVersion = { migration: '0099_future', applied: 99, journalTime: 4102444800000 };
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  });

  const refusals = [
    [changed, /auth\.pgdata\.tar\.gz: SHA-256 differs from the manifest's/],
    [cut, /sports\.pgdata\.tar\.gz: 1000 bytes, the manifest says \d+ \(truncated\?\)/],
    [tooNew, /svc-billing's database is at migration 0099_future .* newer than this code's last/],
  ] as const;
  for (const [dir, reason] of refusals) {
    const restore = operator('restore', '--from', dir, '--data', dataDir);
    expect(restore.status).toBe(1);
    expect(restore.output).toMatch(/restore refused:/);
    expect(restore.output).toMatch(reason);
    expect(restore.output).toMatch(/Nothing was restored; the current data is unchanged\./);
    expect(fingerprint(dataDir)).toEqual(untouched);
  }
}, 300_000);

test('after losing every data file, the restore brings back the member, the watchlist, the bet, the picture and the ledger', async () => {
  rmSync(path.join(dataDir, 'pg'), { recursive: true, force: true });
  rmSync(path.join(dataDir, 'media'), { recursive: true, force: true });

  const restore = operator('restore', '--from', backupDir, '--data', dataDir);
  process.stdout.write(restore.output);
  expect(restore.status).toBe(0);
  stack = await startStack();

  const token = await signIn();
  const lists = (await (await api('/api/watchlists/', { token })).json()) as { watchlists: unknown[] };
  expect(lists.watchlists).toEqual([watchlist]);
  const bets = (await (await api('/api/bets/', { token })).json()) as { bets: unknown[] };
  expect(bets.bets).toEqual([bet]);
  const profile = (await (await api('/api/users/profile/', { token })).json()) as { profile_picture: string };
  expect(profile.profile_picture).toContain(pictureName);
  expect(readFileSync(path.join(dataDir, 'media', pictureName)).equals(pictureBytes)).toBe(true);

  const after = await keptFacts();
  expect(after).toEqual(before);
  for (const { league, first, last } of after.ledger) {
    const verified = operator('verify-ledger', '--url', stack!.url, '--league', league, '--from', first, '--to', last);
    expect(verified.output).toMatch(/^VERIFIED /m);
    expect(verified.status).toBe(0);
  }
}, 900_000);
