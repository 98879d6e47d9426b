import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { rawGet } from './raw-http';

// A native import() (see jest.config.js) of the server's ES module.
const importModule = (specifier: string) =>
  import(specifier) as Promise<{
    startStaticServer(options: { dir: string; port: number; spa?: boolean }): Promise<Server>;
    darkPage(headers: Record<string, string>, signedIn: boolean): boolean | undefined;
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

test('a dot-file is never served, though the folder holds it', async () => {
  mkdirSync(path.join(dir, '.git'), { recursive: true });
  writeFileSync(path.join(dir, '.git', 'config.js'), 'SECRET-GIT');
  writeFileSync(path.join(dir, 'assets', '.env.js'), 'SECRET-ENV');
  for (const pathname of ['/.git/config.js', '/assets/.env.js', '/assets/%2Eenv.js']) {
    const response = await fetch(`${base}${pathname}`);
    expect({ pathname, status: response.status }).toEqual({ pathname, status: 404 });
    expect(await response.text()).not.toContain('SECRET');
  }
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

test("a page's colour scheme: the member's own choice, else the system's client hint, else unknown", async () => {
  const { darkPage } = await importModule(path.join(__dirname, 'static-server.mjs'));
  const darkSystem = { 'sec-ch-prefers-color-scheme': 'dark' };
  expect(darkPage(darkSystem, false)).toBe(true);
  expect(darkPage({ 'sec-ch-prefers-color-scheme': 'light' }, false)).toBe(false);
  expect(darkPage({}, false)).toBeUndefined();
  // A member who chose light gets light on a dark system, and dark on any.
  expect(darkPage({ ...darkSystem, cookie: 'vantage_signed_in=1; vantage_dark_mode=0' }, true)).toBe(false);
  expect(darkPage({ cookie: 'vantage_signed_in=1; vantage_dark_mode=1' }, true)).toBe(true);
  // A guest's page is not the last member's on this browser.
  expect(darkPage({ ...darkSystem, cookie: 'vantage_dark_mode=0' }, false)).toBe(true);
});

test('on SIGTERM the server finishes the page it is rendering, then exits', async () => {
  // The first screen waits on the gateway's answers; this gateway holds them until the signal has been sent.
  const held: http.ServerResponse[] = [];
  let holding = true;
  const gateway = http.createServer((_req, res) => (holding ? void held.push(res) : res.writeHead(502).end()));
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const shellDir = mkdtempSync(path.join(os.tmpdir(), 'vantage-static-stop-'));
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(shellDir, 'first-screen.json'), JSON.stringify({ scripts: [] }));
  // A renderer (the shell's server build, dist/server/render.js) whose page waits on the gateway, as the real one does.
  mkdirSync(path.join(shellDir, 'server'));
  writeFileSync(
    path.join(shellDir, 'server', 'render.js'),
    `const { Readable } = require('node:stream');
exports.createFirstScreen = ({ origin }) => async ({ url }) => {
  await fetch(origin + '/api/mlb/calendar/').catch(() => null);
  return { status: 200, body: Readable.from(['<!doctype html><div id="root">' + url + '</div>']) };
};`,
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
  // A client that keeps its connection open until the server closes it (fetch's would drop it after 4 s).
  const agent = new http.Agent({ keepAlive: true });
  try {
    const port = await new Promise<string>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        const listening = / on (\d+)/.exec(String(chunk));
        if (listening) resolve(listening[1]);
      }),
    );
    const page = new Promise<{ status: number; text: () => Promise<string> }>((resolve, reject) =>
      http
        .get(`http://127.0.0.1:${port}/dashboard`, { agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: async () => Buffer.concat(chunks).toString() }),
          );
        })
        .on('error', reject),
    );
    while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    holding = false;
    for (const res of held) res.writeHead(502).end();
    const response = await page;
    expect(response.status).toBe(200);
    // The whole page, as React streamed it, though its data never came.
    expect(await response.text()).toContain('<div id="root">/dashboard</div>');
    // The page's kept-alive connection does not hold the server until it times out (5 s, Node's keepAliveTimeout):
    // the server closes it once the answer is sent (within 50 ms; the limit leaves room for a loaded machine).
    const answered = Date.now();
    expect(await exited).toBe(0);
    expect(Date.now() - answered).toBeLessThan(3500);
  } finally {
    child.kill('SIGKILL');
    agent.destroy();
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
  expect(loaded.size).toBeGreaterThan(1);
  expect([...loaded].filter((file) => !copied.has(file))).toEqual([]);
});
