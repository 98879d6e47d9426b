import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REMOTE_ROUTES } from '@vantage/contracts/ui-routes';
import { BASE_URL, HYDRATED, screenshot, stack, useBrowserSession } from './support/browser';

const ROOT = path.resolve(__dirname, '../..');
const session = useBrowserSession();

describe('the composed shell', () => {
  test('the landing page renders the shell header and preloads only what it runs', async () => {
    const { page } = session;
    const unusedPreloads: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('preloaded')) unusedPreloads.push(message.text());
    });
    await page.goto('/');
    const header = page.locator('header');
    await header.getByText('Vantage', { exact: true }).waitFor();
    await header.getByText('Sports Analytics').waitFor();
    await page.getByPlaceholder('Search teams...').waitFor();
    await page.getByText('Unlock Elite Sports Intelligence').waitFor();
    // Chromium warns of a preloaded file still unused three seconds after the page loaded.
    await page.waitForLoadState('load');
    await page.waitForTimeout(4000);
    expect(unusedPreloads).toEqual([]);
  });

  test('a landing whose every script comes 2 s late hydrates the server’s page, and a tap then works', async () => {
    const { page } = session;
    // Every script 2 s late (the page's, the shell's chunks, the contract checks' worker), as on a slow phone
    // network; the page's data is inlined in it, so only code is late.
    const late: string[] = [];
    await page.route('**/*.js', async (route) => {
      late.push(new URL(route.request().url()).pathname);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.fallback().catch(() => undefined); // the page left meanwhile: its request is gone
    });
    const failures: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|Minified React error #(418|419|421|422|423|425)/i.test(message.text())) failures.push(message.text());
    });
    page.on('pageerror', (error) => failures.push(error.message));
    try {
      // The frame's own goto: the page's waits for the hydration with the usual, shorter, timeout.
      await page.mainFrame().goto('/', { waitUntil: 'commit' });
      const shown = () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('[data-testid="landing-league"]')].map(
            (league) =>
              `${league.dataset.league}${(league as HTMLElement & { fromServer?: true }).fromServer ? ' (server)' : ''}`,
          ),
        );
      // The server's leagues, marked before any script has run: a hydration that fails renders them again.
      await page.getByTestId('landing-league').first().waitFor();
      await page.evaluate(() =>
        document
          .querySelectorAll('[data-testid="landing-league"]')
          .forEach((league) => Object.assign(league, { fromServer: true })),
      );
      const fromServer = await shown();
      expect(fromServer.length).toBeGreaterThan(1);
      await page.waitForSelector(HYDRATED, { state: 'attached', timeout: 90_000 });
      expect(failures).toEqual([]);
      expect(await shown()).toEqual(fromServer);
      expect(late).toContainEqual(expect.stringMatching(/contract-checks/));

      // The page is the application's: a tap on a sport shows it without loading the document again.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByLabel('Sport', { exact: true }).getByText('NHL', { exact: true }).click();
      await page.waitForURL('**/?sport=nhl');
      await page.waitForFunction(() => {
        const leagues = [...document.querySelectorAll<HTMLElement>('[data-testid="landing-league"]')];
        return leagues.length === 1 && leagues[0].dataset.league === 'nhl';
      });
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(failures).toEqual([]);
    } finally {
      await page.unrouteAll({ behavior: 'wait' });
    }
  }, 150_000);

  test('every route of the spec resolves to its owner remote inside the layout', async () => {
    const { page } = session;
    for (const route of REMOTE_ROUTES) {
      const url = route.path.replace(':gameId', '2023-07-15-NYA-1');
      await page.goto(url);
      await page.locator(`[data-remote="${route.remote}"]`).waitFor({ timeout: 15_000 });
      expect(await page.locator('header').getByText('Vantage', { exact: true }).isVisible()).toBe(true);
    }
    expect(session.errors).toEqual([]);
  });

  test('an unknown path shows the not-found page', async () => {
    const { page } = session;
    await page.goto('/no-such-page');
    await page.getByText('Page Not Found').waitFor();
    await page.getByRole('link', { name: 'Go Home' }).waitFor();
    for (const name of ['Go Back', 'Search Site']) {
      await page.getByRole('button', { name }).waitFor();
    }
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${BASE_URL}/`);
  });

  // A crawler, a monitor or a scanner tells a missing page from a real one by its status, as a visitor does by
  // the page: a path nothing owns, a dot-file, a service's internal endpoint and what a URL names but does not
  // exist (a game, a league, a team) answer 404 with the not-found page, through the gateway.
  const MISSING = [
    '/no-such-page',
    '/.env',
    '/.git/config',
    '/metrics',
    '/game/2099-04-01-AAA-BBB-0',
    '/dashboard?league=xfl',
    '/analytics?league=xfl',
    '/trends?league=xfl',
    '/mlb-trends?team=ZZZ',
    '/nba-trends?team=ZZZ',
  ];

  test('what does not exist answers 404 with the not-found page; what exists 200', async () => {
    for (const missing of MISSING) {
      const response = await fetch(`${BASE_URL}${missing}`);
      const text = await response.text();
      expect({ missing, status: response.status, notFoundPage: text.includes('Page Not Found') }).toEqual({
        missing,
        status: 404,
        notFoundPage: true,
      });
    }
    for (const real of ['/', '/dashboard', '/dashboard?league=nba', '/pricing', '/about', '/mlb-trends']) {
      const response = await fetch(`${BASE_URL}${real}`);
      expect({ real, status: response.status }).toEqual({ real, status: 200 });
    }
  });

  test('the browser shows the same not-found page on arrival and on a link inside the app', async () => {
    const { page } = session;
    for (const missing of MISSING) {
      await page.goto(missing);
      await page.getByText('Page Not Found').waitFor();
      await page.getByRole('button', { name: 'Search Site' }).waitFor();
    }
    // Rendered by the browser alone: opened from another page without loading the document again.
    for (const missing of ['/game/2099-04-01-AAA-BBB-0', '/dashboard?league=xfl', '/mlb-trends?team=ZZZ']) {
      await page.goto('/pricing');
      await page.locator('[data-remote="account"]').waitFor();
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, missing);
      await page.getByText('Page Not Found').waitFor();
    }
  });
});

describe('run-time composition through the gateway', () => {
  test('production bundles ship no source maps: none is served, none is referenced', async () => {
    const page = await (await fetch(`${BASE_URL}/`)).text();
    const scripts = [...page.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);
    scripts.push('/remotes/games/remoteEntry.js', '/remotes/account/remoteEntry.js', '/remotes/admin/remoteEntry.js');
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      const code = await fetch(new URL(script, BASE_URL));
      expect({ script, status: code.status }).toEqual({ script, status: 200 });
      expect({ script, referencesMap: (await code.text()).includes('sourceMappingURL') }).toEqual({
        script,
        referencesMap: false,
      });
      expect({ script, map: (await fetch(new URL(`${script}.map`, BASE_URL))).status }).toEqual({ script, map: 404 });
    }
  });

  test('/remotes.json lists the three manifests and each one answers', async () => {
    const remotes = (await (await fetch(`${BASE_URL}/remotes.json`)).json()) as Record<string, string>;
    expect(Object.keys(remotes).sort()).toEqual(['account', 'admin', 'games']);
    for (const url of Object.values(remotes)) {
      const response = await fetch(new URL(url, BASE_URL));
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveProperty('exposes');
    }
  });

  test('API paths reach their service and answer JSON, never the gateway HTML', async () => {
    const profile = await fetch(`${BASE_URL}/api/users/profile/`);
    expect(profile.status).toBe(401);
    expect(await profile.json()).toHaveProperty('detail');
    const games = await fetch(`${BASE_URL}/api/mlb/comparison/?date=2024-01-01`);
    expect(games.headers.get('content-type')).toMatch(/json/);
    const tiers = await fetch(`${BASE_URL}/api/subscriptions/pricing-tiers/`);
    expect(tiers.status).toBe(200);
    expect(Array.isArray(await tiers.json())).toBe(true);
    const unknown = await fetch(`${BASE_URL}/api/nothing-here/`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: 'Not found.' });
    const jwks = await (await fetch(`${BASE_URL}/api/auth/jwks.json`)).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256' });
  });

  test('a remote that is down shows the unavailable card, the header keeps working, Retry recovers', async () => {
    const { page } = session;
    process.kill(stack.pids.games, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    let restarted: ChildProcess | null = null;
    try {
      await page.goto('/dashboard');
      await page.getByText('This section is temporarily unavailable').waitFor();
      await screenshot(page, '-down');
      await page.locator('header').getByRole('link', { name: 'Pricing' }).first().click();
      await page.locator('[data-remote="account"]').waitFor();
      await page.goBack();
      await page.getByText('This section is temporarily unavailable').waitFor();

      restarted = spawn(process.execPath, [
        path.join(ROOT, 'gateway/static-server.mjs'),
        '--dir',
        path.join(ROOT, 'mfe-games/dist'),
        '--port',
        String(stack.ports.games),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.locator('[data-remote="games"]').waitFor({ timeout: 15_000 });
    } finally {
      if (restarted) {
        const exited = new Promise((resolve) => restarted?.once('exit', resolve));
        restarted.kill();
        await exited;
      }
      await restoreGamesServer();
    }
  });
});

/** The stack's own mfe-games server back on its port (global-setup starts it on SIGUSR2), for the files after. */
async function restoreGamesServer() {
  process.kill(process.pid, 'SIGUSR2');
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`http://127.0.0.1:${stack.ports.games}/remoteEntry.js`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error("mfe-games' server did not come back");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
