// Creates or promotes a staff account. There is no default staff password anywhere: it comes from stdin,
// a hidden prompt, or is generated and printed once. --remove takes staff rights away (at once, everywhere).
//   npm run -w svc-auth create-staff -- --email admin@example.com [--password-stdin | --generate | --remove]
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '@vantage/service-kit/config';
import { ensureDatabase, resolveDatabaseUrl } from '@vantage/service-kit/database';
import { createLogger } from '@vantage/service-kit/logger';
import { authConfigSchema } from '../config';
import { openAuthDatabase } from '../db/database';
import { loadCommonPasswords } from '../passwords/common-passwords';
import { argon2ParametersFor, PasswordHasher } from '../passwords/hasher';
import { RightsRepository } from '../rights/repository';
import { provisionStaff, ProvisioningError, removeStaff } from '../staff/provisioning';
import { UserRepository } from '../users/repository';

const USAGE = 'usage: create-staff --email <email> [--password-stdin | --generate | --remove]';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = (text) => {
      if (text.startsWith(question)) process.stdout.write(question);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function choosePassword(flags: {
  'password-stdin'?: boolean;
  generate?: boolean;
}): Promise<{ password?: string; generated: boolean }> {
  if (flags['password-stdin'] && flags.generate) throw new ProvisioningError(USAGE);
  if (flags.generate) return { password: randomBytes(18).toString('base64url'), generated: true };
  if (flags['password-stdin']) return { password: await readStdin(), generated: false };
  if (!process.stdin.isTTY) return { password: undefined, generated: false };
  const password = await promptHidden("Password (empty to keep an existing account's): ");
  if (password === '') return { password: undefined, generated: false };
  if ((await promptHidden('Password again: ')) !== password) throw new ProvisioningError('The passwords do not match.');
  return { password, generated: false };
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      generate: { type: 'boolean' },
      remove: { type: 'boolean' },
    },
  });
  if (!values.email) throw new ProvisioningError(USAGE);
  const config = loadConfig(authConfigSchema);
  const { password, generated } = values.remove
    ? { password: undefined, generated: false }
    : await choosePassword(values);
  const logger = createLogger('create-staff', 'warn');
  const target = resolveDatabaseUrl('auth');
  if (target.create) await ensureDatabase(target.url);
  const database = await openAuthDatabase(target.url, logger);
  try {
    if (values.remove) {
      const users = new UserRepository(database.db);
      const rights = new RightsRepository(database.db);
      const removed = await removeStaff({ users, rights: { record: (userId) => rights.stamp(userId) } }, values.email);
      console.log(
        removed ? `Staff rights removed: ${values.email.trim().toLowerCase()}` : `No account: ${values.email}`,
      );
      return;
    }
    const outcome = await provisionStaff(
      {
        users: new UserRepository(database.db),
        passwords: new PasswordHasher({ parameters: argon2ParametersFor(config) }),
        isCommonPassword: loadCommonPasswords(),
      },
      { email: values.email, password },
    );
    console.log(
      `${outcome === 'created' ? 'Created staff account' : 'Promoted to staff:'} ${values.email.trim().toLowerCase()}`,
    );
    if (generated) console.log(`Generated password (shown once): ${password}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ProvisioningError ? err.message : err);
  process.exit(1);
});
