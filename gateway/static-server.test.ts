import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const importModule = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<{ startStaticServer(options: { dir: string; port: number; spa?: boolean }): Promise<Server> }>;

let server: Server;
let base = '';
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'vantage-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'main.3f2a9c81.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  writeFileSync(path.join(dir, 'remotes.json'), '{"games":"/remotes/games/mf-manifest.json"}');
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

test('a replaced file is served without a restart', async () => {
  writeFileSync(path.join(dir, 'remotes.json'), '{"games":"/remotes/games-v2/mf-manifest.json"}');
  expect(await (await fetch(`${base}/remotes.json`)).json()).toEqual({ games: '/remotes/games-v2/mf-manifest.json' });
});
