// The shared cache in front of svc-sports (render-nginx.mjs): one copy per access level. Guests share theirs,
// members of one verified level share theirs, and nobody ever gets another level's copy; a copy lasts the
// second the service allows, no longer.
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadModules, runners, startGateway } from './testing';

/** A token near the longest header line nginx accepts (8 KB): its verdict is cached under the token itself. */
const LONG_TOKEN = `Bearer ${'L'.repeat(7000)}`;

/**
 * svc-sports as the gateway sees it. Its access-level call verifies a few known tokens; every other answer names
 * the credentials it was built for, the data version and which request of the service built it, and allows the
 * gateway its second (X-Accel-Expires) whoever asked: the gateway must keep levels apart on its own.
 */
async function sportsUpstream() {
  const levels: Record<string, string | undefined> = {
    'Bearer free-a': 'free',
    'Bearer free-b': 'free',
    'Bearer basic-a': 'basic',
    'Bearer free-c': 'free',
    'Bearer free-d': 'free',
    [LONG_TOKEN]: 'free',
    'Bearer pro-keyed': 'pro',
  };
  const state = { version: 1, built: 0, levelChecks: 0, keysAtLevelCheck: 0, levels };
  const server = http.createServer((req, res) => {
    if (req.url === '/api/access-level/') {
      state.levelChecks += 1;
      if (req.headers['x-api-key']) state.keysAtLevelCheck += 1;
      const level = levels[req.headers.authorization ?? ''];
      const verdict: Record<string, string> = level ? { 'X-Access-Level': level } : { 'X-Access-Unverified': '1' };
      // The staff cookie never decides a level.
      if (req.headers.cookie) verdict['X-Access-Level'] = 'staff';
      res.writeHead(204, { 'Cache-Control': 'no-store', 'X-Accel-Expires': '1', ...verdict });
      return void res.end();
    }
    state.built += 1;
    const staff = /vantage_staff=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const keep = req.url?.includes('keep=no') ? {} : { 'X-Accel-Expires': '1' };
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Cache-Control': 'public, max-age=0, s-maxage=1',
      Vary: 'Authorization',
      'X-Request-Id': String(req.headers['x-request-id']),
      ...keep,
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

describe.each(runners)('shared cache (%s runner)', (runner) => {
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
  /** Who a caller is served as, and whether the service built it for this request. */
  const servedAs = async (pathname: string, headers: Record<string, string> = {}) => {
    const before = upstream.state.built;
    const { answer } = await get(pathname, headers);
    return { viewer: answer.viewer, built: answer.built > before };
  };

  test('nobody gets another level’s copy; unverified tokens and staff always reach the service', async () => {
    const list = '/api/mlb/comparison/?date=2024-05-01';
    expect(await servedAs(list)).toEqual({ viewer: 'guest', built: true });
    expect(await servedAs(list, { Authorization: 'Bearer free-a' })).toEqual({ viewer: 'Bearer free-a', built: true });
    expect(await servedAs(list, { Authorization: 'Bearer basic-a' })).toEqual({
      viewer: 'Bearer basic-a',
      built: true,
    });
    for (const headers of [
      { Authorization: 'Bearer forged' },
      { Authorization: 'Bearer forged' },
      { Cookie: 'vantage_staff=token-s' },
      { Cookie: 'vantage_staff=token-s', Authorization: 'Bearer free-a' },
    ]) {
      expect((await servedAs(list, headers)).built).toBe(true);
    }
    // A member asks first for a list nobody has asked for: a guest after them still gets a guest's answer.
    const fresh = '/api/mlb/comparison/?date=2024-05-02';
    expect((await get(fresh, { Authorization: 'Bearer free-a' })).answer.viewer).toBe('Bearer free-a');
    expect((await get(fresh)).answer.viewer).toBe('guest');
    expect((await get(fresh, { Authorization: 'Bearer basic-a' })).answer.viewer).toBe('Bearer basic-a');
  });

  test('every call with an API key reaches the service, which counts it; the level check never sees the key', async () => {
    for (const pathname of ['/api/nba/calendar/', '/api/nba/comparison/?date=2024-05-03']) {
      // Kept for guests and for a member's level by now…
      await get(pathname);
      await get(pathname, { Authorization: 'Bearer free-a' });
      // …yet never handed to a call that carries a key, alone or beside a token (the service refuses that).
      const keyed: Record<string, string>[] = [
        { 'X-API-Key': 'vtg_one' },
        { 'X-API-Key': 'vtg_one' },
        { 'X-API-Key': 'vtg_one', Authorization: 'Bearer pro-keyed' },
      ];
      for (const headers of keyed) {
        expect([pathname, headers, (await servedAs(pathname, headers)).built]).toEqual([pathname, headers, true]);
      }
    }
    expect(upstream.state.keysAtLevelCheck).toBe(0);
  });

  if (runner === 'node') {
    test('the Node runner keeps no copy: every request reaches the service', async () => {
      for (const headers of [{}, { Authorization: 'Bearer free-a' }]) {
        const first = await get('/api/mlb/comparison/?date=2024-06-01', headers);
        const second = await get('/api/mlb/comparison/?date=2024-06-01', headers);
        expect(second.answer.built).toBeGreaterThan(first.answer.built);
      }
    });
    return;
  }

  test('members of one verified level share one answer, their level checked once a second', async () => {
    const list = '/api/mlb/comparison/?date=2024-06-10';
    const checks = upstream.state.levelChecks;
    const first = await get(list, { Authorization: 'Bearer free-c' });
    const second = await get(list, { Authorization: 'Bearer free-d' });
    const again = await get(list, { Authorization: 'Bearer free-c' });
    expect([first.headers.get('x-cache'), second.headers.get('x-cache'), again.headers.get('x-cache')]).toEqual([
      'MISS',
      'HIT',
      'HIT',
    ]);
    expect(second.answer).toEqual(first.answer);
    // free-c's level was asked once, free-d's once: the repeat came from the gateway's memory.
    expect(upstream.state.levelChecks - checks).toBe(2);
    // Guests' own copy is apart from members'.
    expect((await get(list)).answer.viewer).toBe('guest');

    // A token that stops verifying (revoked, expired) stops reading its level's copy within the second.
    upstream.state.levels['Bearer free-d'] = undefined;
    const revoked = Date.now();
    let viewer = 'Bearer free-c';
    while (viewer === 'Bearer free-c' && Date.now() - revoked < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      viewer = (await get(list, { Authorization: 'Bearer free-d' })).answer.viewer;
    }
    expect({ viewer, withinTheBound: Date.now() - revoked < 2500 }).toEqual({
      viewer: 'Bearer free-d',
      withinTheBound: true,
    });
  });

  test('a long token’s level is remembered like a short one’s', async () => {
    const list = '/api/mlb/comparison/?date=2024-06-20';
    const checks = upstream.state.levelChecks;
    const first = await get(list, { Authorization: LONG_TOKEN });
    const again = await get(list, { Authorization: LONG_TOKEN });
    expect([first.status, first.answer.viewer === LONG_TOKEN, again.headers.get('x-cache')]).toEqual([
      200,
      true,
      'HIT',
    ]);
    expect(upstream.state.levelChecks - checks).toBe(1);
  });

  test('guests share one answer, with their own request ids, until the second the service allows is over', async () => {
    const list = '/api/mlb/comparison/?date=2024-07-01';
    const first = await get(list, { 'X-Request-Id': 'guest-1' });
    const second = await get(list, { 'X-Request-Id': 'guest-2' });
    expect(second.answer).toEqual(first.answer);
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    expect([first.headers.get('x-request-id'), second.headers.get('x-request-id')]).toEqual(['guest-1', 'guest-2']);
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.headers.get('x-accel-expires')).toBeNull();
    // Another query is another answer.
    expect((await get('/api/mlb/comparison/?date=2024-07-02')).answer.path).toBe(
      '/api/mlb/comparison/?date=2024-07-02',
    );
    // What the service does not allow the gateway (no X-Accel-Expires) is never kept, whatever Cache-Control says.
    expect((await servedAs('/api/mlb/comparison/?date=2024-07-03&keep=no')).built).toBe(true);
    expect((await servedAs('/api/mlb/comparison/?date=2024-07-03&keep=no')).built).toBe(true);

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

  test('a query beyond the known parameters is answered by the service and kept nowhere', async () => {
    const list = '/api/mlb/comparison/?date=2024-09-01';
    for (const query of ['&cb=1', '&cb=2', '&date=2024-09-02', '&']) {
      const busted = await get(`${list}${query}`);
      expect({ query, cache: busted.headers.get('x-cache') }).toEqual({ query, cache: 'BYPASS' });
    }
    for (const other of [
      '/api/mlb/comparison/?DATE=2024-09-01',
      '/api/mlb/comparison/?date=soon',
      '/api/mlb/calendar/?x=1',
    ])
      expect({ other, cache: (await get(other)).headers.get('x-cache') }).toEqual({ other, cache: 'BYPASS' });
    // None of them stored the plain list: its first request is still a miss, then it is kept.
    expect((await get(list)).headers.get('x-cache')).toBe('MISS');
    expect((await get(list)).headers.get('x-cache')).toBe('HIT');
    expect((await get('/api/mlb/calendar/')).headers.get('x-cache')).toBe('MISS');
  });

  test('concurrent callers asking for a list nobody asked for yet are answered at once, none held back', async () => {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        get('/api/mlb/comparison/?date=2024-08-01', i % 2 ? { Authorization: 'Bearer basic-a' } : {}).then(
          (r) => r.answer.viewer,
        ),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 ? 'Bearer basic-a' : 'guest')));
    expect(Date.now() - started).toBeLessThan(400);
  });
});
