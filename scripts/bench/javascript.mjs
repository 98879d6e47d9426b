// JavaScript section of `npm run bench`, measured in Chromium through the gateway: gzip bytes of script per
// route, and the budget, the script a guest's browser requests before /dashboard's own content paints.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT } from '../stack.mjs';

const log = (line) => console.log(line);
const kb = (bytes) => Math.round(bytes / 1024);

/** The JavaScript a guest needs before the dashboard's first paint. */
export const FIRST_PAINT_BUDGET_KB = 250;

/**
 * Records every script the page requests: when it was requested, its size as served (the body bytes on the
 * wire, gzip when the server compressed it; a body served uncompressed is gzipped here instead) and its text.
 */
export function recordScripts(page) {
  const scripts = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const entry = { url: request.url(), requestedAt: Date.now() };
    const response = request.response();
    entry.body = response.then((r) => r?.body()).catch(() => undefined);
    entry.size = response
      .then(async (r) => {
        if (!r) return 0;
        if (r.headers()['content-encoding'] === 'gzip') {
          const { responseBodySize } = await request.sizes();
          if (responseBodySize > 0) return responseBodySize;
        }
        return gzipSync(await r.body()).length;
      })
      .catch(() => 0);
    scripts.push(entry);
  });
  return scripts;
}

const totalBytes = async (scripts) =>
  (await Promise.all(scripts.map((script) => script.size))).reduce((a, b) => a + b, 0);

async function perRoute(browser, url, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
  const bytes = await totalBytes(scripts);
  await context.close();
  log(`js: ${route.padEnd(16)} ${String(kb(bytes)).padStart(5)} KB gzip in ${scripts.length} files`);
  return { route, scripts: scripts.length, gzip_kb: kb(bytes) };
}

/**
 * A guest opens /dashboard; the dashboard's first paint is the moment its own content is on screen (the
 * "Game Analytics" heading, drawn with the skeleton cards), not the shell's header. Counted: every script
 * requested before that moment, even one still downloading.
 */
async function dashboardFirstPaint(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${url}/dashboard`, { waitUntil: 'commit' });
  await page.getByRole('heading', { name: 'Game Analytics' }).waitFor({ state: 'visible', timeout: 60_000 });
  const paintedAt = Date.now();
  const before = scripts.filter((script) => script.requestedAt <= paintedAt);
  const bytes = await totalBytes(before);
  await context.close();
  const result = {
    route: '/dashboard',
    scripts: before.length,
    gzip_kb: kb(bytes),
    budget_kb: FIRST_PAINT_BUDGET_KB,
    pass: kb(bytes) <= FIRST_PAINT_BUDGET_KB,
    files: await Promise.all(before.map(async (s) => ({ url: new URL(s.url).pathname, gzip_kb: kb(await s.size) }))),
  };
  log(
    `js: JavaScript before the dashboard's first paint: ${result.gzip_kb} KB gzip in ${result.scripts} files ` +
      `(budget ${FIRST_PAINT_BUDGET_KB} KB: ${result.pass ? 'PASS' : 'FAIL'})`,
  );
  return result;
}

/** The Chromium the browser tests use (e2e/chromium.json). */
export function launchChromium() {
  const settings = JSON.parse(readFileSync(path.join(ROOT, 'e2e/chromium.json'), 'utf8'));
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? settings.executablePath, args: settings.args });
}

export async function javascriptPerRoute(stack) {
  const browser = await launchChromium();
  const routes = ['/', '/dashboard', '/mlb-trends', '/analytics', '/login', '/pricing', '/profile', '/yoko/trends'];
  try {
    const firstPaint = await dashboardFirstPaint(browser, stack.url);
    const perRouteSizes = [];
    for (const route of routes) perRouteSizes.push(await perRoute(browser, stack.url, route));
    return { dashboard_first_paint: firstPaint, per_route: perRouteSizes };
  } finally {
    await browser.close();
  }
}

export function javascriptMarkdown({ dashboard_first_paint: firstPaint, per_route: perRouteSizes }) {
  return [
    "## JavaScript before the dashboard's first paint (gzip as served, guest at /dashboard)",
    '',
    `Scripts requested before the "Game Analytics" heading is on screen: **${firstPaint.gzip_kb} KB** in ` +
      `${firstPaint.scripts} files; budget ${firstPaint.budget_kb} KB: **${firstPaint.pass ? 'PASS' : 'FAIL'}**.`,
    '',
    '| script | KB gzip |',
    '|---|---:|',
    ...firstPaint.files.map((file) => `| ${file.url} | ${file.gzip_kb} |`),
    '',
    '## JavaScript per route (gzip, everything loaded until the network is idle)',
    '',
    '| route | files | KB gzip |',
    '|---|---:|---:|',
    ...perRouteSizes.map((r) => `| ${r.route} | ${r.scripts} | ${r.gzip_kb} |`),
  ];
}
