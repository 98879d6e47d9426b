// The guests' cache in front of svc-sports (render-nginx.mjs): a signed-in request never gets a guest's copy
// nor leaves its own answer to guests, and a guest's copy lasts the second the service allows, no longer.
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadModules, runners, startGateway } from './testing';

/**
 * svc-sports as the gateway sees it: every answer names the credentials it was built for, the data version and
 * which request of the service built it. It marks every 200 shareable, even a member's: the gateway must keep
 * credentials apart on its own.
 */
async function sportsUpstream() {
  const state = { version: 1, built: 0 };
  const server = http.createServer((req, res) => {
    state.built += 1;
    const staff = /vantage_staff=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Cache-Control': 'public, max-age=0, s-maxage=1',
      Vary: 'Authorization',
      'X-Request-Id': String(req.headers['x-request-id']),
    });
    const viewer = req.headers.authorization ?? (staff ? `staff ${staff}` : 'guest');
    res.end(JSON.stringify({ viewer, version: state.version, built: state.built, path: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, state, address: `127.0.0.1:${(server.address() as AddressInfo).port}` };
}

interface Answer {
  viewer: string;
  version: number;
  built: number;
  path: string;
}

describe.each(runners)('guest cache (%s runner)', (runner) => {
  let upstream: Awaited<ReturnType<typeof sportsUpstream>>;
  let url = '';
  let stop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const modules = await loadModules();
    upstream = await sportsUpstream();
    const upstreams = Object.fromEntries(Object.keys(modules.table.upstreams).map((name) => [name, upstream.address]));
    const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'vantage-media-'));
    const gateway = await startGateway(runner, modules, { mediaDir, upstreams });
    url = `http://127.0.0.1:${gateway.port}`;
    stop = gateway.stop;
  });
  afterAll(async () => {
    await stop();
    await new Promise((resolve) => upstream.server.close(resolve));
  });

  const get = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}${pathname}`, { headers });
    return { answer: (await response.json()) as Answer, headers: response.headers, status: response.status };
  };

  test('a signed-in request never gets a guest’s copy, and a guest never gets its answer', async () => {
    const list = '/api/mlb/comparison/?date=2024-05-01';
    expect((await get(list)).answer.viewer).toBe('guest');
    for (const [headers, viewer] of [
      [{ Authorization: 'Bearer member-a' }, 'Bearer member-a'],
      [{ Authorization: 'Bearer member-b' }, 'Bearer member-b'],
      [{ Cookie: 'vantage_staff=token-s' }, 'staff token-s'],
    ] as const) {
      const before = upstream.state.built;
      const { answer } = await get(list, headers);
      expect({ viewer: answer.viewer, builtByTheService: answer.built > before }).toEqual({
        viewer,
        builtByTheService: true,
      });
    }
    // A member asks first for a list no guest has asked for: a guest after them still gets a guest's answer.
    const fresh = '/api/mlb/comparison/?date=2024-05-02';
    expect((await get(fresh, { Authorization: 'Bearer member-a' })).answer.viewer).toBe('Bearer member-a');
    expect((await get(fresh)).answer.viewer).toBe('guest');
    expect((await get('/api/mlb/calendar/', { Authorization: 'Bearer member-a' })).answer.viewer).toBe(
      'Bearer member-a',
    );
  });

  if (runner === 'node') {
    test('the Node runner keeps no copy: every guest request reaches the service', async () => {
      const first = await get('/api/mlb/comparison/?date=2024-06-01');
      const second = await get('/api/mlb/comparison/?date=2024-06-01');
      expect(second.answer.built).toBeGreaterThan(first.answer.built);
    });
    return;
  }

  test('guests share one answer, with their own request ids, until the second the service allows is over', async () => {
    const list = '/api/mlb/comparison/?date=2024-07-01';
    const first = await get(list, { 'X-Request-Id': 'guest-1' });
    const second = await get(list, { 'X-Request-Id': 'guest-2' });
    expect(second.answer).toEqual(first.answer);
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    expect([first.headers.get('x-request-id'), second.headers.get('x-request-id')]).toEqual(['guest-1', 'guest-2']);
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    // Another query is another answer.
    expect((await get('/api/mlb/comparison/?date=2024-07-02')).answer.path).toBe(
      '/api/mlb/comparison/?date=2024-07-02',
    );

    // New data: guests still get the copy within its second, and the new answer once it is over (nginx counts
    // whole seconds: a copy kept for 1 s is replaced 1 to 2 s after it was stored).
    upstream.state.version = 2;
    const changed = Date.now();
    expect((await get(list)).answer.version).toBe(1);
    let seen = 1;
    while (seen === 1 && Date.now() - changed < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = (await get(list)).answer.version;
    }
    expect({ seen, withinTheBound: Date.now() - changed < 2500 }).toEqual({ seen: 2, withinTheBound: true });
  });

  test('concurrent guests asking for a list nobody asked for yet are answered at once, none held back', async () => {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get('/api/mlb/comparison/?date=2024-08-01').then((r) => r.answer.viewer)),
    );
    expect(answers).toEqual(Array(20).fill('guest'));
    expect(Date.now() - started).toBeLessThan(400);
  });
});
