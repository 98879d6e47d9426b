import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = process.env.VANTAGE_URL ?? 'http://localhost:8080';
export const stack = JSON.parse(process.env.VANTAGE_STACK ?? '{}') as {
  url: string;
  ports: Record<string, number>;
  databaseUrls: Record<'auth' | 'sports' | 'billing', string>;
  mediaDir: string;
  pids: Record<string, number>;
};
const ARTIFACTS = path.resolve(__dirname, '../../artifacts');

let browser: Browser | null = null;

export async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
      // Multi-tab tests click in tabs Chromium would otherwise throttle as background tabs.
      '--disable-renderer-backgrounding',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
    ],
  });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed page loads seen during the test. */
  errors: string[];
}

/** A fresh browser context (own storage) and page; pass a viewport for mobile checks. */
export async function openSession(viewport = { width: 1280, height: 900 }): Promise<Session> {
  const context = await (await launchBrowser()).newContext({ viewport, baseURL: BASE_URL });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

/** Saves a full-page screenshot named after the running test into e2e/artifacts/. */
export async function screenshot(page: Page, suffix = ''): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const name = (expect.getState().currentTestName ?? 'screenshot').replace(/[^A-Za-z0-9]+/g, '-').slice(0, 120);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}${suffix}.png`), fullPage: true });
}
