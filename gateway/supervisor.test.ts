// The process supervisor behind `npm start` (scripts/stack.mjs): a part that dies is started again with
// backoff; a part stopped on purpose, or the whole stack shutting down, is not.
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import path from 'node:path';

interface Supervisor {
  watch(name: string, child: ChildProcess): void;
  forget(name: string): void;
  stop(): void;
}
type CreateSupervisor = (options: {
  restart: (name: string) => Promise<unknown>;
  log: (line: string) => void;
  minDelayMs?: number;
  maxDelayMs?: number;
  stableMs?: number;
}) => Supervisor;

// A native import() (see jest.config.js) of the runners' ES modules.
const importModule = (specifier: string) => import(specifier) as Promise<{ createSupervisor: CreateSupervisor }>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const children: ChildProcess[] = [];
/** A part that runs until killed, or exits with `exitCode` after `lifeMs`. */
function part(lifeMs?: number, exitCode = 1): ChildProcess {
  const code =
    lifeMs === undefined ? 'setInterval(() => {}, 1000)' : `setTimeout(() => process.exit(${exitCode}), ${lifeMs})`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  children.push(child);
  return child;
}
afterAll(() => children.forEach((child) => child.exitCode === null && child.kill('SIGKILL')));

async function setup(makePart: (attempt: number) => ChildProcess) {
  const { createSupervisor } = await importModule(path.join(__dirname, '../scripts/stack.mjs'));
  const restarts: number[] = [];
  const lines: string[] = [];
  let current: ChildProcess;
  const started = Date.now();
  const supervisor = createSupervisor({
    minDelayMs: 100,
    maxDelayMs: 400,
    stableMs: 60_000,
    log: (line) => lines.push(line),
    restart: async (name) => {
      restarts.push(Date.now() - started);
      current = makePart(restarts.length);
      supervisor.watch(name, current);
    },
  });
  current = makePart(0);
  supervisor.watch('games', current);
  return { supervisor, restarts, lines, current: () => current };
}

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(20);
  expect(condition()).toBe(true);
}

test('a part that keeps crashing is restarted with doubling waits up to the cap, each restart logged', async () => {
  // Parts that exit only when told to: the waits are the supervisor's, not process start-up times.
  const fake = () => new EventEmitter() as ChildProcess;
  const { supervisor, restarts, lines, current } = await setup(fake);
  for (let crash = 1; crash <= 4; crash += 1) {
    current().emit('exit', 1, null);
    await until(() => restarts.length === crash);
  }
  current().emit('exit', null, 'SIGSEGV');
  await until(() => restarts.length === 5);
  supervisor.stop();
  expect(lines.filter((line) => line === 'games restarted')).toHaveLength(5);
  const announced = lines.map((line) =>
    line.match(/^games exited unexpectedly \((.*)\); restarting in (.*)$/)?.slice(1),
  );
  expect(announced.filter(Boolean)).toEqual([
    ['code 1', '0.1 s'],
    ['code 1', '0.2 s'],
    ['code 1', '0.4 s'],
    ['code 1', '0.4 s'],
    ['signal SIGSEGV', '0.4 s'],
  ]);
  // Each wait really was at least the announced one.
  const waits = restarts.map((at, i) => at - (i === 0 ? 0 : restarts[i - 1]));
  expect(waits.slice(2).every((wait) => wait >= 390)).toBe(true);
});

test('a killed part comes back; a stopped part, a forgotten part and a stopping stack stay down', async () => {
  const { supervisor, restarts, current } = await setup(() => part());
  current().kill('SIGKILL');
  await until(() => restarts.length === 1);

  current().kill('SIGTERM'); // an operator's stop
  await sleep(400);
  expect(restarts).toHaveLength(1);

  supervisor.watch('games', part());
  supervisor.forget('games'); // stack.kill(): a fault a test injects on purpose
  children.at(-1)!.kill('SIGKILL');
  await sleep(400);
  expect(restarts).toHaveLength(1);

  const last = part();
  supervisor.watch('games', last);
  supervisor.stop(); // Ctrl-C: the stack shuts down
  last.kill('SIGKILL');
  await sleep(400);
  expect(restarts).toHaveLength(1);
});
