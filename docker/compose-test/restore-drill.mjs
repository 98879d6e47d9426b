// Phase: the restore drill through the compose profile `backup` (docs/operations.md, "Backups and restore"). A new
// member with a watchlist, a bet and a profile picture; the backup job backs up the running stack; the database's and the
// pictures' volumes are destroyed with the containers using them; the same job restores onto a new, empty
// PostgreSQL and media volume; once the stack is healthy again the member signs in and finds the watchlist and the
// picture (served by the gateway, the same bytes), the predictions and the ledger are as before the backup and
// `npm run verify-ledger` verifies every league's ledger. Prints how long the backup, the restore and the start
// after it took.
import { Blob } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import sharp from 'sharp';
import {
  compose,
  composeArgs,
  composeUp,
  DOCKER,
  login,
  output,
  PASSWORD,
  PROJECT,
  ROOT,
  run,
  SERVICES,
  waitForGateway,
  waitHealthy,
  WITH_HEALTH,
} from './helpers.mjs';

/** The containers that use the data (the services, the gateway reading the pictures, the proxy in front of it). */
const DATA_USERS = ['proxy', 'gateway', ...SERVICES, 'postgres'];
const LOST_VOLUMES = ['pgdata', 'media'].map((volume) => `${PROJECT}_${volume}`);

const backupJob = (...command) => ['--profile', 'backup', 'run', '--rm', '-T', 'backup', ...command];
const jobOutput = (...command) => output('docker-compose', [...composeArgs, ...backupJob(...command)]);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** A compose command of the drill; a failure says which step failed, with docker-compose's last words. */
async function step(what, args) {
  const errors = [];
  await compose(args, { stdio: ['ignore', 'inherit', 'pipe'], onStderr: (text) => errors.push(text) }).catch((err) => {
    const said = errors.join('').trim().split('\n').slice(-8).join('\n  ');
    throw new Error(`${what} failed (${err.message}):\n  ${said}`);
  });
}

async function timed(work) {
  const started = Date.now();
  await work();
  return Date.now() - started;
}

async function call(url, pathname, { token, method = 'GET', body } = {}) {
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  return fetch(`${url}${pathname}`, { method, headers, body });
}

