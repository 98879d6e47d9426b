// Several replicas of a service (REPLICAS=2 in scripts/stack.mjs): nginx finds every one, a GET that one of
// them cannot answer goes to the next, and the other services reach them through an internal listener.
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { echoUpstream, freePort, loadModules, runners, startGateway } from './testing';

/** A replica that accepts connections and drops every request unanswered, as one killed mid-request does. */
async function dyingReplica() {
  const server = http.createServer((req) => req.socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const address = (server: http.Server) => `127.0.0.1:${(server.address() as AddressInfo).port}`;
const close = (server: http.Server) => new Promise((resolve) => server.close(resolve));

describe('replicas', () => {
  if (runners.includes('nginx' as never)) {
    test('nginx: GETs are answered while one replica is down and another drops its requests', async () => {
      const modules = await loadModules();
      const live = await echoUpstream('live replica');
      const dying = await dyingReplica();
      const down = `127.0.0.1:${await freePort()}`;
      const upstreams = Object.fromEntries(Object.keys(modules.table.upstreams).map((name) => [name, address(live)]));
      upstreams['svc-sports'] = [down, address(dying), address(live)].join(',');
      upstreams['svc-auth'] = [down, address(live)].join(',');
      const internalPort = await freePort();
      process.env.AUTH_INTERNAL_PORT = String(internalPort);
      const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'vantage-media-'));
      const gateway = await startGateway('nginx', modules, { mediaDir, upstreams }).finally(() => {
        delete process.env.AUTH_INTERNAL_PORT;
      });
      try {
        const statuses = [];
        for (let i = 0; i < 12; i += 1) {
          const response = await fetch(`http://127.0.0.1:${gateway.port}/api/mlb/teams/?n=${i}`);
          statuses.push(response.status);
        }
        expect(statuses).toEqual(Array(12).fill(200));
        // A POST that reached the dying replica is not sent again (it may have been applied): the caller is told.
        const posts = [];
        for (let i = 0; i < 6; i += 1) {
          posts.push((await fetch(`http://127.0.0.1:${gateway.port}/api/mlb/x/`, { method: 'POST' })).status);
        }
        expect(posts).toContain(503);
        const internal = await fetch(`http://127.0.0.1:${internalPort}/internal/revocations`);
        expect(await internal.json()).toMatchObject({ upstream: 'live replica', path: '/internal/revocations' });
      } finally {
        await gateway.stop();
        await Promise.all([close(live), close(dying)]);
      }
    });
  }

  test('the Node runner refuses several replicas plainly rather than using one', async () => {
    const modules = await loadModules();
    const upstreams = Object.fromEntries(Object.keys(modules.table.upstreams).map((name) => [name, '127.0.0.1:1']));
    upstreams['svc-auth'] = '127.0.0.1:1,127.0.0.1:2';
    const port = await freePort();
    await expect((async () => modules.startNodeGateway({ port, mediaDir: os.tmpdir(), upstreams }))()).rejects.toThrow(
      'svc-auth: several replicas need the nginx runner',
    );
  });
});
