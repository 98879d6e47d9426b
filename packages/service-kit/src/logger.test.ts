import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const REQUESTS = 2000;

describe('request log', () => {
  test('a clean shutdown writes every queued line, even while the log is read slowly', async () => {
    const child = spawn(process.execPath, ['-r', 'tsx/cjs', path.join(__dirname, '__fixtures__/logging-service.ts')], {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    const log = child.stdout;
    if (!log) throw new Error('the service has no stdout');
    // Nobody reads the log while the requests are served: the lines queue up in the service (a slow disk or a
    // busy log collector), and are still queued when it is told to stop.
    log.pause();
    const [{ port }] = (await once(child, 'message')) as [{ port: number }];
    for (let sent = 0; sent < REQUESTS; sent += 20) {
      await Promise.all(
        Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/hello/`).then((r) => r.arrayBuffer())),
      );
    }
    child.kill('SIGTERM');
    const chunks: Buffer[] = [];
    log.on('data', (chunk: Buffer) => chunks.push(chunk));
    log.resume();
    const [code] = await once(child, 'close');
    const lines = Buffer.concat(chunks)
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string });
    expect({
      code,
      completed: lines.filter((line) => line.msg === 'request completed').length,
      last: lines.at(-1)?.msg,
    }).toEqual({ code: 0, completed: REQUESTS, last: 'shutting down' });
  }, 60_000);
});
