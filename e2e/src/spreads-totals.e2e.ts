// The spread and the total beside the moneyline: a Basic member sees each side's chance and the EV at its price on
// an NFL and an NBA game (the NBA's at the assumed −110, said so), a Free member the chances without EV, on the
// card, in the modal and on the game page; screenshots on a phone and a desktop.
import type { ComparisonGame, League } from '@vantage/contracts/sports';
import { screenshot, useBrowserSession } from './support/browser';
import { useGamesRemoteServing } from './support/games-remote';
import { calendar, gameCard, gamesOn, newMember, signIn, viewportScreenshot, type Member } from './support/games';

const session = useBrowserSession();
useGamesRemoteServing();

const chance = (percent: number) => `${percent.toFixed(1)}%`;
const signed = (ev: number) => `${ev > 0 ? '+' : ''}${ev.toFixed(1)}%`;

/** Today's first game of the league with both a spread and a total, as the member's list gives it. */
async function gameWithLines(league: League, member: Member): Promise<ComparisonGame> {
  const { games } = await gamesOn((await calendar(league)).today, member, league);
  const game = games.find((g) => g.spread && g.total);
  if (!game) throw new Error(`${league}: no game of today with a spread and a total`);
  return game;
}

describe('spread and total beside the moneyline', () => {
  for (const [league, width, height] of [
    ['nfl', 375, 812],
    ['nba', 1280, 900],
    ['nfl', 1280, 900],
    ['nba', 375, 812],
  ] as const) {
    test(`${league.toUpperCase()} at ${width}px: Basic sees chances and EV on card, modal and game page`, async () => {
      const { page, errors } = session;
      await page.setViewportSize({ width, height });
      const basic = await newMember('basic');
      const game = await gameWithLines(league, basic);
      const { spread, total } = game;
      expect(spread!.home_ev).not.toBeNull();
      await signIn(page, basic);
      await page.goto(`/dashboard?league=${league}`);
      const card = gameCard(page, game);
      for (const where of [card, null] as const) {
        const box = (where ?? page).getByTestId('line-markets').first();
        await box.waitFor({ timeout: 20_000 });
        const figure = (name: string) => box.locator(`[data-figure="${name}"]`).textContent();
        expect(await figure('spread-home-cover')).toBe(chance(spread!.home_cover_probability));
        expect(await figure('total-over')).toBe(chance(total!.over_probability));
        expect(await figure('spread-home-ev')).toContain(signed(spread!.home_ev!));
        expect(await figure('total-under-ev')).toContain(signed(total!.under_ev!));
        // The NBA's lines have no prices in the data: the screen says the −110 is assumed.
        expect(await box.locator('[data-figure="prices-assumed"]').count()).toBe(spread!.prices_assumed ? 1 : 0);
        if (spread!.prices_assumed) expect(await figure('spread-home-ev')).toContain('(assumed)');
        if (where) {
          await box.scrollIntoViewIfNeeded();
          await viewportScreenshot(page, `-card`);
          await card.getByRole('button', { name: 'Details' }).click();
          await page.getByRole('dialog').getByTestId('line-markets').waitFor({ timeout: 20_000 });
          await viewportScreenshot(page, `-modal`);
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
          await page.goto(`/game/${encodeURIComponent(game.game_id)}`);
        }
      }
      await screenshot(page, '-game');
      expect(errors).toEqual([]);
    });
  }

  for (const league of ['nfl', 'nba'] as const)
    test(`${league.toUpperCase()}: Free sees the chances without prices or EV, and what Premium adds`, async () => {
      const { page, errors } = session;
      const free = await newMember('free');
      const game = await gameWithLines(league, free);
      expect([game.spread!.home_ev, game.total!.over_ev]).toEqual([null, null]);
      await signIn(page, free);
      await page.goto(`/dashboard?league=${league}`);
      const box = gameCard(page, game).getByTestId('line-markets');
      await box.waitFor({ timeout: 20_000 });
      expect(await box.locator('[data-figure="spread-home-cover"]').textContent()).toBe(
        chance(game.spread!.home_cover_probability),
      );
      expect(await box.locator('[data-figure="total-over"]').textContent()).toBe(chance(game.total!.over_probability));
      expect(await box.locator('[data-figure$="-ev"]').count()).toBe(0);
      await box.getByText('EV and prices on the spread and total come with Premium').waitFor();
      expect(errors).toEqual([]);
    });
});
