// The games experience through the gateway: landing, dashboard (every state), game card and modal, trends
// listing, matchup page, track record and trend explorer, on a phone and on a desktop.
import type { Page } from 'playwright-core';
import type {
  ComparisonGame,
  ExplorerResult,
  GameDetail,
  Performance,
  TrackRecord,
  TrendLater,
  TrendsFound,
} from '@vantage/contracts/sports';
import { TREND_LABEL_WORDS } from '@vantage/contracts/sports-rules';
import { BASE_URL, screenshot, useBrowserSession } from './support/browser';
import { useGamesRemoteServing } from './support/games-remote';
import {
  calendar,
  CALENDAR,
  dayMonthYear,
  failRequests,
  fitsViewport,
  GAME_LIST,
  gamesOn,
  holdRequests,
  newMember,
  pretendToday,
  signIn,
  type Member,
  viewportScreenshot,
} from './support/games';

const PHONE = { width: 375, height: 812 };
const GUEST_BANNER = 'Guest Mode: You can view 1 free insight. Upgrade to unlock all analytics.';
const RETROSHEET_NOTICE =
  'The information used here was obtained free of charge from and is copyrighted by Retrosheet. Interested parties may contact Retrosheet at "www.retrosheet.org".';
// Dates without MLB games (before opening day of a shipped season).
const NO_GAMES_TODAY = '2023-01-15';
const NO_GAMES_YESTERDAY = '2023-01-14';

// Registered before the shared session hook, so it runs while the test's page is still open.
afterEach(() => {
  // Stray page errors fail the test that caused them.
  expect(session.errors).toEqual([]);
});
const session = useBrowserSession();
useGamesRemoteServing();
let today: string;
let yesterday: string;
let free: Member;

beforeAll(async () => {
  ({ today, yesterday } = await calendar());
  free = await newMember('free');
});

async function open(path: string, options: { member?: Member; viewport?: typeof PHONE } = {}): Promise<Page> {
  const { page } = session;
  if (options.viewport) await page.setViewportSize(options.viewport);
  if (options.member) await signIn(page, options.member);
  await page.goto(path);
  return page;
}

const cards = (page: Page) => page.getByTestId('game-card');
const lockedCards = (page: Page) => page.getByTestId('locked-game');

/** The cards of the list, once all are there (the grid adds the ones below the first screen a few at a time). */
async function cardsShown(page: Page): Promise<number> {
  await cards(page).first().waitFor();
  await page.locator('[data-testid="game-grid"][aria-busy="false"]').waitFor();
  return cards(page).count();
}

