// The session as a member lives it: several tabs refreshing one expired token, a refresh that fails, a login
// tried again, a guest's plan choice carried through signing in, and what each tier is offered and asked.
import type { Page } from 'playwright-core';
import { BASE_URL, screenshot, useBrowserSession } from './support/browser';
import { PASSWORD, newSignedInUser, openSignedIn, registerByApi, storedItem, uniqueEmail } from './support/account';
import { GAME_LIST, failRequests, newMember, signIn } from './support/games';

const session = useBrowserSession();

const accountMenu = (page: Page) => page.locator('header').getByRole('button', { name: 'Account menu' });
const errorAlert = (page: Page) => page.locator('[data-remote="account"] .ant-alert-error');
const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true }).last();

/** After a reload with a refused access token: the tab refreshed (or took another tab's refresh) and is still signed in. */
async function stillSignedIn(page: Page) {
  await page.waitForFunction(() => localStorage.getItem('access_token') !== 'invalid', undefined, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).not.toBe('/login');
  expect(await storedItem(page, 'access_token')).not.toBeNull();
  await accountMenu(page).waitFor();
}

describe('two tabs', () => {
  test('an access token refused in two tabs at once is refreshed once; neither tab signs out (20 rounds)', async () => {
    const { page, context } = session;
    await newSignedInUser(page, '/dashboard', 'two-tabs');
    const other = await context.newPage();
    await other.goto('/mlb-trends');
    const tabs = [page, other];
    await Promise.all(tabs.map((tab) => accountMenu(tab).waitFor()));
    const refreshes: number[] = [];
    for (const tab of tabs) {
      tab.on('response', (response) => {
        if (response.url().endsWith('/api/token/refresh/')) refreshes.push(response.status());
      });
    }

    for (let round = 1; round <= 20; round++) {
      await Promise.all(
        tabs.map((tab) =>
          tab.evaluate(() => {
            localStorage.setItem('access_token', 'invalid');
            sessionStorage.setItem('access_token', 'invalid');
          }),
        ),
      );
      await Promise.all(tabs.map((tab) => tab.reload()));
      await Promise.all(tabs.map(stillSignedIn));
    }
    // One refresh a round, never a spent refresh token sent again (which would revoke the session everywhere).
    expect(refreshes).toEqual(Array.from({ length: 20 }, () => 200));
    await Promise.all(tabs.map((tab) => tab.reload()));
    for (const tab of tabs) {
      await accountMenu(tab).waitFor();
      expect(new URL(tab.url()).pathname).not.toBe('/login');
    }
    await other.close();
  }, 240_000);
});

describe('login', () => {
  test('an empty form submitted after a failed login shows the field errors without the old failure', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill(PASSWORD);
    await loginButton(page).click();
    await errorAlert(page).filter({ hasText: 'No active account found' }).waitFor();

    await page.getByLabel('Email').fill('');
    await page.getByLabel('Password').fill('');
    // Emptied fields say so at once; their messages slide in and move the button, which a click may then miss
    // on a loaded machine: the form is submitted from the keyboard.
    await page.getByText('Please enter your email').waitFor();
    await page.getByText('Please enter your password').waitFor();
    await page.getByLabel('Password').press('Enter');
    // antd reports the failed checks (which clear the old error) just after the submit.
    await errorAlert(page).waitFor({ state: 'detached', timeout: 5_000 });
    expect(await page.getByText('Please enter your email').count()).toBe(1);
  });

  test('a failed refresh lands on /login saying the session expired, and signing in leads back', async () => {
    const { page } = session;
    const email = uniqueEmail('expired');
    await registerByApi(email);
    await openSignedIn(page, { access: 'invalid', refresh: 'spent-refresh-token' }, email, '/profile');
    await page.waitForURL(/\/login\?/);
    await page.getByText('Your session has expired. Please log in again.').waitFor();
    expect(await storedItem(page, 'refresh_token')).toBeNull();
    await screenshot(page, '-expired');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await loginButton(page).click();
    await page.waitForURL(`${BASE_URL}/profile`);
    await page.getByText(email).first().waitFor();
  });
});

