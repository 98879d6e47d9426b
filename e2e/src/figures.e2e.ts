// product rules §5: one figure, one name, the same on the card, in the modal and on the game page, for every tier.
import type { Page } from 'playwright-core';
import type { ComparisonGame } from '@vantage/contracts/sports';
import { screenshot, useBrowserSession } from './support/browser';
import { useGamesRemoteServing } from './support/games-remote';
import { calendar, gamesOn, newMember, signIn, viewportScreenshot, type Member } from './support/games';

const session = useBrowserSession();
useGamesRemoteServing();

const FIGURES = ['away-vantage', 'home-vantage', 'away-probability', 'home-probability', 'pick', 'confidence'];
/** Games compared per tier: enough to meet a home and an away pick. */
const GAMES = 3;

type Figures = Record<string, string>;

async function figuresIn(scope: ReturnType<Page['locator']>): Promise<Figures> {
  const read: Figures = {};
  for (const name of FIGURES) {
    read[name] = ((await scope.locator(`[data-figure="${name}"]`).first().textContent()) ?? '').trim();
  }
  return read;
}

/** The figures as the API gives them, in the one format every screen uses. */
function expected(game: ComparisonGame): Figures {
  const pick = game.predicted_winner === 'neutral' ? null : game.predicted_winner;
  return {
    'away-vantage': `${game.away_vantage.toFixed(1)} / 60`,
    'home-vantage': `${game.home_vantage.toFixed(1)} / 60`,
    'away-probability': `${game.away_win_probability.toFixed(1)}%`,
    'home-probability': `${game.home_win_probability.toFixed(1)}%`,
    pick: pick
      ? `${pick === 'home' ? game.home_team : game.away_team}, ${game.margin.toFixed(1)} percentage points ahead`
      : 'No pick (too close to call)',
    confidence: { high: 'High', medium: 'Medium', low: 'Low' }[game.confidence],
  };
}

async function figuresOnEveryScreen(member: Member): Promise<Figures[]> {
  const { today } = await calendar();
  const { games } = await gamesOn(today, member);
  const { page } = session;
  await signIn(page, member);
  await page.goto('/dashboard');
  const cards = page.getByTestId('game-card');
  await cards.first().waitFor();
  const seen: Figures[] = [];
  for (const game of games.slice(0, GAMES)) {
    const card = cards.filter({ hasText: game.away_team }).filter({ hasText: game.home_team }).first();
    const onCard = await figuresIn(card);
    await card.getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('modal-prediction').waitFor({ timeout: 20_000 });
    const inModal = await figuresIn(dialog);
    if (seen.length === 0) await viewportScreenshot(page, '-modal');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.goto(`/game/${game.game_id}`);
    await page.getByText('Vantage Prediction').waitFor();
    await page.locator('[data-figure="pick"]').first().waitFor();
    const onPage = await figuresIn(page.locator('main'));
    expect({ card: onCard, modal: inModal, page: onPage }).toEqual({
      card: expected(game),
      modal: expected(game),
      page: expected(game),
    });
    seen.push(onCard);
    await page.goto('/dashboard');
    await cards.first().waitFor();
  }
  return seen;
}

