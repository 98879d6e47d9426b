// `npm run create-staff -- --email admin@example.com [--password-stdin | --generate]`: creates (or promotes)
// a staff account in the auth database in use: the configured server when DATABASE_URL_AUTH or DATABASE_URL
// is set, else the embedded database of the running `npm start` (found through the record it writes).
import { spawnSync } from 'node:child_process';
import { DEFAULT_STACK_RECORD, ROOT, runningStack } from './stack.mjs';

const env = { ...process.env };
if (!env.DATABASE_URL_AUTH && !env.DATABASE_URL) {
  const stack = runningStack(env.VANTAGE_STACK_RECORD ?? DEFAULT_STACK_RECORD);
  if (!stack) {
    console.error(
      'No auth database found: start Vantage with `npm start` first (this command then uses its embedded ' +
        'database), or set DATABASE_URL_AUTH (or DATABASE_URL) to your PostgreSQL server.',
    );
    process.exit(1);
  }
  env.DATABASE_URL_AUTH = stack.databaseUrls.auth;
  // The embedded database serves each client through one connection; the command needs no more.
  env.DATABASE_POOL_MAX = '1';
}
const result = spawnSync('npm', ['run', '-s', '-w', 'svc-auth', 'create-staff', '--', ...process.argv.slice(2)], {
  cwd: ROOT,
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