describe('landing page', () => {
  test('a guest sees today’s real matchups, the sport filters, the sign-up pitch and the data credits', async () => {
    const page = await open('/');
    const { games } = await gamesOn(today);
    await page.getByRole('heading', { name: 'Featured Matchups' }).waitFor();
    // All Sports: two games of each league, MLB's section first.
    const mlb = page.locator('[data-testid="landing-league"][data-league="mlb"]');
    await mlb.getByTestId('landing-matchup').first().waitFor();
    expect(await page.getByTestId('landing-league').count()).toBe(4);
    expect(await mlb.getByTestId('landing-matchup').count()).toBe(Math.min(2, games.length));
    await page.getByRole('navigation', { name: 'Sport' }).getByRole('link', { name: 'MLB', exact: true }).click();
    await page.locator('[data-testid="landing-league"][data-league="mlb"]').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="landing-league"]').length === 1);
    expect(await page.getByTestId('landing-matchup').count()).toBe(Math.min(6, games.length));
    // The free insight is featured first, its favoured side marked.
    const free = games.find((game) => game.access.insight)!;
    const first = page.getByTestId('landing-matchup').first();
    expect(await first.textContent()).toContain(free.home_team);
    if (free.predicted_winner !== 'neutral') await first.getByText('Advantage').waitFor();
    expect(await first.getByText(/ — \d+-\d+ \(/).count()).toBeLessThanOrEqual(2);
    await page.getByRole('navigation', { name: 'Sport' }).getByRole('link', { name: 'All Sports' }).click();
    await page.getByTestId('landing-matchup').first().waitFor();

    await page.getByRole('heading', { name: 'Join the Elite' }).waitFor();
    await page.getByText(RETROSHEET_NOTICE).waitFor();
    await page.getByRole('link', { name: 'CC BY 4.0' }).waitFor();
    for (const column of ['Sports', 'Platform', 'Company']) {
      await page.getByRole('heading', { name: column, exact: true }).waitFor();
    }
    expect(await page.getByText('Terms of Service').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Start Free Trial' }).first().click();
    await page.waitForURL(/\/signup$/);
    await page.goBack();
    await page.getByRole('link', { name: 'View Plans' }).click();
    await page.waitForURL(/\/pricing$/);
    await page.goBack();
    await page.getByRole('link', { name: 'View Features' }).click();
    await page.waitForURL(/\/pricing$/);
  });

  test('a member sees personalised matchups and the upgrade pitch, on a phone', async () => {
    const page = await open('/', { member: free, viewport: PHONE });
    await page.getByRole('heading', { name: 'Your Personalized Matchups' }).waitFor();
    await page.getByRole('heading', { name: 'Ready for More Insights?' }).waitFor();
    await page.getByRole('link', { name: 'Upgrade to Premium' }).waitFor();
    // A member signed up already: no Start Free Trial, their dashboard instead.
    await page.getByRole('link', { name: 'Open Dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: 'Start Free Trial' }).count()).toBe(0);
    await page.getByTestId('landing-matchup').first().waitFor();
    expect(await fitsViewport(page)).toBe(true);
  });
});

describe('dashboard', () => {
  test('loading shows 4 skeleton cards, then the games in time order', async () => {
    const { page } = session;
    const held = await holdRequests(page, GAME_LIST);
    await page.goto('/dashboard');
    await page.getByTestId('game-card-skeleton').first().waitFor();
    expect(await page.getByTestId('game-card-skeleton').count()).toBe(4);
    await screenshot(page, '-skeletons');
    const skeletonBox = await page.getByTestId('game-card-skeleton').first().boundingBox();
    await held.release();
    await cards(page).first().waitFor();
    expect(await page.getByTestId('game-card-skeleton').count()).toBe(0);
    // The skeleton holds the place of a collapsed card: the first card starts where it did.
    const cardBox = await cards(page).first().boundingBox();
    expect(Math.abs((cardBox?.y ?? 0) - (skeletonBox?.y ?? 0))).toBeLessThan(2);
    const { games } = await gamesOn(today);
    const firstExpected = games[0];
    expect(await cards(page).first().textContent()).toContain(firstExpected.away_team);
  });

  test('a failing list shows the error card after the retries, and Retry loads the games', async () => {
    const { page } = session;
    const failures = await failRequests(page, GAME_LIST, 503, { detail: 'Sports data is temporarily unavailable.' });
    await page.goto('/dashboard');
    await page.getByText("Unable to load today's games").waitFor({ timeout: 20_000 });
    await page.getByText("Failed to load today's games: Sports data is temporarily unavailable.").waitFor();
    // One call and the spec's 3 retries; never invented games in its place.
    expect(failures.count).toBe(4);
    expect(await cards(page).count()).toBe(0);
    await screenshot(page, '-error');
    await page.unroute(GAME_LIST);
    await page.getByRole('button', { name: 'Retry' }).click();
    await cards(page).first().waitFor();
  });

  test('a failing calendar (svc-sports down) shows the error card, not endless skeletons; Retry recovers', async () => {
    const { page } = session;
    await failRequests(page, CALENDAR, 503, { detail: 'Sports data is temporarily unavailable.' });
    await page.goto('/dashboard');
    await page.getByText("Failed to load today's games: Sports data is temporarily unavailable.").waitFor({
      timeout: 20_000,
    });
    expect(await page.getByTestId('game-card-skeleton').count()).toBe(0);
    await page.unroute(CALENDAR);
    await page.getByRole('button', { name: 'Retry' }).click();
    await cards(page).first().waitFor();
  });

  test('a failing list says it is trying again while it retries; Retry now tries at once', async () => {
    const { page } = session;
    const calls = await failRequests(page, GAME_LIST, 503, { detail: 'Sports data is temporarily unavailable.' });
    await page.goto('/dashboard');
    // After a failure: the skeletons, and the retry said aloud (attempts 2, 3 and 4 wait 1, 2 and 4 s).
    await page.getByText(/^Could not reach Vantage: trying again \(attempt [234] of 4\)$/).waitFor();
    expect(await page.getByTestId('game-card-skeleton').count()).toBe(4);
    await page.getByText('Could not reach Vantage: trying again (attempt 4 of 4)').waitFor({ timeout: 6_000 });
    const failed = calls.count;
    await page.unroute(GAME_LIST);
    await page.getByRole('button', { name: 'Retry now' }).click();
    // Well within the 4 s the last retry would have waited.
    await cards(page).first().waitFor({ timeout: 2_000 });
    expect(failed).toBe(3);
  });

  test('an answer that is not a list says Unexpected data format', async () => {
    const { page } = session;
    await failRequests(page, GAME_LIST, 200, { message: 'not a list' });
    await page.goto('/dashboard');
    await page.getByText("Failed to load today's games: Unexpected data format").waitFor();
  });

  test('days without games show both empty states', async () => {
    const { page } = session;
    await pretendToday(page, NO_GAMES_TODAY, NO_GAMES_YESTERDAY);
    await page.goto('/dashboard');
    await page.getByText('No Games Today').waitFor();
    await page.getByText('Check back later for new recommendations').waitFor();
    await page.getByText('0 games today').waitFor();
    await page.getByRole('tab', { name: /Yesterday's Results/ }).click();
    await page.getByText('No Games Yesterday').waitFor();
    await page.getByText("Yesterday's results will appear here when available").waitFor();
    await screenshot(page, '-yesterday');
    await page.getByRole('button', { name: "View Today's Games" }).click();
    await page.getByRole('link', { name: 'View All Trends' }).click();
    await page.waitForURL(/\/mlb-trends$/);
  });

  test('a guest gets one free insight; the rest are blurred, inert and offer the upgrade', async () => {
    const page = await open('/dashboard');
    await page.getByText(GUEST_BANNER).waitFor();
    expect(await cardsShown(page)).toBe(1);
    const { games } = await gamesOn(today);
    const total = games.length;
    expect(await lockedCards(page).count()).toBe(total - 1);
    const locked = lockedCards(page).first();
    await locked.getByText('Unlock this insight').waitFor();
    await locked.getByText(`${games[1].away_team} at ${games[1].home_team}`).waitFor();
    await locked.getByText('Upgrade to access all analytics and recommendations.').waitFor();
    // No stand-in figures under the prompt for anyone, or any screen reader, to read.
    for (const card of await lockedCards(page).all()) {
      expect(await card.innerText()).not.toMatch(/\d+(\.\d)?%|\/ 60|\d+\.\d/);
    }
    expect(await page.locator('[data-testid="locked-game"] [inert]').count()).toBe(total - 1);
    expect(
      await page
        .locator('[data-testid="locked-game"] [aria-hidden="true"]')
        .first()
        .evaluate((el) => getComputedStyle(el).filter),
    ).toContain('blur');
    await locked.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login$/);
    await page.goBack();
    await lockedCards(page).first().getByRole('link', { name: 'Upgrade to Premium' }).click();
    await page.waitForURL(/\/pricing$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Upgrade', exact: true }).click();
    await page.waitForURL(/\/pricing$/);
  });

  test('the 4-second recheck notices a sign-in that skipped the session events', async () => {
    const page = await open('/dashboard');
    await page.getByText(GUEST_BANNER).waitFor();
    await page.evaluate(
      ([access, refresh, email]) => {
        localStorage.setItem('access_token', access);
        localStorage.setItem('refresh_token', refresh);
        localStorage.setItem('user_email', email);
      },
      [free.access, free.refresh, free.email],
    );
    await page.getByText(GUEST_BANNER).waitFor({ state: 'detached', timeout: 6_000 });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="locked-game"]').length === 0);
  });

  test('a replayed day says so where a page speaks of today, and the About page says why', async () => {
    const dates = await calendar();
    // The shipped data are past seasons: the product replays one of their days as today.
    expect(dates.replay).toBe(true);
    const shown = dayMonthYear(dates.replay_date ?? dates.today);
    const page = await open('/mlb-trends');
    await page.getByText(`Replay of ${shown}`).waitFor();
    await page.goto(`${BASE_URL}/dashboard`);
    await page.getByText(`Replay of ${shown}`).waitFor();
    await page.getByRole('link', { name: 'why?' }).click();
    await page.waitForURL(/\/about#replay$/);
    await page.getByRole('heading', { name: 'When the site replays a past season' }).waitFor();
  });

  test('a member sees every game; the card expands to the analysis; the modal closes by X, Escape and backdrop', async () => {
    const page = await open('/dashboard', { member: free });
    const total = await cardsShown(page);
    const { games } = await gamesOn(today, free);
    expect(total).toBe(games.length);
    expect(await lockedCards(page).count()).toBe(0);
    expect(await page.getByText(GUEST_BANNER).count()).toBe(0);
    await page.getByText(`${total} game${total === 1 ? '' : 's'} today`).waitFor();
    expect(await page.getByRole('tab', { name: /Today's Games/ }).textContent()).toBe(`Today's Games${total}`);

    const card = cards(page).first();
    expect(await card.getByText(/^(Today|Yesterday|[A-Z][a-z]{2} \d+) · /).count()).toBe(1);
    await card.getByText('Vantage score').first().waitFor();
    await card
      .getByText(/% to win$/)
      .first()
      .waitFor();
    await card.getByText('Expected Value', { exact: true }).waitFor();
    // The pick and how many points of win probability it is ahead.
    const favourite = games[0];
    if (favourite.predicted_team) {
      await card
        .getByText(`${favourite.predicted_team}, ${favourite.margin.toFixed(1)} percentage points ahead`)
        .waitFor();
    }
    await card.getByRole('button', { name: 'View Analysis' }).click();
    await card.getByText('Vantage Analysis').waitFor();
    for (const factor of [
      'E · Efficiency',
      'D · Defence & pitching',
      'G · Game form',
      'R · Rest & road',
      'I · Inside edge',
      'Q · Quality',
    ]) {
      await card.getByText(factor).waitFor();
    }
    await card.getByText('Key Trends').waitFor();
    // No figure is in 'pts', a word that reads like runs.
    expect(await card.getByText(/\bpts\b/).count()).toBe(0);
    expect(await card.getByText(/▲|▼/).count()).toBeLessThanOrEqual(4);
    await screenshot(page, '-expanded');
    await card.getByRole('button', { name: 'Hide Analysis' }).click();
    expect(await card.getByText('Vantage Analysis').count()).toBe(0);

    const details = card.getByRole('button', { name: 'Details' });
    await page
      .waitForFunction(() => !document.querySelector('[data-testid="game-card"] button[disabled]'), null, {
        timeout: 20_000,
      })
      .catch(() => undefined);
    // antd moves keyboard focus into the dialog once it has opened, and keeps it there.
    const focusInDialog = () =>
      page.waitForFunction(
        () => document.activeElement?.closest('.ant-modal-wrap') !== null && document.activeElement !== null,
      );
    await details.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Vantage Breakdown').waitFor();
    await dialog
      .getByText(/Positive \(\d+\)/)
      .first()
      .waitFor();
    expect(await dialog.textContent()).toContain(games[0].away_team);
    await focusInDialog();
    // Tab never reaches the page behind: antd 6's focus lock passes through the document itself (nothing
    // focused) after the dialog's last control, as a native modal dialog does, then back to its first.
    const focusPlaces: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      focusPlaces.push(
        await page.evaluate(() => {
          if (document.activeElement?.closest('.ant-modal-wrap')) return 'dialog';
          return document.activeElement === document.body ? 'document' : 'behind';
        }),
      );
    }
    expect(focusPlaces).not.toContain('behind');
    expect(focusPlaces.filter((place) => place === 'dialog').length).toBeGreaterThan(4);
    await viewportScreenshot(page, '-modal');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await details.click();
    await page.getByRole('dialog').getByText('Vantage Breakdown').waitFor();
    await focusInDialog();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await details.click();
    await page.getByRole('dialog').getByText('Vantage Breakdown').waitFor();
    await focusInDialog();
    await page.locator('.ant-modal-wrap').click({ position: { x: 8, y: 400 } });
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  test("the score scale's colours have dark mode's own shades", async () => {
    const page = await open('/dashboard');
    const card = cards(page).first();
    await card.getByRole('button', { name: 'View Analysis' }).click();
    const bars = card.locator('.ant-progress-track');
    await bars.first().waitFor();
    const colours = () => bars.evaluateAll((tracks) => tracks.map((track) => getComputedStyle(track).backgroundColor));
    const light = await colours();
    // What the shell does for a profile with dark mode on (the account tests toggle it for real).
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.waitForTimeout(600); // antd's bars ease into a new colour over 0.3 s
    const dark = await colours();
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    expect(dark).toHaveLength(light.length);
    // Every bar changes: shade 7 of the dark palette is lighter, readable on a dark card.
    dark.forEach((colour, index) => expect(colour).not.toBe(light[index]));
  });

  test('the card is usable from the keyboard', async () => {
    const page = await open('/dashboard', { member: free });
    await cardsShown(page);
    const toggle = cards(page).first().getByRole('button', { name: 'View Analysis' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await cards(page).first().getByRole('button', { name: 'Hide Analysis' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Hide Analysis');
  });

  test('filters: team and confidence narrow the list, Clear filters restores it; positive EV says it needs Premium', async () => {
    const page = await open('/dashboard', { member: free });
    const total = await cardsShown(page);
    const { games } = await gamesOn(today, free);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('region', { name: 'Filter games' }).waitFor();

    const team = games[0].away_team;
    const teamSelect = page.getByRole('combobox', { name: 'Team', exact: true });
    await teamSelect.click();
    await teamSelect.fill(team);
    await page.locator('.ant-select-item-option').filter({ hasText: team }).first().click();
    const withTeam = games.filter((g) => g.home_team === team || g.away_team === team).length;
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="game-card"]').length === n, withTeam);
    // The day's count follows the filters.
    await page.getByText(`${withTeam} of ${total} games today`).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="game-card"]').length === n, total);

    await page.getByRole('combobox', { name: 'Confidence', exact: true }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Low confidence' }).click();
    const low = games.filter((g) => g.confidence === 'low').length;
    if (low === 0) await page.getByText('No games match these filters').waitFor();
    else await page.waitForFunction((n) => document.querySelectorAll('[data-testid="game-card"]').length === n, low);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();

    // A Free member's EV is locked: the switch says why instead of emptying the list.
    const positiveEv = page.getByRole('switch', { name: 'Positive EV only' });
    expect(await positiveEv.isDisabled()).toBe(true);
    await page.getByRole('region', { name: 'Filter games' }).getByText('Expected value comes with Premium').waitFor();
    expect(await cards(page).count()).toBe(total);
  });

  test('Yesterday’s Results: count, performance from the accuracy rule, and the performance card per tier', async () => {
    const page = await open('/dashboard', { member: free });
    await cardsShown(page);
    await page.getByRole('tab', { name: /Yesterday's Results/ }).click();
    const { games } = await gamesOn(yesterday, free);
    const completed = games.filter((g) => g.game_status === 'completed').length;
    await page.getByText(`${completed} game${completed === 1 ? '' : 's'} completed`).waitFor();
    const counted = games.filter((g) => g.actual_result && g.predicted_winner !== 'neutral');
    const correct = counted.filter((g) => (g.predicted_winner === 'home') === (g.actual_result === 'home_win')).length;
    await page.getByText("Yesterday's Performance").waitFor();
    // Calls correct, written as every screen writes it.
    const calls = `${((100 * correct) / counted.length).toFixed(1)}% (${correct}/${counted.length})`;
    if (counted.length) await page.getByText(calls).first().waitFor();
    if (counted.length) {
      // The model's record, not the viewer's list: a guest (a browser of their own) reads the same figure.
      const guestContext = await session.context.browser()!.newContext();
      try {
        const guest = await guestContext.newPage();
        await guest.goto(new URL('/dashboard', page.url()).href);
        await cardsShown(guest);
        await guest.getByRole('tab', { name: /Yesterday's Results/ }).click();
        await guest.getByText(calls).first().waitFor();
      } finally {
        await guestContext.close();
      }
    }
    const performance = page.locator('.ant-card').filter({ hasText: 'Full track record' });
    await performance.getByText('Last 7 days', { exact: true }).waitFor();
    await performance.getByText('Last 30 days', { exact: true }).waitFor();
    await performance.getByText('Algorithm performance history and calibration comes with Premium.').waitFor();
    const yesterdayCard = page.getByRole('tabpanel').getByTestId('game-card').first();
    // The winner's score first: "Baltimore Orioles Won: 13 - 3", never "Won: 3 - 13".
    const won = /Won: (\d+) - (\d+)/.exec((await yesterdayCard.textContent()) ?? '');
    expect(won).not.toBeNull();
    expect(Number(won![1])).toBeGreaterThan(Number(won![2]));
  });

  test('a Basic member sees the Algorithm Performance figures, the Vantage totals, EV and Quick Stats', async () => {
    const basic = await newMember('basic');
    const page = await open('/dashboard', { member: basic });
    await cardsShown(page);
    await cards(page).first().getByText('Vantage score').first().waitFor({ timeout: 20_000 });
    // Expected value per side, labelled with the abbreviations fans know, never the record's codes (ANA, SDN).
    const calendar = (await api<{ today: string }>('/api/mlb/calendar/')).body;
    const today = (await api<{ games: ComparisonGame[] }>(`/api/mlb/comparison/?date=${calendar.today}`, basic)).body;
    const dashboardText = (await page.locator('main').textContent()) ?? '';
    const firstCard = (await cards(page).first().textContent()) ?? '';
    expect(today.games.some((game) => firstCard.includes(`${game.away_team_abbreviation} EV`))).toBe(true);
    for (const game of today.games) {
      for (const [code, abbreviation] of [
        [game.away_team_code, game.away_team_abbreviation],
        [game.home_team_code, game.home_team_abbreviation],
      ]) {
        if (code !== abbreviation) expect(dashboardText).not.toContain(`${code} EV`);
      }
    }
    await page.getByText(/^MLB \d+\.\d% \([\d,]+\/[\d,]+\)$/).waitFor();
    await page.getByText(/^\d+-\d+ \(\d+\.\d%\)$/).waitFor();
    // Teams with trends: both teams of every game, once every card's analysis is in.
    const teams = new Set(today.games.flatMap((game) => [game.away_team_code, game.home_team_code]));
    await page
      .locator('.ant-descriptions-item')
      .filter({ hasText: 'Teams with trends' })
      .getByText(String(teams.size), { exact: true })
      .waitFor({ timeout: 20_000 });
    await page.getByRole('tab', { name: /Yesterday's Results/ }).click();
    await page.getByText('Last 7 days', { exact: true }).waitFor();
    await page.getByText('Last 30 days', { exact: true }).waitFor();
    await page.getByRole('img', { name: /^Calibration: predicted/ }).waitFor();
    await page.getByRole('link', { name: 'Full track record' }).click();
    await page.waitForURL(/\/analytics$/);
  });

  test('on a phone: one column, nothing wider than the screen, the card expands', async () => {
    const page = await open('/dashboard', { member: free, viewport: PHONE });
    await cardsShown(page);
    expect(await fitsViewport(page)).toBe(true);
    await cards(page).first().getByRole('button', { name: 'View Analysis' }).click();
    await cards(page).first().getByText('Key Trends').waitFor();
    expect(await fitsViewport(page)).toBe(true);
    await cards(page).first().getByText('Key Trends').scrollIntoViewIfNeeded();
    await viewportScreenshot(page, '-expanded');
    await page.getByRole('link', { name: 'View All' }).click();
    await page.getByTestId('trend-game-card').first().waitFor();
    await page.waitForURL(/\/mlb-trends$/);
  });
});

describe('trends listing', () => {
  test('8 placeholders, then cards linking to the matchup page with no game id shown; the day toggle', async () => {
    const { page } = session;
    const held = await holdRequests(page, GAME_LIST);
    await page.goto('/mlb-trends');
    await page.getByTestId('trend-game-placeholder').first().waitFor();
    expect(await page.getByTestId('trend-game-placeholder').count()).toBe(8);
    await held.release();
    await page.getByTestId('trend-game-card').first().waitFor();
    const { games } = await gamesOn(today);
    expect(await page.getByTestId('trend-game-card').count()).toBe(games.length);
    const first = games[0];
    const card = page.getByTestId('trend-game-card').first();
    expect(await card.textContent()).not.toContain(first.game_id.slice(-6));
    // Which side is home: "@" before the home team, as a listing writes it.
    const text = (await card.textContent()) ?? '';
    expect(text.indexOf(first.away_team)).toBeLessThan(text.indexOf('@'));
    expect(text.indexOf('@')).toBeLessThan(text.indexOf(first.home_team));

    await page.getByText('Yesterday', { exact: true }).click();
    await page.waitForURL(/\?day=yesterday$/);
    const yesterdayGames = (await gamesOn(yesterday)).games;
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="trend-game-card"]').length === n,
      yesterdayGames.length,
    );
    await page.getByText('Today', { exact: true }).click();
    await page.waitForURL(/\/mlb-trends$/);
    // Today's whole list is back before a person reaches for the first card.
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="trend-game-card"]').length === n,
      games.length,
    );
    await page.waitForFunction(
      ([away, home]) => {
        const text = document.querySelector('[data-testid="trend-game-card"]')?.textContent ?? '';
        return text.includes(away) && text.includes(home);
      },
      [first.away_team, first.home_team],
    );
    await card.click();
    await page.waitForURL(new RegExp(`/game/${first.game_id}$`));
  });

  test('a failure shows Error Loading Games with Go Home and Try Yesterday; empty and malformed answers', async () => {
    const { page } = session;
    await failRequests(page, GAME_LIST, 404, { detail: 'No such list.' });
    await page.goto('/mlb-trends');
    await page.getByText('Error Loading Games').waitFor();
    await page.getByText('Failed to load games: No such list.').waitFor();
    await page.getByRole('link', { name: 'Go Home' }).waitFor();
    await screenshot(page, '-error');
    await page.unroute(GAME_LIST);
    await page.getByRole('button', { name: 'Try Yesterday' }).click();
    await page.waitForURL(/\?day=yesterday$/);
    await page.getByTestId('trend-game-card').first().waitFor();

    await failRequests(page, GAME_LIST, 200, { games: 'none' });
    await page.getByText('Today', { exact: true }).click();
    await page.getByText('Failed to load games: Unexpected data format from server').waitFor();
    await page.unroute(GAME_LIST);

    await pretendToday(page, NO_GAMES_TODAY, NO_GAMES_YESTERDAY);
    await page.reload();
    await page.getByText('No Games Available').waitFor();
    await page.getByText('No games found for today.').waitFor();
  });

  test('a team picked in the search opens its season', async () => {
    const page = await open('/');
    await page.getByPlaceholder('Search teams...').fill('Yankees');
    const option = page.getByRole('option', { name: /Yankees/ }).first();
    await option.waitFor();
    // The division once: "AL East", not "AL AL East".
    expect(await option.textContent()).toBe('New York YankeesAL East');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/mlb-trends\?team=NYA$/);
    await page.getByRole('heading', { name: 'New York Yankees' }).waitFor();
    await page.getByText('Latest results').waitFor();
    await page.getByText('Next games').waitFor();
  });
});

describe('matchup page', () => {
  test('the prediction card, both teams’ trends, head-to-head and the accuracy widget', async () => {
    const { games } = await gamesOn(today, free);
    const game = games[0];
    const detail = (await (
      await fetch(`${BASE_URL}/api/mlb/comparison/${game.game_id}/`, {
        headers: { Authorization: `Bearer ${free.access}` },
      })
    ).json()) as { vantage_comparison: { home_score: number; away_score: number } | null };
    const page = await open(`/game/${game.game_id}`, { member: free });
    await page.getByRole('heading', { name: `${game.away_team} at ${game.home_team}` }).waitFor();
    await page.getByText('Vantage Prediction').waitFor();
    if (detail.vantage_comparison) {
      const difference = Math.abs(detail.vantage_comparison.home_score - detail.vantage_comparison.away_score);
      const expected = Math.min((difference / 20) * 100, 100);
      const width = await page
        .getByTestId('edge-bar-fill')
        .evaluate((el) => parseFloat((el as HTMLElement).style.width));
      expect(width).toBeCloseTo(expected, 5);
      // The edge's one strength, the confidence, as on the card.
      const confidence = { high: 'High', medium: 'Medium', low: 'Low' }[game.confidence];
      expect(await page.locator('[data-figure="confidence"]').first().textContent()).toBe(confidence);
      await page.getByRole('button', { name: 'View Breakdown' }).click();
      await page.getByText('Q · Quality').waitFor();
    }
    await page.getByText('Key insights').waitFor();
    await page.getByText('Team trends').waitFor();
    await page.getByText(/Head-to-head this season/).waitFor();
    await page.getByText('Prediction Accuracy').waitFor();
    await page.getByText('Last 3 calls on these teams').waitFor();
    await page.getByRole('link', { name: 'Upgrade to Premium' }).waitFor();
    await page.getByRole('button', { name: 'Full Analysis' }).click();
    await page.getByRole('dialog').getByText('Vantage Breakdown').waitFor();
    await viewportScreenshot(page, '-modal');
    await page.waitForFunction(
      () => document.activeElement?.closest('.ant-modal-wrap') !== null && document.activeElement !== null,
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  test('a malformed game id shows the invalid-id screen; Back goes to /mlb-trends', async () => {
    const page = await open('/game/not%20a%20game!');
    await page.getByText('Invalid Game ID').waitFor();
    await page.getByText('Please check the URL and try again.').waitFor();
    await page.getByText('Expected format: /game/[gameId]').waitFor();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(/\/mlb-trends$/);
  });

  test("a guest's game beyond the free insight offers sign-in without asking the server for it (no 403 logged)", async () => {
    const { games } = await gamesOn(today);
    const locked = games.find((g) => !g.access.insight)!;
    const page = await open(`/game/${locked.game_id}`);
    await page.getByText('Sign in to see this game').waitFor();
    const refused: string[] = [];
    const logged: string[] = [];
    page.on('response', (response) => response.status() >= 400 && refused.push(response.url()));
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
    await page.reload();
    await page.getByText('Sign in to see this game').waitFor();
    await page.getByText('guests get one free insight a day').waitFor();
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    expect(logged).toEqual([]);
    await page.getByRole('link', { name: 'Sign Up' }).last().click();
    await page.waitForURL(/\/signup$/);
  });

  test('on a phone', async () => {
    const { games } = await gamesOn(today);
    const game = games.find((g) => g.access.insight)!;
    const page = await open(`/game/${game.game_id}`, { viewport: PHONE });
    await page.getByText('Prediction Accuracy').waitFor();
    expect(await fitsViewport(page)).toBe(true);
  });
});

/** The server's answer with `member`'s token (the browser shows the same call's figures). */
async function api<T>(path: string, member?: Member): Promise<{ status: number; body: T }> {
  const response = await fetch(`${BASE_URL}${path}`, {
    headers: member ? { Authorization: `Bearer ${member.access}` } : {},
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** After a resize the layout settles within a few renders; it must then be no wider than the phone. */
async function fitsPhone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, {
    timeout: 5_000,
  });
  expect(await fitsViewport(page)).toBe(true);
}

/**
 * Dark mode set again after the member's saved (light) preference has applied, once the colours' transitions
 * have run (a screenshot taken mid-transition shows light cells on a dark page).
 */
async function settleColours(page: Page, dark: boolean): Promise<void> {
  await page.evaluate(async (on) => {
    document.documentElement.classList.toggle('dark', on);
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    // A transition on a card the browser skips rendering (content-visibility, below the fold) may never finish:
    // the colours on screen have settled well within the wait.
    await Promise.race([
      Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  }, dark);
}

/** Runs `look` at 1280 and 375 px, light and dark (the colour scheme the page is shown in). */
async function inEveryLook(page: Page, look: (width: number, dark: boolean) => Promise<void>): Promise<void> {
  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ]) {
    for (const dark of [false, true]) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
      await look(width, dark);
    }
  }
}

/** The track record's month-by-month table (model beside always home). */
const monthTable = (page: Page) =>
  page
    .locator('.ant-card')
    .filter({ has: page.getByText('Month by month', { exact: true }) })
    .locator('.ant-table');

const percent = (share: number | null) => (share === null ? 'N/A' : `${(share * 100).toFixed(1)}%`);
const count = (n: number) => n.toLocaleString('en-US');

describe('track record and trend explorer', () => {
  test('/analytics draws the model beside the always-home baseline for a Basic member, on a desktop and a phone', async () => {
    const basic = await newMember('basic');
    const page = await open('/analytics', { member: basic });
    await page.getByText('Calls correct by month, beside always home (dashed: 50%)').waitFor({ timeout: 20_000 });
    await page.getByTestId('calibration-chart').getByRole('application').waitFor();
    await page.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await page.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(3);
    // Both series are drawn and named in the legends.
    expect(await page.locator('.recharts-legend-item').filter({ hasText: 'Always home' }).count()).toBe(2);
    expect(await page.locator('.recharts-line').count()).toBe(2);

    // The baseline's figures are the server's, for the season shown.
    const season = Number(today.slice(0, 4));
    const { body: performance } = await api<Performance>(
      `/api/mlb/performance/?from=${season}-03-01&to=${yesterday}`,
      basic,
    );
    expect(performance.baseline.correct).toBeGreaterThan(0);
    const baseline = page.getByTestId('baseline-figures');
    const calls = `${percent(performance.baseline.accuracy)} (${count(performance.baseline.correct)}/${count(performance.games)})`;
    await baseline.getByText(calls, { exact: true }).waitFor();
    await baseline.getByText(performance.baseline.brier!.toFixed(3), { exact: true }).waitFor();
    const table = monthTable(page);
    await table.getByRole('columnheader', { name: 'Always home', exact: true }).waitFor();
    const lastMonth = performance.by_month[performance.by_month.length - 1];
    await table
      .getByRole('row')
      .filter({ hasText: `${(lastMonth.baseline.accuracy! * 100).toFixed(1)}%` })
      .filter({ hasText: lastMonth.baseline.brier!.toFixed(4) })
      .first()
      .waitFor();
    await screenshot(page, '-desktop');

    await page.setViewportSize(PHONE);
    await page.getByText('Baseline: the home team always wins').scrollIntoViewIfNeeded();
    await fitsPhone(page);
    await screenshot(page, '-phone');
  });

  test('/analytics shows the recorded and the reconstructed records apart, and which one the headline uses', async () => {
    const { body: track } = await api<TrackRecord>('/api/mlb/track-record/');
    // The replay records its own day before its games; everything before it is reconstructed and never mixed in.
    expect(track.records.recorded.predictions).toBeGreaterThan(0);
    expect(track).toMatchObject({ headline: 'reconstructed', record: 'reconstructed' });
    const page = await open('/analytics?league=mlb');
    const picker = page.getByTestId('record-picker');
    const recorded = `Recorded before the game (${count(track.records.recorded.predictions)})`;
    const reconstructed = `Reconstructed afterwards (${count(track.records.reconstructed.predictions)})`;
    await picker.getByText(reconstructed).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('radio', { name: reconstructed }).isChecked()).toBe(true);
    await page
      .getByTestId('record-note')
      .getByText(/The headline uses the reconstructed record/)
      .waitFor();
    await page
      .getByText(`${count(track.comparison.games)} games with a moneyline and a prediction reconstructed afterwards.`)
      .waitFor();
    expect(await page.getByTestId('verdict').locator(':scope > *').allTextContents()).toEqual(track.verdict);
    await screenshot(page, '-reconstructed-desktop');

    // The other record is a tap away and in the URL; with nothing of it scored yet, it says so.
    await picker.getByText(recorded).click();
    await page.waitForURL(/record=recorded/);
    await page
      .getByTestId('record-note')
      .getByText(/^Shown: the 0 scored predictions of 2023 that were stored before/)
      .waitFor();
    await page.getByText('No scored predictions of this record in 2023.').waitFor();
    await page.setViewportSize(PHONE);
    await fitsPhone(page);
    await screenshot(page, '-recorded-phone');
  });

  test('/analytics?league=nba shows a guest Vantage beside the market and the verdict; a Basic member the calibration of both', async () => {
    const { body: record } = await api<TrackRecord>('/api/nba/track-record/');
    const page = await open('/analytics?league=nba');
    const market = page.getByTestId('market-comparison');
    await market.getByRole('row').filter({ hasText: 'Market (de-vigged)' }).waitFor({ timeout: 20_000 });
    await market
      .getByRole('row')
      .filter({ hasText: 'Market (de-vigged)' })
      .getByText(record.comparison.market.brier!.toFixed(4), { exact: true })
      .waitFor();
    await market
      .getByRole('row')
      .filter({ hasText: 'Vantage' })
      .getByText(record.comparison.vantage.brier!.toFixed(4), { exact: true })
      .first()
      .waitFor();
    // The verdict is the server's, every sentence of it.
    expect(await page.getByTestId('verdict').locator(':scope > *').allTextContents()).toEqual(record.verdict);
    expect(record.verdict[1]).toMatch(/^A paired t-test on the per-game differences gives p = /);
    expect(await page.getByRole('radio', { name: 'NBA' }).isChecked()).toBe(true);
    await page.getByText('The month-by-month history and the calibration chart come with Premium.').waitFor();
    // The league is in the URL: a pick changes it, and the link opens that view.
    await page.getByText('NHL', { exact: true }).click();
    await page.waitForURL(/league=nhl/);
    await market.getByRole('row').filter({ hasText: 'Market (de-vigged)' }).waitFor();

    const basic = await newMember('basic');
    await signIn(page, basic);
    await inEveryLook(page, async (width, dark) => {
      await page.goto('/analytics?league=mlb&season=2023');
      const chart = page.getByTestId('calibration-chart');
      await chart.getByRole('application').waitFor({ timeout: 20_000 });
      expect((await chart.locator('.recharts-legend-item').allTextContents()).sort()).toEqual([
        'Market (de-vigged)',
        'Vantage',
      ]);
      await settleColours(page, dark);
      await viewportScreenshot(page, `-${width}-${dark ? 'dark' : 'light'}`);
      await page.getByTestId('calibration-chart').scrollIntoViewIfNeeded();
      await viewportScreenshot(page, `-${width}-${dark ? 'dark' : 'light'}-calibration`);
    });
  });

  test('a game card’s trends carry their record since they were found, as the server counts it', async () => {
    const basic = await newMember('basic');
    const { games } = await gamesOn(today, basic);
    // The first of today's games whose shown trends have a later record.
    let game: ComparisonGame | undefined;
    let later: TrendLater[] = [];
    for (const candidate of games) {
      const { body } = await api<GameDetail>(`/api/mlb/comparison/${candidate.game_id}/`, basic);
      later = body.teams.flatMap((team) => team.later ?? []);
      if (later.length > 0) {
        game = candidate;
        break;
      }
    }
    expect(game).toBeDefined();
    const expected = later.map(
      (l) =>
        `Since found (${dayMonthYear(l.found)}): ${l.wins}-${l.losses} · ` +
        TREND_LABEL_WORDS[l.label] +
        (l.likely_noise ? ' · likely noise' : ''),
    );
    const page = await open('/dashboard', { member: basic });
    await cardsShown(page);
    const card = cards(page).filter({ hasText: game!.away_team }).filter({ hasText: game!.home_team }).first();
    await card.getByRole('button', { name: 'View Analysis' }).click();
    const notes = card.getByTestId('trend-later');
    await notes.first().waitFor({ timeout: 20_000 });
    const shown = await notes.allTextContents();
    // Every note is one of the server's later records, word for word.
    for (const note of shown) expect(expected).toContain(note);

    await inEveryLook(page, async (width, dark) => {
      await settleColours(page, dark);
      await card.getByText('Key Trends').scrollIntoViewIfNeeded();
      if (width === 375) await fitsPhone(page);
      await viewportScreenshot(page, `-${width}-${dark ? 'dark' : 'light'}`);
    });
  });

  test('/analytics says how every trend found this season went after it was found, beside the track record', async () => {
    const { status, body: found } = await api<TrendsFound>('/api/nba/trends/found/');
    expect(status).toBe(200);
    expect(found).toMatchObject({ league: 'nba', current: true });
    expect(found.found).toBeGreaterThan(0);
    const count = (n: number) => n.toLocaleString('en-US');
    const page = await open('/analytics?league=nba');
    const card = page.getByTestId('trends-found');
    await card
      .getByText(
        `Trends found this season went ${count(found.right)}-${count(found.wrong)} after they were found ` +
          `(${((100 * found.right) / (found.right + found.wrong)).toFixed(1)}% right).`,
        { exact: true },
      )
      .waitFor({ timeout: 60_000 });
    await card.getByText(`${count(found.found)} trends found, shown on a card or not`).waitFor();
    await card
      .getByText(`Of the ${count(found.judged)} with 10 or more games since found, ${count(found.holding_up)}`)
      .waitFor();
    // The track record stays above it, its own section.
    await page.getByText('Calls correct', { exact: true }).waitFor();
    await screenshot(page, '-desktop');
    await page.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await fitsPhone(page);
    await screenshot(page, '-phone');
  });

  test('/analytics shows everyone the season totals and the baseline, and offers the history and /trends as upgrades', async () => {
    const page = await open('/analytics');
    await page.getByText('Calls correct', { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByText('Always-home calls correct').waitFor();
    await page.getByText('The month-by-month history and the calibration chart come with Premium.').waitFor();
    expect(await page.locator('.recharts-surface').count()).toBe(0);
    await page.goto('/trends');
    await page.getByText('The trend explorer comes with Pro.').waitFor();
    // The gate is the server's: a guest's call is refused, not merely hidden.
    expect((await api('/api/mlb/explorer/?team=NYA')).status).toBe(401);
    await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL(/\/pricing$/);
  });

  test('/trends: a Free member is told by the server that the explorer comes with Pro', async () => {
    const page = await open('/trends', { member: free });
    await page
      .getByText('The trend explorer comes with Pro: upgrade your plan to use it.')
      .waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('explorer-result').count()).toBe(0);
    const refused = await api<{ detail: string }>('/api/mlb/explorer/?team=NYA', free);
    expect(refused).toEqual({
      status: 403,
      body: { detail: 'The trend explorer comes with Pro: upgrade your plan to use it.' },
    });
    // Free members are offered the upgrade in the header too.
    await page.getByRole('link', { name: 'Get Premium' }).waitFor();
    await screenshot(page, '-gated');
    await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL(/\/pricing$/);
  });

  test('/trends: a Pro member picks a team, home favourite after a loss, and sees the server’s record and games', async () => {
    const pro = await newMember('pro');
    const page = await open('/trends', { member: pro });
    const result = page.getByTestId('explorer-result');
    // Every team's record first.
    await result.getByText(/^All teams: All games \(\d{4}–\d{4}\)$/).waitFor({ timeout: 20_000 });
    // The top tier has nothing to upgrade to: no Get Premium in the header, once its plan has been read.
    await page.locator('header').getByRole('button', { name: 'Account menu' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('link', { name: 'Get Premium' }).count()).toBe(0);

    // A select showing a value is opened by its box (the value covers the search input).
    await page.getByRole('group', { name: 'Team' }).locator('.ant-select').click();
    await page.keyboard.type('Yankees');
    await page.locator('.ant-select-item-option').filter({ hasText: 'New York Yankees' }).click();
    // Each choice's answer before the next choice: the form re-renders with every answer, and a slow machine's
    // answer may arrive while a later control is being clicked.
    const answered = (situation: string) =>
      result.getByText(new RegExp(`^New York Yankees: ${situation} \\(\\d{4}–\\d{4}\\)$`)).waitFor({ timeout: 20_000 });
    await answered('All games');
    await page.getByRole('group', { name: 'Venue' }).getByText('Home', { exact: true }).click();
    await answered('Home');
    await page.getByRole('group', { name: 'Moneyline' }).getByText('Favourite', { exact: true }).click();
    await answered('Home favourite');
    await page.getByRole('group', { name: 'Previous game' }).locator('.ant-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'After a loss' }).click();
    const title = /^New York Yankees: Home favourite after a loss \((\d{4})–(\d{4})\)$/;
    await result.getByText(title).waitFor({ timeout: 20_000 });
    const [, first, last] = title.exec((await result.locator('.ant-card-head-title').textContent())!)!;

    const { status, body } = await api<ExplorerResult>(
      `/api/mlb/explorer/?team=NYA&venue=home&price=favourite&previous=after_loss&from_season=${first}&to_season=${last}&limit=10`,
      pro,
    );
    expect(status).toBe(200);
    expect(body.games).toBeGreaterThan(10);
    const values = result.locator('.ant-statistic-content-value');
    expect(await values.nth(0).textContent()).toBe(`${body.wins}-${body.losses}`);
    expect(await values.nth(1).textContent()).toBe(`${body.win_pct!.toFixed(1)}%`);
    expect(await values.nth(2).textContent()).toBe(String(body.games));
    // The newest matching game first, with the Yankees' line (favourites: negative) and the score.
    const newest = body.matches[0];
    const row = result.locator('.ant-list-item').first();
    expect(await row.textContent()).toContain(`vs ${newest.opponent} (${newest.moneyline})`);
    expect(await row.textContent()).toContain(`${newest.won ? 'W' : 'L'} ${newest.runs_for}-${newest.runs_against}`);
    expect(newest.game_date < today).toBe(true);
    await screenshot(page, '-desktop');

    await page.setViewportSize(PHONE);
    await fitsPhone(page);
    await screenshot(page, '-phone');
    await result.getByRole('link').first().click();
    await page.waitForURL(new RegExp(`/game/${newest.game_id}$`));
  });
  test('/trends?league=nba: a Pro member’s NBA question is answered from NBA games; its link reopens it', async () => {
    const pro = await newMember('pro');
    const page = await open('/trends?league=nba', { member: pro });
    const result = page.getByTestId('explorer-result');
    // Seasons by the NBA's names, the first and last seasons' starting years captured.
    const title = /^All teams: All games \((\d{4})–\d{2} to (\d{4})–\d{2}\)$/;
    await result.getByText(title).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('link', { name: 'NBA', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('group', { name: 'Venue' }).getByText('Home', { exact: true }).click();
    const home = /^All teams: Home \((\d{4})–\d{2} to (\d{4})–\d{2}\)$/;
    await result.getByText(home).waitFor();
    const [, first, last] = home.exec((await result.locator('.ant-card-head-title').textContent())!)!;
    const { status, body } = await api<ExplorerResult>(
      `/api/nba/explorer/?venue=home&from_season=${first}&to_season=${last}&limit=10`,
      pro,
    );
    expect(status).toBe(200);
    expect(body.games).toBeGreaterThan(100);
    const values = result.locator('.ant-statistic-content-value');
    expect(await values.nth(0).textContent()).toBe(`${body.wins}-${body.losses}`);
    // The matching games are the NBA's: the newest one's teams and score.
    expect(await result.locator('.ant-list-item').first().textContent()).toContain(`vs ${body.matches[0].opponent}`);

    // The league and the question are in the link: it reopens the NBA's home record; another league starts afresh.
    expect(page.url()).toMatch(/\/trends\?league=nba&venue=home$/);
    await page.reload();
    await result.getByText(home).waitFor({ timeout: 20_000 });
    const picker = page.getByTestId('league-picker');
    expect(await picker.getByRole('link', { name: 'NBA', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await values.nth(0).textContent()).toBe(`${body.wins}-${body.losses}`);
    await picker.getByRole('link', { name: 'NHL', exact: true }).click();
    await page.waitForURL(/\/trends\?league=nhl$/);
    await result.getByText(title).waitFor({ timeout: 20_000 });
    const [, from, to] = title.exec((await result.locator('.ant-card-head-title').textContent())!)!;
    const nhl = await api<ExplorerResult>(`/api/nhl/explorer/?from_season=${from}&to_season=${to}&limit=10`, pro);
    expect(await values.nth(0).textContent()).toBe(`${nhl.body.wins}-${nhl.body.losses}`);
    await screenshot(page, '-nhl');
  });
});

describe('company pages', () => {
  test('the landing footer’s Company links open true pages: About Us, Contact, Privacy Policy, Terms of Service', async () => {
    const page = await open('/');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(`${BASE_URL}/about`);
    await page.getByRole('heading', { name: 'About Us', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'How predictions are recorded' }).waitFor();
    await page.getByText(RETROSHEET_NOTICE).waitFor();
    // The player projections' data is credited, and the score's scale is explained.
    await page.getByText('Chadwick Baseball Bureau', { exact: false }).waitFor();
    await page.getByRole('heading', { name: 'How to read the Vantage score' }).waitFor();
    expect(await page.title()).toBe('About Us | Vantage');
    await screenshot(page, '-about-desktop');
    await page.setViewportSize(PHONE);
    await fitsPhone(page);
    await screenshot(page, '-about-phone');
    await page.getByRole('link', { name: 'Analytics' }).last().click();
    await page.waitForURL(`${BASE_URL}/analytics`);

    for (const [link, path, heading] of [
      ['Contact', '/contact', 'Contact'],
      ['Privacy Policy', '/privacy', 'Privacy Policy'],
      ['Terms of Service', '/terms', 'Terms of Service'],
    ]) {
      await page.goto('/');
      await page.locator('footer').getByRole('link', { name: link }).click();
      await page.waitForURL(`${BASE_URL}${path}`);
      await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
    }
    // Questions go through the contact form, not a mail address.
    expect(await page.getByRole('link', { name: 'contact form' }).getAttribute('href')).toBe('/contact');

    // Opened directly, a page shows the layout while its code loads, with nothing in the console (React Router
    // warned "No `HydrateFallback` element provided").
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await page.goto('/privacy');
    await page.getByRole('heading', { name: 'Privacy Policy', level: 2 }).waitFor();
    expect(warnings).toEqual([]);
  });
});

describe("the server's first screens", () => {
  test('every first screen hydrates without a mismatch or a style of its own, for a guest and a member, every league', async () => {
    const { page, context } = session;
    const nba = await calendar('nba');
    const [nbaGame] = (await gamesOn(nba.today, undefined, 'nba')).games;
    const [mlbGame] = (await gamesOn(today)).games;
    const paths = [
      '/',
      '/dashboard',
      '/dashboard?league=nba',
      '/nba-trends',
      `/game/${mlbGame.game_id}`,
      `/game/${nbaGame.game_id}`,
      '/pricing',
    ];
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(`${page.url()}: ${message.text()}`);
    });
    let visiting = '';
    // Which page a failed hydration was on (the test's page errors alone do not say).
    page.on('pageerror', (error) => logged.push(`${visiting}: ${error.message}`));
    const visitAll = async () => {
      for (const path of paths) {
        visiting = path;
        await page.goto(path);
        // Parts below the first screen hydrate once their data and code are in.
        await page.waitForLoadState('networkidle');
        // Every style comes with the page (the linked stylesheet, the page's few rules): no component, icon
        // included, adds a <style> of its own as it mounts (each one a style recalculation of the page).
        const addedStyles = await page.evaluate(
          () => [...document.querySelectorAll('style')].filter((style) => !style.hasAttribute('data-critical')).length,
        );
        expect({ path, addedStyles }).toEqual({ path, addedStyles: 1 });
      }
    };
    // A guest: every page is the server's, hydrated.
    await visitAll();
    // A member who signed in where no hint cookie exists yet (as a member upgrading does): the first page, the
    // server's guest page, is rendered again by the browser, which sets the hint; the rest are the member's pages.
    await signIn(page, free);
    await visitAll();
    expect(await context.cookies()).toContainEqual(expect.objectContaining({ name: 'vantage_signed_in', value: '1' }));
    // The member's own header, on the last page hydrated from the server's member page.
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(logged).toEqual([]);
  });

  test("an unknown game's page arrives saying so; the next page has its data", async () => {
    // The API's 404 is an answer: the server renders it and inlines it, as it does a game it found, instead of
    // waiting for an answer that will not come and leaving the page loading.
    const response = await fetch(`${BASE_URL}/game/2099-04-01-AAA-BBB-0`);
    expect(response.status).toBe(404);
    const unknown = await response.text();
    expect(unknown).toMatch(/<header[^>]*>.*>Pricing</s);
    expect(unknown).toContain('Page Not Found');
    expect(unknown).toContain('"refusals":{"/api/mlb/comparison/2099-04-01-AAA-BBB-0/":404}');
    const [game] = (await gamesOn(today)).games;
    expect(await (await fetch(`${BASE_URL}/dashboard`)).text()).toContain(game.home_team);
  });

  test("a member's page arrives with the day's games, without the guest's offers", async () => {
    const [game] = (await gamesOn(today)).games;
    const serverPage = async (cookie: string) =>
      (await fetch(`${BASE_URL}/dashboard`, { headers: cookie ? { cookie } : {} })).text();
    const guest = await serverPage('');
    const member = await serverPage('vantage_signed_in=1');
    for (const html of [guest, member]) expect(html).toContain(game.home_team);
    expect(guest).toContain('Guest Mode');
    expect(guest).toContain('Unlock this insight');
    expect(guest).toContain('>Sign Up<');
    // The member's own figures and header replace it in the browser; until then it offers them nothing to buy.
    expect(member).not.toContain('Guest Mode');
    expect(member).not.toContain('Unlock this insight');
    expect(member).not.toContain('>Sign Up<');
  });
});
