// The same behaviour is required of both runners: real nginx (when installed) and the Node proxy.
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LEAGUES } from '@vantage/contracts/sports-rules';
import { rawGet } from './raw-http';
import { echoUpstream, loadModules, runners, startGateway, type Modules, type Upstreams } from './testing';

describe.each(runners)('gateway (%s runner)', (runner) => {
  let modules: Modules;
  let gatewayUrl = '';
  let gatewayPort = 0;
  let stopGateway: () => Promise<void> = async () => {};
  const upstreamServers: http.Server[] = [];

  beforeAll(async () => {
    modules = await loadModules();
    const upstreams: Upstreams = {};
    for (const name of Object.keys(modules.table.upstreams)) {
      if (name === 'svc-billing') {
        // A service that is down: port 1, where nothing listens. A free port found now could be handed to another
        // listener of this test before the gateway's request (it was, once, and the 'down' service answered).
        upstreams[name] = '127.0.0.1:1';
        continue;
      }
      const server = await echoUpstream(name);
      upstreamServers.push(server);
      upstreams[name] = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
    const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'vantage-media-'));
    writeFileSync(path.join(mediaDir, 'abc123.webp'), Buffer.from('RIFF....WEBPVP8 '));
    writeFileSync(path.join(mediaDir, 'evil.html'), '<script>alert(1)</script>');
    const gateway = await startGateway(runner, modules, { mediaDir, upstreams });
    gatewayPort = gateway.port;
    gatewayUrl = `http://127.0.0.1:${gateway.port}`;
    stopGateway = gateway.stop;
  });

  afterAll(async () => {
    await stopGateway();
    await Promise.all(upstreamServers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  const get = (pathname: string, init?: RequestInit) => fetch(`${gatewayUrl}${pathname}`, init);

  test('API prefixes reach their service with a request id; unknown API paths answer JSON 404', async () => {
    const cases: Array<[string, string]> = [
      ['/api/login/', 'svc-auth'],
      ['/api/register/', 'svc-auth'],
      ['/api/token/refresh/', 'svc-auth'],
      ['/api/users/profile/', 'svc-auth'],
      ['/api/user/profile-picture/', 'svc-auth'],
      ['/api/auth/jwks.json', 'svc-auth'],
      ['/api/access-level/', 'svc-sports'],
      ['/api/user-info/', 'svc-sports'],
      ...LEAGUES.flatMap((league): Array<[string, string]> => [
        [`/api/${league}/comparison/?date=2024-01-01`, 'svc-sports'],
        [`/api/${league}/teams/`, 'svc-sports'],
      ]),
    ];
    for (const [pathname, upstream] of cases) {
      const response = await get(pathname, { headers: { 'X-Request-Id': 'req-42' } });
      const body = (await response.json()) as { upstream: string; path: string; requestId: string };
      expect({ pathname, upstream: body.upstream, path: body.path, requestId: body.requestId }).toEqual({
        pathname,
        upstream,
        path: pathname,
        requestId: 'req-42',
      });
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
    const generated = (await (await get('/api/mlb/teams/')).json()) as { requestId: string };
    expect(generated.requestId).toMatch(/^[A-Za-z0-9-]{16,}$/);
    const unknown = await get('/api/nothing-here/');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: 'Not found.' });
  });

  test('a service that is down gets a quick JSON 503, not an HTML error page', async () => {
    const started = Date.now();
    const response = await get('/api/subscriptions/pricing-tiers/');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await response.json()) as { detail: string }).detail).toMatch(/temporarily unavailable/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  test('remotes are served under their prefix; everything else goes to the shell', async () => {
    expect(await (await get('/remotes/games/mf-manifest.json')).json()).toMatchObject({
      upstream: 'mfe-games',
      path: '/mf-manifest.json',
    });
    expect(await (await get('/remotes/account/x.js')).json()).toMatchObject({ upstream: 'mfe-account', path: '/x.js' });
    expect(await (await get('/remotes/admin/x.js')).json()).toMatchObject({ upstream: 'mfe-admin', path: '/x.js' });
    expect(await (await get('/yoko/trends')).json()).toMatchObject({ upstream: 'shell', path: '/yoko/trends' });
  });

  if (runner === 'nginx') {
    test('one address is refused pages past its share of pages in progress; its files and others are served', async () => {
      const { PAGES_PER_ADDRESS } = (await import(path.join(__dirname, 'render-nginx.mjs'))) as {
        PAGES_PER_ADDRESS: number;
      };
      // Pages whose request body never comes: each stays in progress at the shell's location while nginx waits.
      const held = await Promise.all(
        Array.from(
          { length: PAGES_PER_ADDRESS },
          (_, i) =>
            new Promise<net.Socket>((resolve) => {
              const socket = net.connect(gatewayPort, '127.0.0.1', () => {
                socket.write(`GET /mlb/game/${i} HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n`);
                resolve(socket);
              });
              socket.on('error', () => {});
            }),
        ),
      );
      const fromElsewhere = (pathname: string) =>
        new Promise<number>((resolve, reject) => {
          http
            .get({ host: '127.0.0.1', port: gatewayPort, path: pathname, localAddress: '127.0.0.2' }, (response) => {
              response.resume();
              resolve(response.statusCode ?? 0);
            })
            .on('error', reject);
        });
      try {
        await new Promise((resolve) => setTimeout(resolve, 300));
        const refused = await get('/dashboard');
        expect(refused.status).toBe(429);
        expect(await refused.json()).toEqual({ detail: 'Too many requests at once from this address.' });
        expect((await get('/static/main.js')).status).toBe(200);
        expect(await fromElsewhere('/dashboard')).toBe(200);
      } finally {
        for (const socket of held) socket.destroy();
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await get('/dashboard')).status).toBe(200);
    });

    test('one address holding many requests open is refused beyond the limit; other addresses are served', async () => {
      const { CONNECTIONS_PER_ADDRESS } = (await import(path.join(__dirname, 'render-nginx.mjs'))) as {
        CONNECTIONS_PER_ADDRESS: number;
      };
      // Requests whose body never comes: each stays in progress while nginx waits for it.
      const held = await Promise.all(
        Array.from(
          { length: CONNECTIONS_PER_ADDRESS },
          () =>
            new Promise<net.Socket>((resolve) => {
              const socket = net.connect(gatewayPort, '127.0.0.1', () => {
                socket.write(
                  'POST /api/login/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
                );
                resolve(socket);
              });
              socket.on('error', () => {});
            }),
        ),
      );
      try {
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect((await get('/')).status).toBe(429);
        const fromElsewhere = await new Promise<number>((resolve, reject) => {
          http
            .get({ host: '127.0.0.1', port: gatewayPort, path: '/', localAddress: '127.0.0.2' }, (response) => {
              response.resume();
              resolve(response.statusCode ?? 0);
            })
            .on('error', reject);
        });
        expect(fromElsewhere).toBe(200);
      } finally {
        for (const socket of held) socket.destroy();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await get('/')).status).toBe(200);
    });
  }

  test('security headers on every response, no server version', async () => {
    for (const pathname of ['/', '/api/mlb/x', '/api/nothing/', '/api/subscriptions/x', '/media/abc123.webp']) {
      const response = await get(pathname);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers.get('server') ?? '').not.toMatch(/\d/);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
    // A script carries no document's headers (a page loads dozens), but nosniff and a worker's policy.
    const script = await get('/remotes/games/static/js/app.0a1b2c3d.js');
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(script.headers.get('x-frame-options')).toBeNull();
    expect(script.headers.get('permissions-policy')).toBeNull();
  });

  test('uploaded pictures are served as images only, never as pages', async () => {
    const picture = await get('/media/abc123.webp');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(picture.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const page = await get('/media/evil.html');
    expect(page.headers.get('content-type') ?? '').not.toMatch(/html/);
    expect((await get('/media/..%2f..%2fetc%2fpasswd')).status).toBeGreaterThanOrEqual(400);
  });

  test('request bodies are size-limited, with a larger allowance for pictures', async () => {
    const twoMb = 'x'.repeat(2 * 1024 * 1024);
    expect((await get('/api/login/', { method: 'POST', body: twoMb })).status).toBe(413);
    const picture = await get('/api/user/profile-picture/', { method: 'POST', body: twoMb });
    expect(picture.status).toBe(200);
    expect(((await picture.json()) as { bodyLength: number }).bodyLength).toBe(twoMb.length);
  });

  test('request targets that are not a path get an answer, never a crash', async () => {
    for (const target of ['//', '//[', '/\\', '//evil.example/', '/%ff', '/api/mlb/%ff', '/remotes/games/%ff']) {
      const { status } = await rawGet(gatewayPort, target);
      expect({ target, answered: status >= 200 && status < 500 }).toEqual({ target, answered: true });
    }
    expect((await get('/')).status).toBe(200);
  });

  test('a request is forwarded on exactly the path it was routed on, and never outside its prefix', async () => {
    const targets = [
      '/internal/tier/3f1c2b9e-0000-4000-8000-000000000000\\..\\..\\..\\api\\mlb\\',
      '/api/mlb/..%2f..%2finternal/tier/x',
      '/api/mlb/%2e%2e/%2e%2e/internal/tier/x',
      '/api/mlb/%2E%2E/%2E%2E/healthz',
      '/api/mlb/../../metrics',
      '/api/mlb/..;/..;/readyz',
      '/api/mlb/x/..%5c..%5c..%5cinternal',
      '//api/mlb//teams/',
      '/api/mlb/./teams/x/..',
      'http://evil.example/api/mlb/teams/',
      '/remotes/games/../../internal/tier/x',
      '/remotes/games/%2e%2e/x.js',
    ];
    const received: string[] = [];
    for (const target of targets) {
      const answer = await rawGet(gatewayPort, target);
      expect({ target, status: answer.status }).toEqual({
        target,
        status: answer.status < 500 ? answer.status : 'no 5xx',
      });
      const echoed = answer.body ? JSON.parse(answer.body) : null;
      if (!echoed?.upstream) continue;
      received.push(`${echoed.upstream} ${echoed.path}`);
      const prefixes = modules.table.routes
        .filter((route) => route.to === echoed.upstream)
        .map((route) => (route.stripPrefix ? '/' : route.prefix));
      expect({
        target,
        path: echoed.path,
        underItsPrefix: prefixes.some((prefix) => echoed.path.startsWith(prefix)),
      }).toEqual({ target, path: echoed.path, underItsPrefix: true });
      // The canonical form: no empty, `.` or `..` segment, no backslash, no escaped dot.
      expect({ target, path: echoed.path }).toEqual({
        target,
        path: expect.not.stringMatching(/\/\/|\/\.\.?(\/|$|\?)|\\|%2e|%5c/i),
      });
    }
    expect(received).toEqual(expect.arrayContaining(['svc-sports /api/mlb/teams/']));
  });

  test('forwarded headers from a client are not believed: the address and scheme are the connection’s', async () => {
    const response = await get('/api/mlb/teams/', {
      headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' },
    });
    expect(await response.json()).toMatchObject({ forwardedFor: '127.0.0.1', forwardedProto: 'http' });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe.each(runners)('gateway (%s runner) behind a trusted TLS terminator', (runner) => {
  let stop: () => Promise<void> = async () => {};
  let upstream: http.Server;
  let url = '';
  beforeAll(async () => {
    const modules = await loadModules();
    upstream = await echoUpstream('svc-sports');
    const address = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const upstreams = Object.fromEntries(Object.keys(modules.table.upstreams).map((name) => [name, address]));
    const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'vantage-media-'));
    const gateway = await startGateway(runner, modules, { mediaDir, upstreams, trustedProxies: ['127.0.0.0/8'] });
    url = `http://127.0.0.1:${gateway.port}`;
    stop = gateway.stop;
  });
  afterAll(async () => {
    await stop();
    await new Promise((resolve) => upstream.close(resolve));
  });

  test('the proxy’s client address and https are believed: services see them, the browser gets HSTS', async () => {
    const response = await fetch(`${url}/api/mlb/teams/`, {
      headers: { 'X-Forwarded-For': '198.51.100.7, 203.0.113.9', 'X-Forwarded-Proto': 'https' },
    });
    // The nearest address that is not itself a trusted proxy; services then mark cookies Secure.
    expect(await response.json()).toMatchObject({ forwardedFor: '203.0.113.9', forwardedProto: 'https' });
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    const plain = await fetch(`${url}/`, { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