describe('one game, one set of figures', () => {
  test('Free and Basic see the same Vantage totals, probabilities, pick and confidence on card, modal and page', async () => {
    const free = await figuresOnEveryScreen(await newMember('free'));
    await session.context.clearCookies();
    await session.page.evaluate(() => localStorage.clear());
    const basic = await figuresOnEveryScreen(await newMember('basic'));
    // An upgrade adds figures (the expected value), it never changes one.
    expect(basic).toEqual(free);
  });

  test("every term explains itself by keyboard: the card's Vantage score opens its definition", async () => {
    const { page } = session;
    await signIn(page, await newMember('free'));
    await page.goto('/dashboard');
    const help = page.getByTestId('game-card').first().getByRole('button', { name: 'What is Vantage score?' });
    await help.focus();
    await page.keyboard.press('Enter');
    const definition = page.getByRole('tooltip').getByText(/total out of 60/);
    await definition.waitFor();
    // The button keeps the focus once its definition is open (the popover mounts on its first use).
    expect(await help.evaluate((button) => button === document.activeElement)).toBe(true);
    // A tap elsewhere closes it, and a tap on the button opens it again.
    await page.getByRole('heading', { name: 'Game Analytics', exact: true }).click();
    await definition.waitFor({ state: 'hidden' });
    await help.click();
    await definition.waitFor();
    for (const term of ['Pick', 'Confidence', 'Win probability', '0-0-0']) {
      expect(await page.getByRole('button', { name: `What is ${term}?` }).count()).toBeGreaterThan(0);
    }
  });

  test('badges are the abbreviations fans know; the Free modal says exactly what Premium adds', async () => {
    const { page } = session;
    const free = await newMember('free');
    const { games } = await gamesOn((await calendar()).today, free);
    await signIn(page, free);
    await page.goto('/dashboard');
    const cards = page.getByTestId('game-card');
    await cards.first().waitFor();
    for (const game of games.slice(0, 4)) {
      for (const [name, abbreviation] of [
        [game.away_team, game.away_team_abbreviation],
        [game.home_team, game.home_team_abbreviation],
      ]) {
        expect(
          await cards
            .getByRole('img', { name: `${name} logo` })
            .first()
            .textContent(),
        ).toBe(abbreviation);
      }
    }
    await cards.first().getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('modal-prediction').waitFor({ timeout: 20_000 });
    await dialog.getByText(/^Premium adds the expected value of a bet on each team at the moneyline/).waitFor();
    expect(await dialog.getByText(/comes with Premium/).count()).toBe(0);
  });

  test('on a phone the Quick Stats come folded before the cards, the first game on the first screen; the month table says it scrolls', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, await newMember('basic'));
    await page.goto('/dashboard');
    const card = page.getByTestId('game-card').first();
    await card.waitFor();
    const stats = page.getByText('Quick Stats', { exact: true });
    const top = async (locator: typeof card) => (await locator.boundingBox())!.y;
    expect(await top(stats)).toBeLessThan(await top(card));
    // Folded to its title, the panel leaves the first game's top on the first screen; a tap opens it.
    expect(await top(card)).toBeLessThan(812 - 100);
    await stats.click();
    await page.getByTestId('quick-stats').getByText('This Week').waitFor();
    await page.goto('/analytics');
    // Each wide table's card says it scrolls; the month table is the widest.
    const months = page.locator('.ant-card').filter({ has: page.getByText('Month by month', { exact: true }) });
    await months.getByText('Swipe for more columns →').waitFor({ timeout: 20_000 });
    const table = months.locator('.ant-table-content, .ant-table-body').first();
    expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // The theme's stylesheet holds the table's rules (a component imported by path): a shaded header row.
    const header = months.getByRole('columnheader').first();
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  });

  for (const [width, height] of [
    [375, 812],
    [1280, 900],
  ]) {
    for (const dark of [false, true]) {
      test(`the dashboard and a game page at ${width} px, ${dark ? 'dark' : 'light'}`, async () => {
        const { page } = session;
        await page.setViewportSize({ width, height });
        await signIn(page, await newMember('basic'));
        if (dark) await page.emulateMedia({ colorScheme: 'dark' });
        await page.addInitScript((on) => {
          if (on) document.documentElement.classList.add('dark');
        }, dark);
        await page.goto('/dashboard');
        await page.getByTestId('game-card').first().locator('[data-figure="pick"]').waitFor();
        if (dark) await page.evaluate(() => document.documentElement.classList.add('dark'));
        await viewportScreenshot(page, '-dashboard');
        const { games } = await gamesOn((await calendar()).today);
        await page.goto(`/game/${games[0].game_id}`);
        await page.locator('[data-figure="pick"]').first().waitFor();
        if (dark) await page.evaluate(() => document.documentElement.classList.add('dark'));
        await screenshot(page, '-game');
      });
    }
  }
});
