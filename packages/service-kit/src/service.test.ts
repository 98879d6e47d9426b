import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createTestDatabase, freePort, type TestDatabase } from './testing/database';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
}, 60_000);

afterAll(() => testDb.drop());

/** Runs the fixture service with `env`; its stdout is its JSON log. */
function startFixture(env: Record<string, string>) {
  const child = spawn(process.execPath, ['-r', 'tsx/cjs', path.join(__dirname, '__fixtures__/run-service.ts')], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  const exited = once(child, 'exit') as Promise<[number | null]>;
  return { child, exited, log: () => log };
}

async function waitUntilReady(port: number): Promise<Response> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const answer = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (answer?.ok) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the service never became ready');
}

describe('runService', () => {
  test('migrates the database, serves the app with readiness, and on SIGTERM stops its work and exits 0', async () => {
    const port = await freePort();
    const service = startFixture({ PORT: String(port), DATABASE_URL_BILLING: testDb.url });
    try {
      const ready = await waitUntilReady(port);
      expect(await ready.json()).toMatchObject({ status: 'ready', service: 'run-service-test' });
      // The fixture's migration created kit.notes before the app was built.
      expect(await (await fetch(`http://127.0.0.1:${port}/api/notes/`)).json()).toEqual({ n: 0 });
      expect(service.log()).toContain('work started');
      service.child.kill('SIGTERM');
      const [code] = await service.exited;
      expect(code).toBe(0);
      const messages = service
        .log()
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages.slice(messages.indexOf('shutting down'))).toEqual(['shutting down', 'work stopped']);
    } finally {
      service.child.kill('SIGKILL');
    }
  }, 90_000);

  test('a bad setting stops the start with a message naming it, and exit code 1', async () => {
    const service = startFixture({ PORT: 'eighty', DATABASE_URL_BILLING: testDb.url });
    const [code] = await service.exited;
    expect(code).toBe(1);
    expect(service.log()).toContain('PORT');
  }, 60_000);
});