async function expectStatus(response, status, what) {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/** What no restore may lose, read in the database: the predictions by provenance and each league's ledger. */
function keptFacts() {
  const sql = `SELECT json_build_object(
    'predictions', (SELECT json_agg(p ORDER BY p.provenance, p.clock) FROM (
      SELECT provenance, clock, count(*)::int AS n FROM sports.predictions GROUP BY 1, 2) p),
    'ledger', (SELECT json_agg(l ORDER BY l.league) FROM (
      SELECT league, count(*)::int AS days, min(date)::text AS first, max(date)::text AS last,
             (array_agg(root ORDER BY date DESC))[1] AS root
        FROM sports.ledger_days GROUP BY league) l))`;
  const answer = output('docker-compose', [
    ...composeArgs,
    ...['exec', '-T', 'postgres', 'psql', '-U', 'vantage', '-d', 'vantage_sports', '-At', '-c', sql],
  ]);
  if (!answer) throw new Error('could not read the predictions and the ledger from vantage_sports');
  return JSON.parse(answer);
}

/** The member's account, watchlist and picture, and what the stack holds besides. */
async function memberWithData(url) {
  const email = `drill-${Date.now().toString(36)}@example.com`;
  await expectStatus(
    await call(url, '/api/register/', { method: 'POST', body: JSON.stringify({ email, password: PASSWORD }) }),
    201,
    'sign up',
  );
  const token = await login(url, email);
  const created = await call(url, '/api/watchlists/', {
    method: 'POST',
    token,
    body: JSON.stringify({ name: 'Drill: AL East', leagues: ['mlb'], teams: [{ league: 'mlb', code: 'NYY' }] }),
  });
  const watchlist = await (await expectStatus(created, 201, 'watchlist')).json();
  const day = await (await expectStatus(await call(url, '/api/mlb/comparison/', { token }), 200, 'games')).json();
  const logged = await call(url, '/api/bets/', {
    method: 'POST',
    token,
    body: JSON.stringify({
      league: 'mlb',
      game_id: day.games[0].game_id,
      market: 'moneyline',
      side: 'home',
      price: -125,
      stake: 2.5,
      book: 'Drill book',
    }),
  });
  const bet = await (await expectStatus(logged, 201, 'bet')).json();
  const form = new globalThis.FormData();
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
  form.append('profile_picture', new Blob([png], { type: 'image/png' }), 'green.png');
  const uploaded = await call(url, '/api/user/profile-picture/', { method: 'POST', token, body: form });
  const { user } = await (await expectStatus(uploaded, 200, 'profile picture')).json();
  const picture = new URL(user.profile_picture, url).pathname;
  const served = await expectStatus(await call(url, picture), 200, `the gateway serving ${picture}`);
  const pictureBytes = Buffer.from(await served.arrayBuffer());
  console.log(
    `signed up ${email}, made a watchlist, logged a bet, uploaded a picture (${picture}, ${pictureBytes.length} bytes)`,
  );
  return { email, watchlist, bet, picture, pictureBytes };
}

export async function restoreDrill(url) {
  const member = await memberWithData(url);
  const before = keptFacts();
  if (!before.ledger?.length) throw new Error('no ledger day committed before the backup: nothing to verify after');

  const backupMs = await timed(() => step('the backup job (docker-compose --profile backup run backup)', backupJob()));
  const name = jobOutput('ls', '/backups')?.split('\n').at(-1);
  if (!name) throw new Error('the backup job left no backup in the backups volume');
  const manifest = JSON.parse(jobOutput('cat', `/backups/${name}/manifest.json`) ?? '{}');
  const pictureFile = `media/${path.basename(member.picture)}`;
  if (manifest.files?.[pictureFile]?.bytes !== member.pictureBytes.length)
    throw new Error(`the backup does not hold the picture as served (${pictureFile})`);

  // The loss: the containers using the data removed, then the database's and the pictures' volumes.
  await compose(['rm', '--stop', '--force', ...DATA_USERS], { quiet: true });
  await run(DOCKER, ['volume', 'rm', ...LOST_VOLUMES], { quiet: true });
  console.log(`backup ${name} (${(manifest.bytes / 1e6).toFixed(1)} MB); removed ${LOST_VOLUMES.join(', ')}`);

  // A new, empty server; the job is the first container to mount the new media volume.
  await composeUp(['postgres'], 180_000);
  await waitHealthy(['postgres'], 180_000);
  const restoreMs = await timed(() =>
    step(
      'the restore (the backup job running scripts/restore.mjs)',
      backupJob('node', 'scripts/restore.mjs', '--from', `/backups/${name}`),
    ),
  );
  // Generous bounds, as for the first start: the services reopen the restored databases (no seeding) on what may
  // be a busy machine; a dependency failing its probes meanwhile is waited for (composeUp).
  const readyMs = await timed(async () => {
    await composeUp(['--scale', 'svc-sports=2'], 900_000);
    await waitHealthy(WITH_HEALTH, 300_000);
    await waitForGateway(url, 120_000);
  });

  const token = await login(url, member.email);
  const { watchlists } = await (
    await expectStatus(await call(url, '/api/watchlists/', { token }), 200, 'watchlists')
  ).json();
  if (!isDeepStrictEqual(watchlists, [member.watchlist]))
    throw new Error(`the watchlist is not as before the backup: ${JSON.stringify(watchlists)}`);
  const { bets } = await (await expectStatus(await call(url, '/api/bets/', { token }), 200, 'bets')).json();
  if (!isDeepStrictEqual(bets, [member.bet]))
    throw new Error(`the bet is not as before the backup: ${JSON.stringify(bets)}`);
  const profile = await (await expectStatus(await call(url, '/api/users/profile/', { token }), 200, 'profile')).json();
  if (new URL(profile.profile_picture ?? '', url).pathname !== member.picture)
    throw new Error(`the profile names ${profile.profile_picture}, not ${member.picture}`);
  const served = await expectStatus(await call(url, member.picture), 200, `the gateway serving ${member.picture}`);
  if (!Buffer.from(await served.arrayBuffer()).equals(member.pictureBytes))
    throw new Error(`${member.picture} is served with other bytes than before the backup`);
  const after = keptFacts();
  if (!isDeepStrictEqual(after, before))
    throw new Error(`predictions or ledger changed: before ${JSON.stringify(before)}, after ${JSON.stringify(after)}`);
  for (const { league, first, last } of after.ledger) {
    const verified = spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts/verify-ledger.mjs'), '--url', url, '--league', league, '--from', first, '--to', last],
      { encoding: 'utf8' },
    );
    if (verified.status !== 0 || !/^VERIFIED /m.test(verified.stdout))
      throw new Error(`${league}'s restored ledger does not verify: ${verified.stdout}${verified.stderr}`);
    console.log(verified.stdout.trim());
  }
  console.log(
    `the member signed in and found the watchlist, the bet and the picture; predictions and ledger as before the backup`,
  );
  console.log(
    `backup ${seconds(backupMs)}, restore ${seconds(restoreMs)}, stack healthy again ${seconds(readyMs)} after the restore`,
  );
}
