import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { TRIAL_PERIOD_DAYS } from '@vantage/contracts/tiers';
import { rawGet } from './raw-http';

// A native import() (see jest.config.js) of the server's ES module.
const importModule = (specifier: string) =>
  import(specifier) as Promise<{
    startStaticServer(options: { dir: string; port: number; spa?: boolean }): Promise<Server>;
  }>;

let server: Server;
let base = '';
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'vantage-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'main.3f2a9c81.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  writeFileSync(path.join(dir, 'remotes.json'), '{"games":"/remotes/games/mf-manifest.json"}');
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"games"}');
  for (const metadata of ['mf-stats.json', 'first-screen.json', 'main.3f2a9c81.js.map'])
    writeFileSync(path.join(dir, metadata), '{"path":"/home/builder/vantage/mfe-games/src/App.tsx"}');
  const { startStaticServer } = await importModule(path.join(__dirname, 'static-server.mjs'));
  server = await startStaticServer({ dir, port: 0, spa: true });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('the home page and client-side routes are the shell page, revalidated every time', async () => {
  for (const pathname of ['/', '/dashboard', '/game/2023-07-15-NYA-1']) {
    const response = await fetch(`${base}${pathname}`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('id="root"');
  }
});

test('hashed files are immutable and compressed; the remotes list is revalidated', async () => {
  const hashed = await fetch(`${base}/main.3f2a9c81.js`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(hashed.headers.get('content-type')).toMatch(/javascript/);
  expect((await hashed.text()).length).toBeGreaterThan(5000); // fetch decodes the gzip body
  const remotes = await fetch(`${base}/remotes.json`);
  expect(remotes.headers.get('cache-control')).toBe('no-cache');
});

test('missing files with an extension are 404, and nothing outside the folder is reachable', async () => {
  expect((await fetch(`${base}/missing.js`)).status).toBe(404);
  const escape = await fetch(`${base}/..%2f..%2f..%2fetc%2fpasswd`);
  expect(await escape.text()).not.toContain('root:');
});

test("build metadata (module federation's stats, the first screen's list, source maps) is not served", async () => {
  for (const pathname of ['/mf-stats.json', '/first-screen.json', '/main.3f2a9c81.js.map', '/./mf-stats.json']) {
    const response = await fetch(`${base}${pathname}`);
    expect({ pathname, status: response.status }).toEqual({ pathname, status: 404 });
    expect(await response.text()).not.toContain('/home/builder');
  }
  expect((await fetch(`${base}/mf-manifest.json`)).status).toBe(200);
});

test('a replaced file is served without a restart', async () => {
  writeFileSync(path.join(dir, 'remotes.json'), '{"games":"/remotes/games-v2/mf-manifest.json"}');
  expect(await (await fetch(`${base}/remotes.json`)).json()).toEqual({ games: '/remotes/games-v2/mf-manifest.json' });
});

test('a malformed path is a 400, and the server keeps serving', async () => {
  const port = (server.address() as AddressInfo).port;
  expect((await rawGet(port, '/%ff')).status).toBe(400);
  for (const target of ['/%ff', '/%', '/%e0%80%af', '/assets/%c0%ae%c0%ae/x.js', '/%00']) {
    const answer = await rawGet(port, target);
    // 400 for a path that cannot be decoded; 404 for one that decodes to no file.
    expect({ target, ok: [400, 404].includes(answer.status) }).toEqual({ target, ok: true });
  }
  expect((await fetch(`${base}/`)).status).toBe(200);
});

test('on SIGTERM the server finishes the page it is rendering, then exits', async () => {
  // The first screen waits on the gateway's answers; this gateway holds them until the signal has been sent.
  const held: http.ServerResponse[] = [];
  let holding = true;
  const gateway = http.createServer((_req, res) => (holding ? void held.push(res) : res.writeHead(502).end()));
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const shellDir = mkdtempSync(path.join(os.tmpdir(), 'vantage-static-stop-'));
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    path.join(shellDir, 'first-screen.json'),
    JSON.stringify({ stylesheets: [], scripts: [], routes: [{ path: '/dashboard', remote: 'games' }] }),
  );
  const origin = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  const child = spawn(
    process.execPath,
    [
      path.join(__dirname, 'static-server.mjs'),
      '--dir',
      shellDir,
      '--port',
      '0',
      '--spa',
      '--first-screen-origin',
      origin,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  try {
    const port = await new Promise<string>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        const listening = / on (\d+)/.exec(String(chunk));
        if (listening) resolve(listening[1]);
      }),
    );
    const page = fetch(`http://127.0.0.1:${port}/dashboard`);
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    holding = false;
    for (const res of held) res.writeHead(502).end();
    expect((await page).status).toBe(200);
    // At once: the page's kept-alive connection does not hold the server until the client drops it.
    const answered = Date.now();
    expect(await exited).toBe(0);
    expect(Date.now() - answered).toBeLessThan(1000);
  } finally {
    child.kill('SIGKILL');
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  }
});

