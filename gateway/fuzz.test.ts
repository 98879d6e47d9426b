// Hostile HTTP, byte for byte on raw sockets (fetch would normalise it), against every kind of process at
// the edge: both gateway runners, the static servers (as real processes, so a crash shows) and the services'
// common HTTP stack. After every batch every process still answers, nothing answered 500, and no request
// reached an upstream outside the prefix it was routed by.
// Seeded: FC_SEED (set by .ci/run) replays one draw; other runs draw anew and print the seed on failure.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { createServiceApp } from '@vantage/service-kit/app';
import { createLogger } from '@vantage/service-kit/logger';
import { echoUpstream, freePort, loadModules, runners, startGateway, type Modules } from './testing';

const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const BATCHES = 4;
const PER_BATCH = 250;
const CONCURRENCY = 64;

/** Mostly `usual`, sometimes one of the hostile values: a request with one odd part reaches further in. */
const mostly = <T>(usual: T, ...hostile: T[]) =>
  fc.oneof(
    { weight: 3 * hostile.length, arbitrary: fc.constant(usual) },
    { weight: hostile.length, arbitrary: fc.constantFrom(...hostile) },
  );

const segment = fc.oneof(
  { weight: 14, arbitrary: fc.constantFrom('teams', 'comparison', 'x.js', 'pricing-tiers', 'profile') },
  fc.constantFrom('api', 'mlb', 'subscriptions', 'login', 'user', 'internal', 'tier', 'healthz', 'readyz'),
  fc.constantFrom('metrics', 'remotes', 'games', 'media', 'index.html', 'remotes.json', 'mf-manifest.json'),
  fc.constantFrom('..', '.', '%2e%2e', '%2E.', '.%2e', '..%2f', '%2f', '%5c', '\\', '..\\', '..;', ''),
  fc.constantFrom('%ff', '%', '%0', '%zz', '%00', '\x00', '%c0%af', '%c0%ae', '%e0%80%af', '%25', '%u002e'),
  fc.constantFrom('\xff\xfe', '\xc3\xa9', '\xed\xa0\x80', '?', '#', ';', '*', '[', ']', '@', ':'),
  fc.string({ unit: 'binary-ascii', maxLength: 6 }),
  fc.integer({ min: 1, max: 4 }).map((n) => 'a'.repeat(10 ** n)),
);
const separator = mostly('/', '\\', '//');
const routePrefix = fc.constantFrom(
  '/api/mlb/',
  '/api/subscriptions/',
  '/api/login/',
  '/api/user/',
  '/remotes/games/',
  '/media/',
  '/',
);
const target = fc.oneof(
  // Mostly paths that start like real routes, so hostile segments reach the routing and the upstreams.
  {
    weight: 6,
    arbitrary: fc
      .tuple(routePrefix, fc.array(segment, { maxLength: 6 }), separator)
      .map(([prefix, parts, sep]) => prefix + parts.join(sep)),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('//', '/\\', '\\', 'http://evil.example/', 'https://x', ''),
        fc.array(segment, { maxLength: 6 }),
        separator,
      )
      .map(([start, parts, sep]) => start + parts.join(sep)),
  },
  { weight: 1, arbitrary: fc.constantFrom('*', '/a'.repeat(20_000), 'http://[', '//[', '/%', 'localhost:80') },
);
const query = fc.oneof(
  fc.constant(''),
  fc.string({ unit: 'binary-ascii', maxLength: 20 }).map((q) => `?${q}`),
);
const header = fc.oneof(
  fc.constantFrom(
    'Content-Length: 5',
    'Content-Length: -1',
    'Content-Length: 99999999999999999999',
    'Content-Length: 5\r\nContent-Length: 7',
    'Transfer-Encoding: chunked',
    'Transfer-Encoding: chunked\r\nContent-Length: 3',
    'Transfer-Encoding: chunked, identity',
    'Transfer-Encoding: xchunked',
    'Transfer-Encoding : chunked',
    'X-Forwarded-For: 10.0.0.1, 127.0.0.1',
    'X-Forwarded-Proto: https',
    'X-Request-Id: ../../etc',
    'Host: evil.example',
    'Host:',
    'Expect: 100-continue',
    'Connection: upgrade\r\nUpgrade: websocket',
    'X-Folded: a\r\n b',
    'X-Nul: a\x00b',
    'Bad Header: x',
    ': empty-name',
    'Accept-Encoding: gzip',
    'Cookie: vantage_staff=%ff',
  ),
  fc
    .tuple(
      fc.constantFrom('X-Junk', 'Authorization', 'Content-Type', 'Referer'),
      fc.string({ unit: 'binary', maxLength: 30 }),
    )
    .map(([name, value]) => `${name}: ${value}`),
  fc.integer({ min: 3, max: 5 }).map((n) => `X-Long: ${'b'.repeat(10 ** n)}`),
);
// noBias: a fair draw (fast-check's bias would mostly pick the first or last constant, e.g. CONNECT).
const request = fc.noBias(
  fc
    .record({
      method: mostly('GET', 'POST', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'get', 'G\x00T', 'PRI', 'CONNECT'),
      target,
      query,
      version: mostly('HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1x', ''),
      host: mostly(true, false),
      headers: fc.oneof(
        { weight: 2, arbitrary: fc.constant([]) },
        { weight: 1, arbitrary: fc.array(header, { minLength: 1, maxLength: 3 }) },
      ),
      eol: mostly('\r\n', '\n'),
      body: mostly('', 'hello', '5\r\nhello\r\n0\r\n\r\n', 'zz\r\nx\r\n', '{"email":'),
    })
    .map(({ method, target: t, query: q, version, host, headers, eol, body }) => {
      const lines = [`${method} ${t}${q} ${version}`.trimEnd(), ...(host ? ['Host: localhost'] : []), ...headers];
      return Buffer.from(`${lines.join(eol)}${eol}${eol}${body}`, 'latin1');
    }),
);

