// A value bet whose side the model gives LARGE_MARKET_GAP or more points above the market carries the track record
// of such bets (product rules §10): a Basic member sees it on the card, in the modal and on the game page, with the
// gap and the record the API gives for that game.
import { LARGE_MARKET_GAP } from '@vantage/contracts/bet-rules';
import type { ComparisonGame, League } from '@vantage/contracts/sports';
import { screenshot, useBrowserSession } from './support/browser';
import { useGamesRemoteServing } from './support/games-remote';
import {
  calendar,
  gameCard,
  gamesOn,
  newMember,
  pretendToday,
  signIn,
  viewportScreenshot,
  type Member,
} from './support/games';

const session = useBrowserSession();
useGamesRemoteServing();

const DAY = 86_400_000;
const dayBefore = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) - DAY).toISOString().slice(0, 10);
/** Days searched back from the replayed today, per league (predictions are recorded from the season before). */
const SEARCHED_DAYS = 600;

/** The first game, walking back from today, with a value bet this far from the market. */
async function largeGapGame(member: Member): Promise<{ league: League; date: string; game: ComparisonGame } | null> {
  for (const league of ['nba', 'nhl', 'mlb', 'nfl'] as const) {
    let date = (await calendar(league)).today;
    for (let i = 0; i < SEARCHED_DAYS; i++, date = dayBefore(date)) {
      const { games } = await gamesOn(date, member, league);
      const game = games.find(
        (g) => g.best_bet?.kind === 'value' && g.best_bet.market_gap >= LARGE_MARKET_GAP && g.best_bet.large_gap_record,
      );
      if (game) return { league, date, game };
    }
  }
  return null;
}

describe('the large-gap caveat', () => {
  test('a Basic member sees what a large-gap value bet rests on and how such bets have paid', async () => {
    const { page, errors } = session;
    const basic = await newMember('basic');
    const found = await largeGapGame(basic);
    expect(found).not.toBeNull();
    const { league, date, game } = found!;
    const bet = game.best_bet!;
    if (bet.kind !== 'value') throw new Error('a value bet was searched for');
    const record = bet.large_gap_record!;
    // The figures, written out here rather than by the rule's own function.
    const rests = `This EV rests on the model giving ${bet.market_gap.toFixed(1)} points more than the market.`;
    const paid =
      record.bets === 0
        ? 'The track record has no value bets this far from the market yet.'
        : `Value bets ${LARGE_MARKET_GAP}+ points from the market won ${record.wins} of ${record.bets} ` +
          `(${((100 * record.wins) / record.bets).toFixed(1)}%) in the track record, ` +
          `${record.return_percent! > 0 ? '+' : ''}${record.return_percent!.toFixed(1)}% per bet.`;
    const caveat = `${rests} ${paid}`;

    await signIn(page, basic);
    await pretendToday(page, date, dayBefore(date));
    await page.goto(`/dashboard?league=${league}`);
    const card = gameCard(page, game);
    await card.locator('[data-figure="best-bet-caveat"]').waitFor({ timeout: 20_000 });
    expect(await card.locator('[data-figure="best-bet-caveat"]').textContent()).toBe(caveat);
    await card.locator('[data-figure="best-bet-caveat"]').scrollIntoViewIfNeeded();
    await viewportScreenshot(page, '-card');

    await card.getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[data-figure="best-bet-caveat"]').waitFor({ timeout: 20_000 });
    expect(await dialog.locator('[data-figure="best-bet-caveat"]').textContent()).toBe(caveat);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`/game/${encodeURIComponent(game.game_id)}`);
    const prediction = page.locator('.ant-card').filter({ hasText: 'Vantage Prediction' }).first();
    await prediction.locator('[data-figure="best-bet-caveat"]').waitFor({ timeout: 20_000 });
    expect(await prediction.locator('[data-figure="best-bet-caveat"]').textContent()).toBe(caveat);
    await screenshot(page, '-game');
    expect(errors).toEqual([]);
  }, 900_000);
});
