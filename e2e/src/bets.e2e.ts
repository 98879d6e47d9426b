// My bets through the gateway: a member logs a bet from a game's card on the replayed yesterday (a decided game, so
// the service settles it as it is logged), finds it settled on /bets with its profit, and exports it as CSV;
// screenshots of the slip and of /bets at 375 and 1280 px, light and dark.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { Calendar, ComparisonList } from '@vantage/contracts/sports';
import { betProfit } from '@vantage/contracts/bet-book-rules';
import { BASE_URL, screenshot, useBrowserSession } from './support/browser';
import { newSignedInUser } from './support/account';
import { viewportScreenshot } from './support/games';

const session = useBrowserSession();

async function gamesOfYesterday() {
  const calendar = (await (await fetch(`${BASE_URL}/api/mlb/calendar/`)).json()) as Calendar;
  const list = (await (
    await fetch(`${BASE_URL}/api/mlb/comparison/?date=${calendar.yesterday}`)
  ).json()) as ComparisonList;
  return list.games;
}

/** The replayed yesterday's first MLB game, as the dashboard's yesterday tab lists it. */
async function firstGameOfYesterday() {
  const [game] = await gamesOfYesterday();
  if (!game?.final_score) throw new Error('the first MLB game of yesterday is not decided');
  return game as typeof game & { final_score: { home: number; away: number } };
}

/** A few more bets on yesterday's games through the API, so the screenshots show a ledger. */
async function logMoreBets(access: string) {
  const games = (await gamesOfYesterday()).slice(1, 7);
  const books = ['DraftKings', 'FanDuel', 'BetMGM'];
  for (const [i, game] of games.entries()) {
    const side = i % 2 ? 'home' : 'away';
    const answer = await fetch(`${BASE_URL}/api/bets/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
      body: JSON.stringify({
        league: 'mlb',
        game_id: game.game_id,
        market: 'moneyline',
        side,
        price: game.moneyline?.[side] ?? (side === 'home' ? -120 : 105),
        stake: 10 + 5 * i,
        book: books[i % books.length],
      }),
    });
    expect(answer.status).toBe(201);
  }
}

async function setDark(page: Page, dark: boolean) {
  if (!dark) return;
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.waitForTimeout(600);
}

/** Logs a bet on the first card's away side at decimal 2.10 (+110), 10 staked at "E2E Book". */
async function logBetFromFirstCard(page: Page, shot?: string) {
  const card = page.getByTestId('game-card').first();
  await card.getByTestId('log-bet').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Log a bet:').waitFor();
  await dialog.locator('input[name="price"]').fill('2.10');
  await dialog.getByText('Logged as +110').waitFor();
  await dialog.locator('input[name="stake"]').fill('10');
  await dialog.locator('input[name="book"]').fill('E2E Book');
  await dialog.locator('input[name="note"]').fill('from the card');
  if (shot) await viewportScreenshot(page, shot);
  await dialog.getByRole('button', { name: 'Log bet' }).click();
  await dialog.getByText('Bet logged.').waitFor();
}

describe('my bets', () => {
  test('a bet logged from a card shows settled on /bets with its profit, and exports as CSV', async () => {
    const { page, errors } = session;
    const game = await firstGameOfYesterday();
    await newSignedInUser(page, '/dashboard?league=mlb&day=yesterday', 'bets');
    await page.getByTestId('game-card').first().waitFor();
    expect(await page.getByTestId('game-card').first().textContent()).toContain(game.away_team);
    await logBetFromFirstCard(page);
    await page.getByRole('dialog').getByRole('button', { name: 'See my bets' }).click();
    await page.waitForURL(/\/bets$/);

    // The game is decided: the bet is won or lost by its final score, at +110 for 10.
    const won = game.final_score.away > game.final_score.home;
    const row = page.getByTestId('bets-table').locator('tbody tr').first();
    await row.getByText(won ? 'Won' : 'Lost', { exact: true }).waitFor();
    const profit = betProfit(won ? 'won' : 'lost', 110, 10);
    expect(await row.locator('[data-figure="bet-profit"]').innerText()).toBe(won ? `+${profit}` : `−${-profit}`);
    expect(await row.innerText()).toContain(`${game.away_team} +110`);
    expect(await row.innerText()).toContain('at E2E Book');
    const totals = page.getByTestId('bets-totals');
    expect(await totals.locator('[data-figure="bets-record"]').innerText()).toContain(won ? '1-0-0' : '0-1-0');
    expect(await page.getByTestId('bets-kept-note').innerText()).toContain('Free keeps your 25 most recent bets');

    // The export: the file the browser downloads holds the bet.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('vantage-bets.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, line] = csv.trim().split(/\r?\n/);
    expect(header.split(',')).toEqual(expect.arrayContaining(['game_id', 'price', 'stake', 'status', 'profit']));
    expect(line).toContain(game.game_id);
    expect(line).toContain('E2E Book');
    expect(line).toContain(won ? ',won,' : ',lost,');
    expect(errors).toEqual([]);
  });

  for (const [width, height] of [
    [375, 812],
    [1280, 900],
  ]) {
    for (const dark of [false, true]) {
      test(`the slip and /bets at ${width} px, ${dark ? 'dark' : 'light'}`, async () => {
        const { page } = session;
        await page.setViewportSize({ width, height });
        if (dark) await page.emulateMedia({ colorScheme: 'dark' });
        await page.addInitScript((on) => {
          if (on) document.documentElement.classList.add('dark');
        }, dark);
        const member = await newSignedInUser(page, '/dashboard?league=mlb&day=yesterday', 'bets-shots');
        await logMoreBets(member.access);
        await page.getByTestId('game-card').first().waitFor();
        await setDark(page, dark);
        await logBetFromFirstCard(page, '-slip');
        await page.goto('/bets');
        await page.getByTestId('bets-table').locator('tbody tr').first().waitFor();
        await page.getByTestId('bets-totals').waitFor();
        await setDark(page, dark);
        await screenshot(page, '-bets');
      });
    }
  }
});