test("the front ends' image holds every module the static server loads (docker/image-files.mjs)", () => {
  const gatherer = readFileSync(path.join(__dirname, '../docker/image-files.mjs'), 'utf8');
  const copyLine = gatherer.split('\n').find((line) => line.includes("'static-server.mjs'")) ?? '';
  const copied = new Set([...copyLine.matchAll(/'([\w.-]+\.mjs)'/g)].map((m) => m[1]));
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    const source = readFileSync(path.join(__dirname, file), 'utf8');
    for (const m of source.matchAll(/(?:from|import\()\s*'\.\/([\w.-]+\.mjs)'/g)) visit(m[1]);
  };
  visit('static-server.mjs');
  expect(loaded.size).toBeGreaterThan(2);
  expect([...loaded].filter((file) => !copied.has(file))).toEqual([]);
});

// The first screen the shell's server renders (first-screen.mjs), in this file: jest's native ES module
// imports break when a third test file of this package imports modules too.
describe('first screen', () => {
  type Render = (pathname: string, options?: { signedIn?: boolean; dark?: boolean }) => Promise<string | null>;

  /** What the gateway answers behind the shell: remotes.json, the games remote's manifest and the API. */
  const upstream: Record<string, unknown> = {};
  let gateway: Server;
  let render: Render;
  let firstScreenDir = '';

  const manifest = (exposeChunk: string) => ({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [{ path: './App', assets: { js: { sync: [exposeChunk], async: ['lazy.1111.js'] } } }],
  });

  /** A game with a start time, in the day's list and as its own answer. */
  const lateGame = {
    game_id: 'g2',
    game_date: '2023-08-02',
    game_time: '7:05 PM',
    start_time: '2023-08-02T23:05:00Z',
    start_kind: 'time',
    away_team: 'Boston Red Sox',
    home_team: 'Seattle Mariners',
  };

  beforeAll(async () => {
    Object.assign(upstream, {
      '/remotes.json': { games: '/remotes/games/mf-manifest.json', account: '/remotes/account/mf-manifest.json' },
      '/remotes/games/mf-manifest.json': manifest('__federation_expose_App.aaaa1111.js'),
      '/api/mlb/calendar/': { today: '2023-08-02', yesterday: '2023-08-01', replay: true, replay_date: '2023-08-02' },
      '/api/mlb/comparison/?date=2023-08-02': {
        date: '2023-08-02',
        games: [
          {
            game_id: 'g1',
            game_date: '2023-08-02',
            game_time: 'Night game',
            start_time: null,
            start_kind: 'night',
            away_team: '</script><script>alert(1)</script>',
            home_team: 'Atlanta Braves',
          },
          lateGame,
        ],
      },
      '/api/mlb/comparison/g2/': lateGame,
      '/api/subscriptions/pricing-tiers/': [
        { id: 1, name: 'Free', price: 0, tier_type: 'free', features: [] },
        { id: 2, name: 'Basic', price: 9.99, tier_type: 'basic', features: [] },
      ],
    });
    gateway = http.createServer((req, res) => {
      const body = upstream[req.url ?? ''];
      if (body === undefined) res.writeHead(502).end();
      else res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    firstScreenDir = mkdtempSync(path.join(os.tmpdir(), 'vantage-first-screen-'));
    writeFileSync(
      path.join(firstScreenDir, 'index.html'),
      '<!doctype html><html><head><title>V</title></head><body><div id="root"></div></body></html>',
    );
    // The theme's variables, as the shell's antd stylesheet declares them (light, and what dark mode changes).
    const { THEME_VARIABLES } = (await importModule(path.join(__dirname, 'first-screen-html.mjs'))) as unknown as {
      THEME_VARIABLES: string[];
    };
    writeFileSync(
      path.join(firstScreenDir, 'antd.0a0a0a0a.css'),
      `.ant-btn{color:red}:root,.vantage-theme{${THEME_VARIABLES.map((name) => `${name}:#123456`).join(';')}}` +
        'html.dark,html.dark .vantage-theme{--ant-color-text:#fefefe}',
    );
    writeFileSync(
      path.join(firstScreenDir, 'first-screen.json'),
      JSON.stringify({
        stylesheets: ['antd.0a0a0a0a.css'],
        scripts: ['/bootstrap.5e5e5e5e.js'],
        routes: [
          { path: '/dashboard', remote: 'games' },
          { path: '/game/:gameId', remote: 'games' },
          { path: '/pricing', remote: 'account' },
        ],
      }),
    );
    const { createFirstScreen } = (await importModule(path.join(__dirname, 'first-screen.mjs'))) as unknown as {
      createFirstScreen: (options: { dir: string; origin: string }) => Render;
    };
    render = createFirstScreen({
      dir: firstScreenDir,
      origin: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
    });
  });
  afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

  const page = async (pathname: string, signedIn = false) => (await render(pathname, { signedIn })) ?? '';
  /** What the first screen's data asks the shell's entry to preload, in order. */
  const preloads = (html: string) =>
    (inlined(html).preload as { as: string; href: string; crossorigin?: string }[]).map(
      ({ as, href, crossorigin }) => `${as} ${href}${crossorigin ? ' cors' : ''}`,
    );
  function inlined(html: string) {
    const json = /<script type="application\/json" id="vantage-first-screen">(.*?)<\/script>/.exec(html)?.[1];
    return JSON.parse(json ?? 'null');
  }

  test("a remote's route preloads its live manifest, remoteEntry and App chunk, and carries the first answers as data", async () => {
    const html = await page('/dashboard');
    expect(preloads(html)).toEqual([
      'fetch /remotes/games/mf-manifest.json cors',
      'script /bootstrap.5e5e5e5e.js',
      'script /remotes/games/remoteEntry.js',
      'script /remotes/games/__federation_expose_App.aaaa1111.js',
    ]);
    const data = inlined(html);
    expect(data.everyone['/api/mlb/calendar/']).toEqual({
      today: '2023-08-02',
      yesterday: '2023-08-01',
      replay: true,
      replay_date: '2023-08-02',
    });
    expect(data.everyone['/remotes.json'].games).toBe('/remotes/games/mf-manifest.json');
    expect(data.guest['/api/mlb/comparison/?date=2023-08-02'].games[0].away_team).toBe(
      '</script><script>alert(1)</script>',
    );
    // Data only: the one script element is never executed, and no text in it can close it.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  test('a remote redeployed alone is preloaded on the next load; a remote that is down is simply not preloaded', async () => {
    upstream['/remotes/games/mf-manifest.json'] = manifest('__federation_expose_App.bbbb2222.js');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(preloads(await page('/dashboard'))).toContain('script /remotes/games/__federation_expose_App.bbbb2222.js');

    delete upstream['/remotes/games/mf-manifest.json'];
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const html = await page('/dashboard');
    expect(preloads(html)).toEqual(['script /bootstrap.5e5e5e5e.js']);
    // The first screen still shows; the application then shows the remote's unavailable card.
    expect(visibleText(html)).toContain('Game Analytics');
  });

  /** The text a browser would show of the server's first screen, in document order. */
  const visibleText = (html: string) =>
    (/<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '')
      .replace(/<style>[\s\S]*?<\/style>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();

  test("the first screen shows every visitor the page's heading and today's games, escaped, before any script", async () => {
    const dashboard = await page('/dashboard');
    expect(visibleText(dashboard)).toBe(
      'Vantage Sports Analytics Search teams... Login Sign Up Game Analytics ' +
        // A replayed day says so (mfe-games' ReplayNote says the same).
        'MLB predictions and trends · Wednesday, August 2, 2023 · Replay of 2 Aug 2023 ' +
        'Guest Mode: You can view 1 free insight. Upgrade to unlock all analytics. Upgrade 2 games ' +
        'Night game &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Atlanta Braves ' +
        '7:05 PM ET Boston Red Sox Seattle Mariners',
    );
    expect(dashboard).toContain('href="/game/g2"');
    // A browser holding a session (its cookie hint) gets a member's first screen: no guest notice, no Login.
    const member = visibleText(await page('/dashboard', true));
    expect(member).toContain('Game Analytics');
    expect(member).not.toMatch(/Guest Mode|Login|Sign Up/);
    // Styled with the theme's own variables, dark mode included, without waiting for antd's stylesheet.
    expect(dashboard).toContain('html.dark{--ant-color-text:#fefefe}');
    // A member whose theme is dark (its cookie hint) gets the page dark from the first paint.
    expect(dashboard).toMatch(/^<!doctype html><html><head>/);
    expect(await render('/dashboard', { signedIn: true, dark: true })).toMatch(/^<!doctype html><html class="dark">/);
    expect(dashboard).not.toContain('.ant-btn{color:red}');
    expect(visibleText(await page('/game/g2'))).toContain(
      'Boston Red Sox at Seattle Mariners Wednesday, August 2, 2023 · 7:05 PM ET',
    );
    const pricing = visibleText(await page('/pricing'));
    expect(pricing).toContain(
      `Choose Your Plan All plans include a ${TRIAL_PERIOD_DAYS}-day free trial. Cancel anytime.`,
    );
    expect(pricing).toContain('Free Free forever Basic $9.99 per month');
    expect(visibleText(await page('/'))).toContain('Unlock Elite Sports Intelligence');
    // Routes whose first screen depends on who is signed in, or that hold a form, get the application alone.
    for (const pathname of ['/login', '/profile', '/game/g1'])
      expect(await page(pathname)).toContain('<div id="root"></div>');
  });

  test('pages of the shell itself and malformed paths still get the page', async () => {
    expect(preloads(await page('/'))).toEqual(['script /bootstrap.5e5e5e5e.js']);
    expect(preloads(await page('/about'))).toEqual(['script /bootstrap.5e5e5e5e.js']);
    const html = await page('/game/%E0%A4%A');
    expect(html).toContain('<div id="root"></div>');
    expect(inlined(html).guest).toEqual({});
  });
});
