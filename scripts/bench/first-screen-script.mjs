// The script a guest's browser loads for each first screen until the page settles (the network idle): gzip
// bytes as served, split by whose code it is (the shared libraries the shell provides, antd among them; the
// federation runtime; the shell's own code; each remote's own code), through the apps' source maps. Settled: the
// page is hydrated and no script was requested for 2 s after the network went idle. A file's
// gzip bytes are split in the proportions of its minified bytes.
//   node scripts/bench/first-screen-script.mjs [--url <running product>] [--json <file>] [--pages /,/pricing]
// Without --url it starts the product on free ports (built by `npm run build`). bench/first-screen-budget.json
// holds each page's recorded figure; e2e/src/first-screen-budget.e2e.ts fails past it by its tolerance.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sourceMap from 'source-map';
import { ROOT } from '../stack.mjs';
import { launchChromium, recordScripts } from './javascript.mjs';
import { firstGameId } from './lighthouse.mjs';
import { productToMeasure } from './product.mjs';

const LEAGUES = ['mlb', 'nba', 'nfl', 'nhl'];
const QUIET_MS = 2_000;
/** The app whose build a script comes from, by the URL path it is served under. */
const APP_OF_PATH = [
  ['/remotes/games/', 'mfe-games', 'games'],
  ['/remotes/account/', 'mfe-account', 'account'],
  ['/remotes/admin/', 'mfe-admin', 'admin'],
  ['/', 'shell', 'shell'],
];
/** The parts a page's script is split into, in the report's order. */
export const PARTS = ['antd', 'react', 'other shared', 'MF runtime', 'shell', 'games', 'account', 'admin'];
const ANTD = /node_modules\/(antd|@ant-design|@rc-component|rc-[^/]+)\//;
const REACT = /node_modules\/(react|react-dom|scheduler)\//;
// Webpack's runtime modules (the federation's included) and the federation runtime's packages.
const FEDERATION = /node_modules\/@module-federation\/|^webpack:\/\/[^/]*\/webpack\/(runtime|container|sharing)\//;

/** The first screens: home, pricing, and each league's dashboard, trends listing and first game of the day. */
export async function firstScreenPages(url) {
  const games = Object.fromEntries(
    await Promise.all(LEAGUES.map(async (league) => [league, await firstGameId(url, league)])),
  );
  return [
    { name: '/', path: '/' },
    { name: '/pricing', path: '/pricing' },
    ...LEAGUES.flatMap((league) => [
      { name: `/dashboard?league=${league}`, path: `/dashboard?league=${league}` },
      { name: `/${league}-trends`, path: `/${league}-trends` },
      { name: `/game/<${league} id>`, path: `/game/${encodeURIComponent(games[league])}` },
    ]),
  ];
}

/**
 * Whose code a source is: a remote's build holds its own code and bundled packages (the shared ones come from
 * the shell), the federation's runtime modules aside; the shell's build holds its code and the shared packages.
 */
function partOf(source, app) {
  if (FEDERATION.test(source)) return 'MF runtime';
  if (app !== 'shell') return app;
  if (ANTD.test(source)) return 'antd';
  if (REACT.test(source)) return 'react';
  if (/node_modules\/|packages\//.test(source)) return 'other shared';
  return 'shell';
}

const sourceMaps = new Map();
/** Minified bytes of a script per part, from its app's source map (bytes no mapping covers: the app's). */
function bytesByPart(pathname, text) {
  const [prefix, appDir, app] = APP_OF_PATH.find(([start]) => pathname.startsWith(start));
  const mapFile = path.join(ROOT, appDir, 'sourcemaps', `${pathname.slice(prefix.length)}.map`);
  const parts = {};
  const add = (part, bytes) => (parts[part] = (parts[part] ?? 0) + bytes);
  if (!existsSync(mapFile)) {
    add(app === 'shell' && !pathname.endsWith('.js') ? 'shell' : app, text.length);
    return parts;
  }
  if (!sourceMaps.has(mapFile))
    sourceMaps.set(mapFile, new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))));
  const lines = text.split('\n');
  const mappings = [];
  sourceMaps.get(mapFile).eachMapping((m) => mappings.push(m), null, sourceMap.SourceMapConsumer.GENERATED_ORDER);
  let mapped = 0;
  mappings.forEach((m, i) => {
    const next = mappings[i + 1];
    const end = next?.generatedLine === m.generatedLine ? next.generatedColumn : lines[m.generatedLine - 1]?.length;
    const bytes = Math.max(0, (end ?? m.generatedColumn) - m.generatedColumn);
    mapped += bytes;
    add(m.source ? partOf(m.source, app) : app, bytes);
  });
  add(app, Math.max(0, text.length - mapped));
  return parts;
}

