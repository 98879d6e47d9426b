// Starts the composed product once per run on free ports with an in-memory database.
import { freePorts, startStack } from '../../../scripts/stack.mjs';
import { missingChromiumMessage } from './chromium.mjs';

export default async function globalSetup() {
  const missing = missingChromiumMessage();
  if (missing) throw new Error(missing);
  const ports = await freePorts();
  const stack = await startStack({
    ports,
    dataDir: null,
    env: {
      LOG_LEVEL: 'warn',
      // Browser tests sign in many times from one address; the limits themselves are tested in svc-auth.
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '1000000',
      // Lets the tests read the password-reset email (refused by svc-auth in production).
      AUTH_DEV_OUTBOX: '1',
      // The push tests' subscriptions name a push service on this machine (Chromium's own is not reachable).
      PUSH_ENDPOINT_HOSTS: '127.0.0.1',
    },
    onProgress: (line) => process.stdout.write(`[stack] ${line}\n`),
  });
  globalThis.__VANTAGE_STACK__ = stack;
  // The test of a remote that is down stops mfe-games' server on purpose (the supervisor leaves it down) and
  // asks for it back with SIGUSR2 (the tests run in this process), so the files after it find it serving.
  process.on('SIGUSR2', () => {
    stack
      .startPart('games')
      .catch((err) => process.stdout.write(`[stack] games did not start again: ${err.message}\n`));
  });
  process.env.VANTAGE_URL = stack.url;
  process.env.VANTAGE_STACK = JSON.stringify({
    url: stack.url,
    ports: stack.ports,
    databaseUrls: stack.databaseUrls,
    recordFile: stack.recordFile,
    mediaDir: stack.mediaDir,
    pids: stack.pids(),
  });
}