/** The status an edge process answered (0 when it closed the connection without one). */
function send(port: number, bytes: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let head = '';
    const done = () => {
      socket.destroy();
      resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0));
    };
    // An incomplete request (a body shorter than promised) is rightly waited on: not an answer, not a failure.
    // The socket is not half-closed: Node's servers drop a request whose client half-closes.
    socket.setTimeout(1000, done);
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      if (head.includes('\r\n')) done();
    });
    socket.on('end', done);
    socket.on('error', done);
    socket.write(bytes);
  });
}

async function sendAll(port: number, requests: Buffer[]): Promise<number[]> {
  const statuses: number[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      statuses[index] = await send(port, requests[index]);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return statuses;
}

interface Target {
  name: string;
  port: number;
  /** A request the process must still answer with `status` after each batch. */
  probe: { path: string; status: number };
}

const replay = `(replay with FC_SEED=${seed})`;
async function fuzz(targetUnderTest: Target, afterBatch: () => void = () => {}) {
  for (let batch = 0; batch < BATCHES; batch += 1) {
    const requests = fc.sample(request, { seed: seed + batch, numRuns: PER_BATCH });
    const statuses = await sendAll(targetUnderTest.port, requests);
    const fivehundreds = requests
      .filter((_, i) => statuses[i] === 500)
      .map((bytes) => bytes.toString('latin1').slice(0, 200));
    expect({ target: targetUnderTest.name, batch, fivehundreds, replay }).toEqual({
      target: targetUnderTest.name,
      batch,
      fivehundreds: [],
      replay,
    });
    const probe = await fetch(`http://127.0.0.1:${targetUnderTest.port}${targetUnderTest.probe.path}`).then(
      (response) => response.status,
      (err: Error) => err.message,
    );
    expect({ target: targetUnderTest.name, batch, alive: probe, replay }).toEqual({
      target: targetUnderTest.name,
      batch,
      alive: targetUnderTest.probe.status,
      replay,
    });
    afterBatch();
  }
}
jest.setTimeout(60_000);

describe.each(runners)('fuzzing the gateway (%s runner)', (runner) => {
  let modules: Modules;
  let stop: () => Promise<void> = async () => {};
  const upstreams: http.Server[] = [];
  const seen = new Map<string, string[]>();
  let port = 0;

  beforeAll(async () => {
    modules = await loadModules();
    const addresses: Record<string, string> = {};
    for (const name of Object.keys(modules.table.upstreams)) {
      seen.set(name, []);
      const server = await echoUpstream(name, seen.get(name));
      upstreams.push(server);
      addresses[name] = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
    const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'vantage-media-'));
    const gateway = await startGateway(runner, modules, { mediaDir, upstreams: addresses });
    port = gateway.port;
    stop = gateway.stop;
  });
  afterAll(async () => {
    await stop();
    await Promise.all(upstreams.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  test('hostile requests: always an answer, never a 500, never a path outside the route', async () => {
    const outside: string[] = [];
    let reachedServices = 0;
    const checkSeen = () => {
      for (const [name, paths] of seen) {
        if (modules.table.upstreams[name].api) reachedServices += paths.length;
        const prefixes = modules.table.routes
          .filter((route) => route.to === name)
          .map((route) => (route.stripPrefix ? '/' : route.prefix));
        for (const received of paths.splice(0)) {
          const pathname = received.split('?')[0];
          const canonical = !/\/\/|\/\.\.?(\/|$)|\\|%2e|%2f|%5c|%00/i.test(pathname);
          if (!canonical || !prefixes.some((prefix) => pathname.startsWith(prefix)))
            outside.push(`${name} ${received.slice(0, 200)}`);
        }
      }
      expect({ outside, replay }).toEqual({ outside: [], replay });
    };
    const started = Date.now();
    await fuzz({ name: `${runner} gateway`, port, probe: { path: '/api/mlb/teams/', status: 200 } }, checkSeen);
    console.log(
      `${runner} gateway: ${BATCHES * PER_BATCH} requests in ${Date.now() - started} ms, ${reachedServices} reached a service`,
    );
    // The services were reached at all: the fuzz does not only bounce off the front door.
    expect(reachedServices).toBeGreaterThan(BATCHES * 10);
  });
});

describe('fuzzing the static servers and a service', () => {
  const children: ChildProcess[] = [];
  let service: http.Server;
  const targets: Target[] = [];

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vantage-static-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dir, 'remotes.json'), '{}');
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    for (const spa of [true, false]) {
      const staticPort = await freePort();
      const args = [path.join(__dirname, 'static-server.mjs'), '--dir', dir, '--port', String(staticPort)];
      const child = spawn(process.execPath, spa ? [...args, '--spa'] : args, { stdio: ['ignore', 'pipe', 'inherit'] });
      children.push(child);
      await new Promise((resolve) => child.stdout!.once('data', resolve));
      targets.push({
        name: spa ? 'shell static server' : 'remote static server',
        port: staticPort,
        probe: { path: '/remotes.json', status: 200 },
      });
    }
    // The HTTP stack every service shares (service-kit: parsers, logging, metrics, 404 and error handlers).
    const app = createServiceApp({
      name: 'svc-fuzz',
      logger: createLogger('svc-fuzz', 'silent'),
      ready: async () => true,
      routes: (routes) => {
        routes.post('/api/echo/', (req, res) => res.json({ received: req.body ?? null }));
        routes.get('/api/echo/:id/', (req, res) => res.json({ id: req.params.id }));
      },
    });
    service = await new Promise<http.Server>((resolve) => {
      const server = app.listen(0, '127.0.0.1', () => resolve(server));
    });
    targets.push({
      name: 'service',
      port: (service.address() as AddressInfo).port,
      probe: { path: '/healthz', status: 200 },
    });
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await new Promise((resolve) => service.close(resolve));
  });

  test.each([0, 1, 2])('hostile requests: the process keeps answering, never with a 500 (target %i)', async (index) => {
    const started = Date.now();
    await fuzz(targets[index]);
    console.log(`${targets[index].name}: ${BATCHES * PER_BATCH} requests in ${Date.now() - started} ms`);
    expect(children.map((child) => child.exitCode)).toEqual([null, null]);
  });
});
