// JavaScript section of `npm run bench`: gzip bytes of script per route, measured in Chromium.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT } from '../stack.mjs';

const log = (line) => console.log(line);

export async function javascriptPerRoute(stack) {
  const settings = JSON.parse(readFileSync(path.join(ROOT, 'e2e/chromium.json'), 'utf8'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? settings.executablePath,
    args: settings.args,
  });
  const routes = ['/', '/dashboard', '/mlb-trends', '/analytics', '/login', '/pricing', '/profile', '/yoko/trends'];
  const sizes = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const header = Number(response.headers()['content-length']);
        const gzipped =
          response.headers()['content-encoding'] === 'gzip' && header
            ? header
            : gzipSync(await response.body().catch(() => Buffer.alloc(0))).length;
        scripts.push(gzipped);
      });
      await page.goto(`${stack.url}${route}`, { waitUntil: 'networkidle' });
      const kb = scripts.reduce((sum, size) => sum + size, 0) / 1024;
      sizes.push({ route, scripts: scripts.length, gzip_kb: Math.round(kb) });
      log(`js: ${route.padEnd(16)} ${String(Math.round(kb)).padStart(5)} KB gzip in ${scripts.length} files`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

export function javascriptMarkdown(javascript) {
  return [
    '## JavaScript per route (gzip, everything loaded until the network is idle)',
    '',
    '| route | files | KB gzip |',
    '|---|---:|---:|',
    ...javascript.map((r) => `| ${r.route} | ${r.scripts} | ${r.gzip_kb} |`),
  ];
}
