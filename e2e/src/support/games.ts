// Helpers for the games screens' browser tests: members of each tier made through the real APIs (register,
// sandbox checkout), the server's calendar, and network shaping with page.route.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import type { PricingTier, TierType } from '@vantage/contracts/billing';
import type { Calendar, ComparisonGame, ComparisonList, League } from '@vantage/contracts/sports';
import { BASE_URL } from './browser';

/**
 * '2 Aug 2023': a calendar date (YYYY-MM-DD) as the screens write it, worked out by Intl here (the screens use
 * fixed names) with the abbreviation they use for September ('Sep'; Intl's en-GB writes 'Sept').
 */
export function dayMonthYear(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${isoDate}T00:00:00Z`))
    .replace('Sept', 'Sep');
}

export interface Member {
  email: string;
  access: string;
  refresh: string;
}

const PASSWORD = 'Games-Vantage-2024';
let counter = 0;

async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
    redirect: 'manual',
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new member on Free, or upgraded through the sandbox checkout (the embedded default has no Stripe keys). */
export async function newMember(tier: TierType = 'free'): Promise<Member> {
  counter += 1;
  const email = `games-${tier}-${Date.now().toString(36)}-${counter}@example.com`;
  const tokens = await json<{ access: string; refresh: string }>('/api/register/', {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (tier === 'free') return { email, ...tokens };
  const tiers = await json<PricingTier[]>('/api/subscriptions/pricing-tiers/');
  const tierId = tiers.find((t) => t.tier_type === tier)?.id;
  const { checkout_url: checkoutUrl } = await json<{ checkout_url: string }>(
    '/api/subscriptions/create-checkout-session/',
    {
      method: 'POST',
      body: JSON.stringify({ tier_id: tierId }),
      headers: { Authorization: `Bearer ${tokens.access}` },
    },
  );
  const completed = await fetch(new URL(checkoutUrl, BASE_URL), { method: 'POST', redirect: 'manual' });
  if (completed.status >= 400) throw new Error(`sandbox checkout: ${completed.status}`);
  // The tier travels in the access token: a refreshed token carries the new one. A plan change also revokes the
  // tokens issued up to its stamp, on every service within a second or two: wait until the services refuse the old
  // token (the change is known everywhere), then refresh until both accept the new one, as the client does on a 401.
  const statuses = (access: string) =>
    Promise.all(
      ['/api/subscriptions/subscription-status/', '/api/mlb/performance/'].map(
        async (path) =>
          (await fetch(new URL(path, BASE_URL), { headers: { Authorization: `Bearer ${access}` } })).status,
      ),
    );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 250));
  for (let attempt = 0; !(await statuses(tokens.access)).every((status) => status === 401); attempt++) {
    if (attempt === 40) throw new Error(`${email}: the token issued before the upgrade was never revoked`);
    await settle();
  }
  let refresh = tokens.refresh;
  for (let attempt = 0; ; attempt++) {
    const fresh = await json<{ access: string; refresh?: string }>('/api/token/refresh/', {
      method: 'POST',
      body: JSON.stringify({ refresh }),
    });
    refresh = fresh.refresh ?? refresh;
    if (!(await statuses(fresh.access)).includes(401)) return { email, access: fresh.access, refresh };
    if (attempt === 40) throw new Error(`${email}: every token refreshed after the upgrade was refused`);
    await settle();
  }
}

/** Signs `page` in as `member` (the storage keys of product rules §3) before any page script runs. */
export async function signIn(page: Page, member: Member): Promise<void> {
  await page.addInitScript(
    ([access, refresh, email]) => {
      localStorage.setItem('access_token', access);
      localStorage.setItem('refresh_token', refresh);
      localStorage.setItem('user_email', email);
    },
    [member.access, member.refresh, member.email],
  );
}

export function calendar(league: League = 'mlb'): Promise<Calendar> {
  return json<Calendar>(`/api/${league}/calendar/`);
}

export function gamesOn(date: string, member?: Member, league: League = 'mlb'): Promise<ComparisonList> {
  return json<ComparisonList>(`/api/${league}/comparison/?date=${date}`, {
    headers: member ? { Authorization: `Bearer ${member.access}` } : {},
  });
}

/** A game's card on the dashboard, found by its two teams' names. */
export function gameCard(page: Page, game: Pick<ComparisonGame, 'away_team' | 'home_team'>) {
  return page.getByTestId('game-card').filter({ hasText: game.away_team }).filter({ hasText: game.home_team }).first();
}

/** Matches the game list call (not the detail calls under it). */
export const GAME_LIST = /\/api\/mlb\/comparison\/\?date=/;
export const CALENDAR = /\/api\/mlb\/calendar\/$/;

const FIRST_SCREEN_DATA = /<script type="application\/json" id="vantage-first-screen">.*?<\/script>/s;
const RENDERED_PAGE = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
const pagesWithoutInlinedAnswers = new WeakSet<Page>();

/**
 * The shell's server renders a guest's page with the API's answers, asked by the server (shell/src/server), so
 * they never cross the network the tests shape below. These tests are about how the screens handle what the
 * API answers in the browser, so their pages are served as for a page the server does not render (the
 * shell's index.html: no rendered page, no data), and the browser renders the page and asks for every
 * answer through page.route.
 */
async function answerEverythingFromTheNetwork(page: Page): Promise<void> {
  if (pagesWithoutInlinedAnswers.has(page)) return;
  pagesWithoutInlinedAnswers.add(page);
  await page.route(
    (url) => url.origin === new URL(BASE_URL).origin,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text())
        .replace(FIRST_SCREEN_DATA, '')
        .replace(RENDERED_PAGE, '<div id="root"></div>$1');
      await route.fulfill({ response, body });
    },
  );
}

/** Holds matching calls back until `release()` (loading states stay on screen until then). */
export async function holdRequests(page: Page, pattern: RegExp) {
  await answerEverythingFromTheNetwork(page);
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => {
    if (released) return route.continue();
    held.push(route);
    return undefined;
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** Answers matching calls with `status` and a JSON body, counting them. */
export async function failRequests(page: Page, pattern: RegExp, status: number, body: unknown) {
  await answerEverythingFromTheNetwork(page);
  const calls = { count: 0 };
  await page.route(pattern, (route) => {
    calls.count += 1;
    return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return calls;
}

/** Makes the server's calendar say `today` (a date of the shipped seasons); the lists follow it. */
export async function pretendToday(page: Page, today: string, yesterday: string): Promise<void> {
  await answerEverythingFromTheNetwork(page);
  await page.route(CALENDAR, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ today, yesterday, timezone: 'America/New_York', replay: true, replay_date: today }),
    }),
  );
}

/** True when nothing is wider than the viewport (no sideways scrolling on a phone). */
export function fitsViewport(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** What the screen shows now (a dialog floats over the page, so a full-page picture misplaces it). */
export async function viewportScreenshot(page: Page, suffix: string): Promise<void> {
  const folder = path.resolve(__dirname, '../../artifacts');
  mkdirSync(folder, { recursive: true });
  const name = (expect.getState().currentTestName ?? 'screenshot').replace(/[^A-Za-z0-9]+/g, '-').slice(0, 120);
  await page.screenshot({ path: path.join(folder, `${name}${suffix}.png`) });
}