/**
 * Settled: React has taken the page over (`<html data-hydrated>`, set once hydrated), and then the network has
 * been idle with no new script requested for QUIET_MS (the parts below the first screen load after it).
 */
async function settled(tab, scripts) {
  await tab.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 120_000 });
  for (let count = -1; count !== scripts.length;) {
    count = scripts.length;
    await tab.waitForLoadState('networkidle', { timeout: 120_000 });
    await tab.waitForTimeout(QUIET_MS);
  }
}

/** One page opened by a guest in a fresh context: every script until the network is idle, split by part. */
async function measurePage(browser, url, page) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const scripts = recordScripts(tab);
  await tab.goto(`${url}${page.path}`, { waitUntil: 'commit', timeout: 120_000 });
  await settled(tab, scripts);
  const files = await Promise.all(
    scripts.map(async (script) => {
      const pathname = new URL(script.url).pathname;
      const gzip = await script.size;
      const text = (await script.body)?.toString('utf8') ?? '';
      const minified = bytesByPart(pathname, text);
      const total = Object.values(minified).reduce((a, b) => a + b, 0) || 1;
      const parts = Object.fromEntries(Object.entries(minified).map(([part, bytes]) => [part, (gzip * bytes) / total]));
      return { file: pathname, gzip, parts };
    }),
  );
  await context.close();
  const kb = (bytes) => Math.round(bytes / 102.4) / 10;
  const byPart = Object.fromEntries(
    PARTS.map((part) => [part, kb(files.reduce((sum, file) => sum + (file.parts[part] ?? 0), 0))]),
  );
  return {
    page: page.name,
    path: page.path,
    gzip_kb: kb(files.reduce((sum, file) => sum + file.gzip, 0)),
    by_part_kb: byPart,
    files: files.map((file) => ({ file: file.file, gzip_kb: kb(file.gzip) })),
  };
}

/** Every first screen's script, split by part. */
export async function firstScreenScript(url, log = console.log, only = null) {
  const browser = await launchChromium();
  try {
    const results = [];
    const pages = (await firstScreenPages(url)).filter((page) => !only || only.includes(page.name));
    for (const page of pages) {
      const result = await measurePage(browser, url, page);
      log(`first-screen script: ${page.name.padEnd(22)} ${result.gzip_kb} KB gzip in ${result.files.length} files`);
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function firstScreenMarkdown(results) {
  return [
    '## Script per first screen (gzip as served, a guest, until the network is idle)',
    '',
    '`node scripts/bench/first-screen-script.mjs`; the parts through the source maps (a file split in its minified',
    "bytes' proportions). antd, react and other shared: the shell's copies, which every remote uses.",
    '',
    `| page | KB gzip | files | ${PARTS.join(' | ')} |`,
    `|---|---:|---:|${PARTS.map(() => '---:').join('|')}|`,
    ...results.map(
      (r) =>
        `| ${r.page} | ${r.gzip_kb} | ${r.files.length} | ${PARTS.map((part) => r.by_part_kb[part]).join(' | ')} |`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, json: { type: 'string' }, pages: { type: 'string' } },
  });
  const product = await productToMeasure(values.url);
  try {
    const results = await firstScreenScript(product.url, (line) => console.error(line), values.pages?.split(','));
    if (values.json) writeFileSync(values.json, JSON.stringify(results, null, 2));
    console.log(firstScreenMarkdown(results).join('\n'));
  } finally {
    await product.stop();
  }
}
