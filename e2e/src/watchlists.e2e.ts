// Watchlists (a plan's "projects") through the gateway: a Free member creates one on /watchlists, sees today's
// matching games, meets the plan's limit (in the page and at the API), and finds the counts on the Subscription
// tab; screenshots of both screens at 375 and 1280 px, light and dark.
import type { Page } from 'playwright-core';
import type { Calendar, ComparisonList } from '@vantage/contracts/sports';
import { BASE_URL, screenshot, useBrowserSession } from './support/browser';
import { newSignedInUser, openSignedIn, registerByApi, storedItem, uniqueEmail } from './support/account';

const session = useBrowserSession();

async function mlbGamesToday(): Promise<number> {
  const calendar = (await (await fetch(`${BASE_URL}/api/mlb/calendar/`)).json()) as Calendar;
  const list = (await (await fetch(`${BASE_URL}/api/mlb/comparison/?date=${calendar.today}`)).json()) as ComparisonList;
  return list.games.length;
}

const postWatchlist = (access: string, body: object) =>
  fetch(`${BASE_URL}/api/watchlists/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
    body: JSON.stringify(body),
  });

/** Picks `option` in the antd Select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

describe('watchlists', () => {
  test('a Free member creates a watchlist, sees its games today, meets the limit and the Subscription counts', async () => {
    const { page, errors } = session;
    await newSignedInUser(page, '/watchlists', 'watchlists');
    await page.getByText('No watchlists yet.').waitFor();
    await page.getByRole('button', { name: 'New watchlist' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('Road underdogs after a loss').fill('MLB at home');
    await choose(page, 'Leagues', 'MLB');
    await dialog.getByPlaceholder('Road underdogs after a loss').click(); // closes the leagues menu
    await dialog.getByRole('button', { name: 'Add situation' }).click();
    await choose(page, 'Venue (situation 1)', 'Home');
    await dialog.getByRole('button', { name: 'Save' }).click();

    // Every game has a home team: the watchlist matches every MLB game of today, each shown with the pick.
    const card = page.locator('.watchlist-card', { hasText: 'MLB at home' });
    await card.getByText('Home', { exact: true }).waitFor();
    const games = await mlbGamesToday();
    expect(games).toBeGreaterThan(0);
    await card
      .locator('.ant-list-item')
      .nth(games - 1)
      .waitFor();
    expect(await card.locator('.ant-list-item').count()).toBe(games);
    expect(await card.locator('.ant-list-item').first().innerText()).toMatch(/^MLB\s/);

    // The limit: the page says so and offers the plans; the API refuses a second one.
    await page.getByText('Watchlist limit reached').waitFor();
    expect(await page.getByText('Your Free plan includes 1 watchlist, and you have 1.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'New watchlist' }).isDisabled()).toBe(true);
    const refused = await postWatchlist((await storedItem(page, 'access_token'))!, { name: 'Second' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toContain('upgrade to Basic');
    await screenshot(page, '-limit');

    await page.goto('/profile?tab=subscription');
    await page.getByTestId('projects-usage').getByText('1 of 1').waitFor();
    expect(await page.getByTestId('storage-usage').innerText()).toMatch(
      /of 1 GB \(profile picture 0 bytes, watchlists \d+ bytes\)\n1 GB remaining/,
    );
    expect(errors).toEqual([]);
  });

  for (const [width, height] of [
    [375, 812],
    [1280, 900],
  ]) {
    for (const dark of [false, true]) {
      test(`the watchlists page and the Subscription tab at ${width} px, ${dark ? 'dark' : 'light'}`, async () => {
        const { page } = session;
        await page.setViewportSize({ width, height });
        const email = uniqueEmail('watchlist-shots');
        const registered = await registerByApi(email);
        const created = await postWatchlist(registered.access, {
          name: 'Road favourites after a loss',
          situations: [{ venue: 'away', price: 'favourite', previous: 'after_loss' }],
          alerts: true,
        });
        expect(created.status).toBe(201);
        if (dark) await page.emulateMedia({ colorScheme: 'dark' });
        await page.addInitScript((on) => {
          if (on) document.documentElement.classList.add('dark');
        }, dark);
        await openSignedIn(page, registered, email, '/watchlists');
        await page.locator('.watchlist-card').getByText("Today's games that match").waitFor();
        await page.locator('.watchlist-card .ant-skeleton').waitFor({ state: 'detached' });
        // The member's saved preference (light) applies on load: dark is set again, as the figures test does, and
        // the colours' transitions are let finish.
        const setDark = async () => {
          if (!dark) return;
          await page.evaluate(() => document.documentElement.classList.add('dark'));
          await page.waitForTimeout(600);
        };
        await setDark();
        await screenshot(page, '-watchlists');
        await page.goto('/profile?tab=subscription');
        await page.getByTestId('storage-usage').waitFor();
        await setDark();
        await screenshot(page, '-subscription');
      });
    }
  }
});
