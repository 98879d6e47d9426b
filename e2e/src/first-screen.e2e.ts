// The shell's server streams a page: its head at once, so that the browser fetches what it names while the
// server waits for the page's data, the rendered page when it has it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

interface PageRequest {
  url: string;
  signedIn: boolean;
  dark: boolean;
}
// The shell's server as the product runs it: its build (shell/dist/server/render.js, from shell/src/server).
const { createFirstScreen } = require(path.resolve(__dirname, '../../shell/dist/server/render.js')) as {
  createFirstScreen(options: { dir: string; origin: string }): (request: PageRequest) => Promise<Readable | null>;
};

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Vantage</title><script defer="defer" src="/start.js"></script>' +
  '</head><body><noscript>no script</noscript><div id="root"></div></body></html>';

let dir = '';
let gateway: Server;
let origin = '';
/** The gateway's answers wait for this: the page's data is slow. */
let answersGo: () => void = () => undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'vantage-first-screen-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'first-screen.json'), JSON.stringify({ scripts: ['/main.js'] }));
  const held = new Promise<void>((resolve) => (answersGo = resolve));
  gateway = http.createServer((_req, res) => void held.then(() => res.writeHead(404).end()));
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(async () => {
  answersGo();
  await new Promise((resolve) => gateway.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const nextChunk = (stream: Readable) =>
  new Promise<string>((resolve, reject) => {
    stream.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8')));
    stream.once('error', reject);
  });

test('the head goes out while the page waits for its data, the rendered page once it has it', async () => {
  const render = createFirstScreen({ dir, origin });
  const page = await render({ url: '/pricing', signedIn: false, dark: false });
  if (!page) throw new Error('the server renders /pricing');
  const head = await nextChunk(page);
  expect(head).toContain('<script defer="defer" src="/start.js">');
  expect(head).not.toContain('</head>');

  const rest: string[] = [];
  page.on('data', (chunk: Buffer) => rest.push(chunk.toString('utf8')));
  answersGo();
  await new Promise((resolve) => page.on('end', resolve));
  const html = head + rest.join('');
  expect(html).toMatch(
    /<script type="application\/json" id="vantage-first-screen">.*<\/script><style data-critical>.*<\/head><body><noscript>/s,
  );
  // The remote is down (the gateway has no manifest): the page is the shell's, with the unavailable card.
  expect(html).toMatch(/<div id="root"><.+<\/div><\/body><\/html>$/s);
});
