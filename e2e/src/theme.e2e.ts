// A guest's pages take the colour scheme of their system from the first paint: the server's HTML is already dark
// for a dark system (Chromium tells it through the Sec-CH-Prefers-Color-Scheme client hint), hydration keeps it
// without a mismatch, and a light system still gets light pages. Screenshots of four pages at 375 and 1280 px,
// light and dark.
import { chromium, type Browser, type Page } from 'playwright-core';
import chromiumSettings from '../chromium.json';
import { BASE_URL, screenshot, waitForHydration } from './support/browser';
import { calendar, gamesOn } from './support/games';

type Scheme = 'light' | 'dark';
const browsers = new Map<Scheme, Browser>();
let gamePath = '';

beforeAll(async () => {
  // Chromium's client hint tells the system's scheme, which emulating the media query does not change: a dark
  // system is a browser started in dark mode.
  for (const scheme of ['light', 'dark'] as const) {
    const args = scheme === 'dark' ? [...chromiumSettings.args, '--force-dark-mode'] : chromiumSettings.args;
    browsers.set(scheme, await chromium.launch({ executablePath: chromiumSettings.executablePath, args }));
  }
  const { games } = await gamesOn((await calendar()).today);
  gamePath = `/game/${games[0].game_id}`;
});
afterAll(async () => {
  for (const browser of browsers.values()) await browser.close();
});

async function openPage(scheme: Scheme, { javaScript, width }: { javaScript: boolean; width: number }) {
  const context = await browsers.get(scheme)!.newContext({
    baseURL: BASE_URL,
    colorScheme: scheme,
    javaScriptEnabled: javaScript,
    viewport: { width, height: 900 },
  });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  if (javaScript) waitForHydration(page);
  return { context, page };
}

/** Relative luminance (0 black – 1 white) of a computed CSS colour; null when it is transparent. */
function luminanceOf(colour: string): number | null {
  const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  if (a === 0) return null;
  const linear = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The backgrounds a reader sees most of: the page, its layout and every card. */
async function surfaces(page: Page): Promise<{ what: string; luminance: number }[]> {
  await page.locator('.ant-card').first().waitFor();
  const colours = await page.evaluate(() =>
    [document.body, ...document.querySelectorAll('.ant-layout, .ant-card')].map((element) => ({
      what: element === document.body ? 'body' : `${element.tagName.toLowerCase()}.${element.classList[0]}`,
      colour: getComputedStyle(element).backgroundColor,
    })),
  );
  return colours
    .map(({ what, colour }) => ({ what, luminance: luminanceOf(colour) }))
    .filter((surface): surface is { what: string; luminance: number } => surface.luminance !== null);
}

const PAGES = (): [string, string][] => [
  ['landing', '/'],
  ['dashboard', '/dashboard?league=nba'],
  ['game', gamePath],
  ['pricing', '/pricing'],
];
const isDark = (luminance: number) => luminance < 0.05;
const isLight = (luminance: number) => luminance > 0.7;

describe.each([['dark'], ['light']] as [Scheme][])('a guest on a %s system', (scheme) => {
  test('gets the server’s pages in that scheme before any script runs', async () => {
    for (const width of [375, 1280]) {
      const { context, page } = await openPage(scheme, { javaScript: false, width });
      try {
        for (const [name, path] of PAGES()) {
          await page.goto(path);
          const seen = await surfaces(page);
          expect(seen.length).toBeGreaterThan(2);
          const wrong = seen.filter(({ luminance }) => !(scheme === 'dark' ? isDark : isLight)(luminance));
          expect({ page: name, wrong }).toEqual({ page: name, wrong: [] });
          await screenshot(page, `-${name}-${width}`);
        }
      } finally {
        await context.close();
      }
    }
  }, 180_000);

  test('keeps that scheme once the application has taken the page over, with no hydration mismatch', async () => {
    const { context, page } = await openPage(scheme, { javaScript: true, width: 1280 });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      for (const [name, path] of PAGES()) {
        await page.goto(path);
        await page.locator('.ant-card').first().waitFor();
        const wrong = (await surfaces(page)).filter(
          ({ luminance }) => !(scheme === 'dark' ? isDark : isLight)(luminance),
        );
        expect({ page: name, wrong }).toEqual({ page: name, wrong: [] });
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark');
      }
      expect(errors.filter((text) => /hydrat|Minified React error #(418|419|421|422|423|425)/i.test(text))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
