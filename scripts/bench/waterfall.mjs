// The network waterfall of a guest's first screen: every request of the page, with the moment it started (ms
// after the document's request) and what started it (the parser, a script, a preload). Scripts that could load
// side by side but start one after another show up here as a staircase.
//   node scripts/bench/waterfall.mjs [--url <running product>] [--pages /,/dashboard] [--cpu 4] [--json <file>]
// Without --url it starts the built product on free ports. --cpu slows the CPU (CDP) so that the chain of
// script evaluations that starts each request stands out as on a phone.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { launchChromium } from './javascript.mjs';
import { productToMeasure } from './product.mjs';

/** What a request is, in a word: the shell's startup chunks, a remote's entry, the worker's files, data. */
function initiatorOf(event) {
  const initiator = event.initiator ?? {};
  if (initiator.type === 'parser') return 'parser';
  if (initiator.type === 'preload' || event.type === 'Preload') return 'preload';
  const frame = initiator.stack?.callFrames?.[0] ?? initiator.stack?.parent?.callFrames?.[0];
  const file = frame?.url ? new URL(frame.url).pathname : initiator.url ? new URL(initiator.url).pathname : '';
  return `${initiator.type ?? '?'}${file ? ` ${file}` : ''}`;
}

/**
 * One page in a fresh context: each request's start and end (ms after the document's request, by the browser's
 * own timing of each request) and what started it (CDP's initiator; a worker's requests have none there).
 */
export async function waterfall(browser, url, pagePath, { cpu = 1 } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const initiators = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!initiators.has(event.request.url)) initiators.set(event.request.url, initiatorOf(event));
  });
  // The context sees the page's requests and its dedicated workers' (the contract checks' worker).
  const requests = [];
  context.on('request', (request) => requests.push(request));
  await page.goto(`${url}${pagePath}`, { waitUntil: 'commit', timeout: 120_000 });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.waitForTimeout(1_000);
  const rows = await Promise.all(
    requests.map(async (request) => {
      await request.response().catch(() => null);
      const timing = request.timing();
      let inWorker = false;
      try {
        request.frame();
      } catch {
        inWorker = true;
      }
      const address = new URL(request.url());
      return {
        path: address.pathname + address.search,
        type: request.resourceType(),
        where: inWorker ? 'worker' : 'page',
        initiator: initiators.get(request.url()) ?? (inWorker ? 'worker' : '?'),
        startedAt: timing.startTime,
        endedAt: timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : null,
      };
    }),
  );
  await context.close();
  const origin = rows.find((row) => row.type === 'document')?.startedAt ?? Math.min(...rows.map((r) => r.startedAt));
  return rows
    .filter((row) => row.startedAt > 0)
    .map(({ startedAt, endedAt, ...row }) => ({
      ...row,
      start_ms: Math.round(startedAt - origin),
      end_ms: endedAt === null ? null : Math.round(endedAt - origin),
    }))
    .sort((a, b) => a.start_ms - b.start_ms);
}

export function waterfallMarkdown(pagePath, rows) {
  return [
    `| ${pagePath} request | type | start ms | end ms | started by |`,
    '|---|---|---:|---:|---|',
    ...rows.map(
      (row) =>
        `| ${row.path.length > 60 ? `${row.path.slice(0, 57)}…` : row.path} | ${row.type}${row.where === 'worker' ? ' (worker)' : ''} | ` +
        `${row.start_ms} | ${row.end_ms ?? '–'} | ${row.initiator} |`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      pages: { type: 'string', default: '/' },
      cpu: { type: 'string', default: '1' },
      json: { type: 'string' },
    },
  });
  const product = await productToMeasure(values.url);
  const browser = await launchChromium();
  try {
    const results = {};
    for (const pagePath of values.pages.split(',')) {
      const rows = await waterfall(browser, product.url, pagePath, { cpu: Number(values.cpu) });
      results[pagePath] = rows;
      console.log(waterfallMarkdown(pagePath, rows).join('\n'), '\n');
    }
    if (values.json) writeFileSync(values.json, JSON.stringify(results, null, 2));
  } finally {
    await browser.close();
    await product.stop();
  }
}
