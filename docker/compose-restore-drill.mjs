// compose:test's restore drill (docs/operations.md, "Backups and restore"): the compose profile `backup` backs up
// the running stack, every service's database is dropped and the pictures deleted, the same image restores the
// backup with the services stopped, and once they are healthy again the member signs in, finds the watchlist made
// before the backup, and the ledger verifies over the replayed month.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const SERVICES = ['svc-auth', 'svc-sports', 'svc-billing'];
const DATABASES = ['vantage_auth', 'vantage_sports', 'vantage_billing'];
const WATCHLIST = 'Restore drill';

/**
 * @param {object} helpers compose-test.mjs's own: `compose(args)` runs docker-compose on its project (throws on
 *   failure), `composeOutput(args)` returns a command's output, `waitHealthy(services, ms)`, `login(url, email)`.
 */
export async function restoreDrill(url, email, { compose, composeOutput, waitHealthy, login, root, ledgerDays }) {
  const backupJob = (...args) => ['--profile', 'backup', 'run', '--rm', '-T', 'backup', ...args];
  const token = await login(url, email);
  const created = await fetch(`${url}/api/watchlists/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: WATCHLIST, leagues: ['mlb'] }),
  });
  if (created.status !== 201) throw new Error(`watchlist: ${created.status} ${await created.text()}`);

  let started = Date.now();
  await compose(backupJob());
  const backupSeconds = (Date.now() - started) / 1000;
  const name = composeOutput(backupJob('ls', '/backups'))?.split('\n').at(-1);
  if (!name) throw new Error('the backup job left no backup in the backups volume');

  // The loss: every service stopped, its database dropped, the pictures deleted.
  await compose(['stop', ...SERVICES]);
  for (const database of DATABASES)
    await compose([
      'exec',
      '-T',
      'postgres',
      'psql',
      '-U',
      'vantage',
      '-d',
      'postgres',
      '-c',
      `DROP DATABASE ${database}`,
    ]);
  await compose(backupJob('sh', '-c', 'rm -rf /media/*'));

  started = Date.now();
  await compose(backupJob('node', 'scripts/restore.mjs', '--from', `/backups/${name}`));
  const restoreSeconds = (Date.now() - started) / 1000;
  await compose(['start', ...SERVICES]);
  await waitHealthy(SERVICES, 300_000);

  const again = await login(url, email);
  const lists = await (await fetch(`${url}/api/watchlists/`, { headers: { Authorization: `Bearer ${again}` } })).json();
  if (!lists.watchlists?.some((w) => w.name === WATCHLIST))
    throw new Error(`the watchlist made before the backup is gone: ${JSON.stringify(lists)}`);
  const verified = spawnSync(
    process.execPath,
    [
      path.join(root, 'scripts/verify-ledger.mjs'),
      '--url',
      url,
      '--league',
      'mlb',
      '--from',
      ledgerDays.from,
      '--to',
      ledgerDays.to,
    ],
    { encoding: 'utf8' },
  );
  if (verified.status !== 0)
    throw new Error(`the restored ledger does not verify: ${verified.stdout}${verified.stderr}`);
  console.log(
    `backup ${name} in ${backupSeconds.toFixed(1)} s, restored in ${restoreSeconds.toFixed(1)} s; ${verified.stdout.trim()}`,
  );
}
