// The game page's "verify" against the public ledger (docs/ledger.md): the browser hashes the prediction shown
// with WebCrypto and walks the served path to the day's committed root. A good answer verifies and says how the
// day was committed; an answer altered on the way (route interception) is a mismatch. Screenshots at 375 and
// 1280 px.
import type { Page } from 'playwright-core';
import { useBrowserSession } from './support/browser';
import { calendar, gamesOn, newMember, signIn, viewportScreenshot, type Member } from './support/games';

afterEach(() => {
  expect(session.errors).toEqual([]);
});
const session = useBrowserSession();

let member: Member;
beforeAll(async () => {
  member = await newMember('free');
});

async function verifyOn(page: Page, gameId: string): Promise<void> {
  await page.goto(`/game/${encodeURIComponent(gameId)}`);
  const card = page.locator('.ant-card').filter({ hasText: 'Public ledger' });
  await card.getByRole('button', { name: 'Verify' }).click();
}

test('verify says a game of the replayed day was committed before its games, one of the day before after them', async () => {
  const { page } = session;
  await signIn(page, member);
  const dates = await calendar('mlb');
  const [today] = (await gamesOn(dates.today, member)).games;
  await verifyOn(page, today.game_id);
  await page.getByText('Verified: this prediction is the one committed for its day.').waitFor();
  await page.getByText(/^Committed .* ET\.$/).waitFor();
  await page.getByText(/^Recorded before the day's first game by the replay clock: this server replays/).waitFor();
  // The verdict in view: it opens below the button, which alone would fill a desktop's first screen.
  await page.getByText(/^Recorded before the day's first game/).scrollIntoViewIfNeeded();
  await viewportScreenshot(page, '-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByText('Verified: this prediction is the one committed for its day.').scrollIntoViewIfNeeded();
  await viewportScreenshot(page, '-375');

  const [before] = (await gamesOn(dates.yesterday, member)).games;
  await verifyOn(page, before.game_id);
  await page.getByText('Verified: this prediction is the one committed for its day.').waitFor();
  await page.getByText(/^Reconstructed: this day was committed after its games had started/).waitFor();
});

test('verify finds a mismatch when the served prediction or the day’s root is not what was committed', async () => {
  const { page } = session;
  await signIn(page, member);
  const dates = await calendar('mlb');
  const [game] = (await gamesOn(dates.today, member)).games;
  // A prediction changed after its commitment, by less than the page's rounding shows.
  await page.route(/\/api\/mlb\/ledger\/[^/]+\/proof\/$/, async (route) => {
    const response = await route.fetch();
    const proof = await response.json();
    proof.prediction.p_home += 1e-9;
    await route.fulfill({ response, json: proof });
  });
  await verifyOn(page, game.game_id);
  await page.getByText('Mismatch: this prediction is not the one committed.').waitFor();
  await page.getByText(/does not lead to the root committed for its day/).waitFor();
  await viewportScreenshot(page, '-mismatch');

  // The day's root swapped for another.
  await page.unroute(/\/api\/mlb\/ledger\/[^/]+\/proof\/$/);
  await page.route(/\/api\/mlb\/ledger\/\?date=/, async (route) => {
    const response = await route.fetch();
    const day = await response.json();
    day.root = day.previous_root;
    await route.fulfill({ response, json: day });
  });
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText(/does not lead to the root committed for its day/).waitFor();
  expect(await page.getByText('Verified: this prediction is the one committed for its day.').count()).toBe(0);
});
