// The gateway's own refusals (a request target it will not route, an address, headers or a body too large, a
// request line it cannot parse) answer as the services do: JSON `{"detail": …}` with a status the API document
// declares for every operation, on both runners.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildOpenApiDocument } from '@vantage/contracts/openapi';
import { echoUpstream, loadModules, runners, startGateway } from './testing';

const request = (line: string, headers = '') =>
  Buffer.from(`${line} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`, 'latin1');

const HOSTILE: [string, Buffer][] = [
  ['an escaped slash', request('GET /api/nba/games/a%2Fb/')],
  ['an escaped backslash', request('GET /api/nba/games/a%5Cb/')],
  ['an escaped NUL', request('GET /api/nba/games/a%00b/')],
  ['a raw control byte', request('GET /api/nba/games/a\x01b/')],
  ['dot segments above the root', request('GET /api/../../etc/passwd')],
  ['an invalid percent-encoding', request('GET /api/nba/%zz/')],
  ['a space in the target', request('GET /api/nba/a b/')],
  ['a request line that is not HTTP', Buffer.from('GARBAGE\r\n\r\n')],
  ['a 20 KB address', request(`GET /api/nba/teams/?q=${'a'.repeat(20_000)}`)],
  ['a 20 KB header', request('GET /api/nba/teams/', `X-Big: ${'b'.repeat(20_000)}\r\n`)],
  [
    'a body over the limit',
    request('POST /api/login/', 'Content-Type: application/json\r\nContent-Length: 5000000\r\n'),
  ],
];

/** The status line, content type and body of the answer (read until the gateway closes or a second passes). */
function send(port: number, bytes: Buffer): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1');
    const done = () => {
      socket.destroy();
      const [head, ...rest] = answer.split('\r\n\r\n');
      let body = rest.join('\r\n\r\n');
      // A chunked body: its one chunk.
      if (/transfer-encoding: *chunked/i.test(head)) body = body.split('\r\n')[1] ?? '';
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        type: /\r\ncontent-type: *([^\r\n;]*)/i.exec(head)?.[1] ?? '',
        body,
      });
    };
    socket.setTimeout(1000, done);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', done);
    socket.on('error', done);
    socket.write(bytes);
  });
}

const declared = (() => {
  const paths = buildOpenApiDocument().paths as Record<string, Record<string, { responses: object }>>;
  return new Set(Object.keys(paths['/api/{league}/teams/'].get.responses).map(Number));
})();

describe.each(runners)("the gateway refuses in the API document's shape (%s runner)", (runner) => {
  let stop: () => Promise<void> = async () => {};
  const upstreams: http.Server[] = [];
  let port = 0;

  beforeAll(async () => {
    const modules = await loadModules();
    const addresses: Record<string, string> = {};
    for (const name of Object.keys(modules.table.upstreams)) {
      const server = await echoUpstream(name);
      upstreams.push(server);
      addresses[name] = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
    const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'vantage-media-'));
    ({ port, stop } = await startGateway(runner, modules, { mediaDir, upstreams: addresses }));
  });
  afterAll(async () => {
    await stop();
    await Promise.all(upstreams.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  test.each(HOSTILE)('%s: a declared 4xx with {"detail"} as JSON', async (_name, bytes) => {
    const { status, type, body } = await send(port, bytes);
    expect({ status: declared.has(status) && status >= 400 && status < 500, type }).toEqual({
      status: true,
      type: 'application/json',
    });
    expect(JSON.parse(body)).toEqual({ detail: expect.any(String) });
  });
});
