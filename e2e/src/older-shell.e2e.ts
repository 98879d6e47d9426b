// Independent deploys with antd shared component by component: a remote deployed with a component that its shell
// does not provide (a shell built before any app used it) still renders, with the remote's own copy of it
// (each remote keeps a fallback of every antd component: packages/build-config/src/shared-packages.js).
import { BASE_URL, useBrowserSession } from './support/browser';
import { calendar, gamesOn } from './support/games';

const session = useBrowserSession();
/** The game page's accuracy figure is antd's Statistic, which the shell itself does not render. */
const COMPONENT = 'antd/es/statistic';

test("a game page renders an antd component that its shell does not provide, with the remote's own copy", async () => {
  const { page, errors } = session;
  const [game] = (await gamesOn((await calendar()).today)).games;
  // The shell's scripts as an older shell's: they register the component under a name no app asks for.
  const altered: string[] = [];
  await page.route(
    (url) => url.origin === BASE_URL && /^\/[^/]+\.js$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(`"${COMPONENT}"`)) altered.push(route.request().url());
      await route.fulfill({ response, body: body.replaceAll(`"${COMPONENT}"`, `"${COMPONENT}-not-provided"`) });
    },
  );
  await page.goto(`/game/${game.game_id}`);
  await page.waitForLoadState('networkidle');
  expect(altered.length).toBeGreaterThan(0);
  const accuracy = page.locator('.ant-card').filter({ hasText: 'Prediction Accuracy' });
  await expect(accuracy.locator('.ant-statistic-content-value').first().isVisible()).resolves.toBe(true);
  await expect(page.getByRole('heading', { name: `${game.away_team} at ${game.home_team}` }).isVisible()).resolves.toBe(
    true,
  );
  expect(errors).toEqual([]);
});
