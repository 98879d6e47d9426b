import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';

describe('stopping', () => {
  test('on SIGTERM the answer in flight on a kept-alive connection is sent, and the service exits right after', async () => {
    const child = spawn(process.execPath, ['-r', 'tsx/cjs', path.join(__dirname, '__fixtures__/logging-service.ts')], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const exited = once(child, 'exit');
    try {
      const [{ port }] = (await once(child, 'message')) as [{ port: number }];
      // As nginx talks to an upstream: the connection stays open for the next request.
      const agent = new http.Agent({ keepAlive: true });
      const answer = new Promise<{ status?: number; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/api/slow/', agent }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode, body }));
          })
          .on('error', reject);
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      child.kill('SIGTERM');
      expect(await answer).toEqual({ status: 200, body: '{"slow":true}' });
      const answered = Date.now();
      const [code] = await exited;
      // Not after keepAliveTimeout, nor killed by the ten-second guard (exit code 1).
      expect({ code, soon: Date.now() - answered < 2000 }).toEqual({ code: 0, soon: true });
      agent.destroy();
    } finally {
      child.kill('SIGKILL');
    }
  }, 30_000);
});
