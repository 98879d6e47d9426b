import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import chromiumSettings from '../../chromium.json';

export const BASE_URL = process.env.VANTAGE_URL ?? 'http://localhost:8080';
export const stack = JSON.parse(process.env.VANTAGE_STACK ?? '{}') as {
  url: string;
  ports: Record<string, number>;
  databaseUrls: Record<'auth' | 'sports' | 'billing', string>;
  mediaDir: string;
  /** The embedded databases' record operator commands read (written by a stack on them only). */
  recordFile: string;
  pids: Record<string, number>;
};
const ARTIFACTS = path.resolve(__dirname, '../../artifacts');

let browser: Browser | null = null;

export async function launchBrowser(): Promise<Browser> {
  // Debian's Chromium with the flags this machine needs (no network beyond loopback); background tabs
  // are not throttled because multi-tab tests click in them. Shared with the benchmark runner.
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumSettings.executablePath,
    args: chromiumSettings.args,
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

/** Set on <html> once React has taken over the server's page (shell/src/bootstrap.tsx). */
export const HYDRATED = 'html[data-hydrated]';

/**
 * page.goto and page.reload that return once the page is the application's: the server's page is on screen
 * before its scripts run, and a click landing before React hydrates it would do nothing.
 */
export function waitForHydration(page: Page): void {
  for (const name of ['goto', 'reload'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        // A page that is not the application's (the API reference) has no #root to hydrate.
        await page.waitForFunction(
          (hydrated) => !document.getElementById('root') || document.querySelector(hydrated) !== null,
          HYDRATED,
        );
        return response;
      },
    });
  }
}

/** A fresh browser context (own storage) and page; pass a viewport for mobile checks. */
export async function openSession(viewport = { width: 1280, height: 900 }): Promise<Session> {
  const context = await (await launchBrowser()).newContext({ viewport, baseURL: BASE_URL });
  // CI's machine is shared and its speed varies over twofold from day to day: a wait long enough for its slow days.
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  waitForHydration(page);
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

/**
 * Gives every test of the file a fresh session (own storage), and a screenshot at its end when it failed. The returned
 * object always reads the running test's session.
 */
export function useBrowserSession(viewport?: { width: number; height: number }): Session {
  let current: Session | null = null;
  beforeEach(async () => {
    current = await openSession(viewport);
  });
  afterEach(async () => {
    if (!current) return;
    if ((globalThis as { __testFailed?: boolean }).__testFailed) await screenshot(current.page, '-failed');
    await current.context.close();
    current = null;
  });
  afterAll(closeBrowser);
  const running = (): Session => {
    if (!current) throw new Error('the browser session exists only inside a test');
    return current;
  };
  return {
    get context() {
      return running().context;
    },
    get page() {
      return running().page;
    },
    get errors() {
      return running().errors;
    },
  };
}