describe('tiers', () => {
  test('a Basic member (Premium) is not offered Get Premium in the header', async () => {
    const { page } = session;
    await signIn(page, await newMember('basic'));
    await page.goto('/dashboard');
    await accountMenu(page).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('link', { name: 'Get Premium' }).count()).toBe(0);
  });

  test.each(['free', 'basic'] as const)(
    '/trends offers a %s member the upgrade without asking for the explorer',
    async (tier) => {
      const { page } = session;
      const explorerCalls: string[] = [];
      const consoleErrors: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/mlb/explorer/')) explorerCalls.push(request.url());
      });
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await signIn(page, await newMember(tier));
      await page.goto('/trends');
      await page.getByText('The trend explorer comes with Pro: upgrade your plan to use it.').waitFor();
      await page.waitForLoadState('networkidle');
      expect(explorerCalls).toEqual([]);
      expect(consoleErrors.filter((text) => /403|401/.test(text))).toEqual([]);
      await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
      await page.waitForURL(/\/pricing$/);
    },
  );
});

describe('game list', () => {
  test('a failing list says it is trying again from its first failure', async () => {
    const { page } = session;
    await failRequests(page, GAME_LIST, 503, { detail: 'Sports data is temporarily unavailable.' });
    const firstFailure = page.waitForResponse(GAME_LIST).then(() => Date.now());
    await page.goto('/dashboard');
    await page.getByText(/^Could not reach Vantage: trying again/).waitFor({ timeout: 10_000 });
    const saidAt = Date.now();
    expect(saidAt - (await firstFailure)).toBeLessThan(1_000);
  });

  test('an empty list answer ([]) shows the empty day, not a format error', async () => {
    const { page } = session;
    await failRequests(page, GAME_LIST, 200, []);
    await page.goto('/dashboard');
    await page.getByText('No Games Today').waitFor();
    expect(await page.getByText(/Unexpected data format/).count()).toBe(0);
    await page.goto('/mlb-trends');
    await page.getByText('No Games Available').waitFor();
    expect(await page.getByText(/Unexpected data format/).count()).toBe(0);
  });
});

describe("a guest's plan choice", () => {
  test('a guest who picks Pro signs in and lands at the Pro checkout', async () => {
    const { page } = session;
    const email = uniqueEmail('chooser');
    await registerByApi(email);
    await page.goto('/pricing');
    await page.locator('[data-tier="pro"]').getByRole('link', { name: 'Start Free Trial' }).click();
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await loginButton(page).click();
    await page.waitForURL(/\/api\/subscriptions\/sandbox\//);
    await page.getByRole('heading', { name: 'Pro plan' }).waitFor();
    await screenshot(page, '-checkout');
    // Back from the checkout: the pricing page does not start it again.
    await page.goBack();
    await page.waitForURL(`${BASE_URL}/pricing`);
    await page.getByText('Every paid plan starts with a 14-day free trial. Cancel anytime.').waitFor();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/pricing');
  });

  test("before the page's code has run, a guest's Start Free Trial still leads to the login that returns to it", async () => {
    // The server's page as a phone shows it in the seconds before its code runs: with no script at all.
    const noScript = await session.context.browser()!.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      await page.goto('/pricing');
      await page.locator('[data-tier="pro"]').getByRole('link', { name: 'Start Free Trial' }).click();
      await page.waitForURL(`${BASE_URL}/login?next=${encodeURIComponent('/pricing?checkout=pro')}`);
      await page.getByLabel('Password').waitFor();
      await page.locator('header').getByRole('link', { name: 'Sign Up' }).click();
      await page.waitForURL(`${BASE_URL}/signup`);
      await page.getByLabel('Confirm password').waitFor();
    } finally {
      await noScript.close();
    }
  });

  test('a guest without an account signs up from the login page and still lands at the chosen checkout', async () => {
    const { page } = session;
    await page.goto('/pricing');
    await page.locator('[data-tier="basic"]').getByRole('link', { name: 'Start Free Trial' }).click();
    await page.waitForURL(/\/login\?next=/);
    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(/\/signup\?next=/);
    // The address changes before the router's transition swaps the screens: until the signup form is there, the
    // login form's Email and Password fields would take the typing and the signup form would open empty.
    await page.getByLabel('Confirm password').waitFor();
    await page.getByLabel('Email').fill(uniqueEmail('new-chooser'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).last().click();
    await page.waitForURL(/\/api\/subscriptions\/sandbox\//);
    await page.getByRole('heading', { name: 'Basic plan' }).waitFor();
  });
});
