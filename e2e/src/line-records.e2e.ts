// Records against the closing lines beside the W-L records: a team's season on the trends listing, each trend on
// the game page and the explorer's result, as the API gives them, in the NFL (spreads and totals) and the NHL
// (its shipped games have moneylines only: a dash and, in words, that its lines come from the live odds feed only);
// screenshots on a phone and a desktop.
import type { LineRecords } from '@vantage/contracts/line-records';
import type { GameDetail, League, TeamGames } from '@vantage/contracts/sports';
import { explorerPath } from '@vantage/contracts/ui-routes';
import { BASE_URL, useBrowserSession } from './support/browser';
import { calendar, gamesOn, newMember, signIn, viewportScreenshot } from './support/games';

afterEach(() => {
  expect(session.errors).toEqual([]);
});
const session = useBrowserSession();

/**
 * 'ATS 10-7-1 (58.8%)', 'ATS, O/U — no line in 30 games: lines from …' where none of the games had one (the NHL's
 * shipped games, both records of one source), or 'ATS, O/U — no lines in our data' where neither exists, as the
 * screen writes the API's.
 */
function atsShown(lines: LineRecords): string {
  const r = lines.ats;
  if (!r) return lines.ou ? 'ATS — no spreads in our data' : 'ATS, O/U — no lines in our data';
  if (r.covers + r.fails + r.pushes === 0 && r.unlined > 0)
    return `ATS, O/U — no line in ${r.unlined} game${r.unlined === 1 ? '' : 's'}: lines from ${r.source}`;
  return `ATS ${r.covers}-${r.fails}-${r.pushes}${r.cover_pct === null ? '' : ` (${r.cover_pct.toFixed(1)}%)`}`;
}

async function getJson<T>(path: string, access?: string): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`, access ? { headers: { Authorization: `Bearer ${access}` } } : {});
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe.each([
  ['nfl', 375, 812],
  ['nfl', 1280, 900],
  ['nhl', 375, 812],
  ['nhl', 1280, 900],
] as const)('%s at %ipx', (league: League, width: number, height: number) => {
  test('team season, game page trends and explorer show ATS and O/U', async () => {
    const { page } = session;
    await page.setViewportSize({ width, height });
    const pro = await newMember('pro');
    await signIn(page, pro);
    const { games } = await gamesOn((await calendar(league)).today, pro, league);
    const game = games[0];

    const season = await getJson<TeamGames>(`/api/${league}/games/?team=${game.home_team_code}`);
    await page.goto(`/${league}-trends?team=${encodeURIComponent(game.home_team_code)}`);
    const teamLine = page.getByTestId('team-line-records');
    await teamLine.waitFor();
    expect(await teamLine.textContent()).toContain(atsShown(season.lines.all));
    await viewportScreenshot(page, '-team');

    const detail = await getJson<GameDetail>(
      `/api/${league}/comparison/${encodeURIComponent(game.game_id)}/`,
      pro.access,
    );
    const withTrend = detail.teams.find((t) => (t.lines ?? []).length > 0);
    await page.goto(`/game/${encodeURIComponent(game.game_id)}`);
    await page.getByRole('heading', { name: `${game.away_team} at ${game.home_team}` }).waitFor();
    if (withTrend) {
      const first = page.getByTestId('trend-line-records').first();
      await first.waitFor();
      await first.scrollIntoViewIfNeeded();
      const shown = (await page.getByTestId('trend-line-records').allTextContents()).join('|');
      expect(shown).toContain(atsShown(withTrend.lines![0]));
      await viewportScreenshot(page, '-game');
    }

    await page.goto(explorerPath(league));
    const explorerLine = page.getByTestId('explorer-line-records');
    await explorerLine.waitFor({ timeout: 30_000 });
    await explorerLine.scrollIntoViewIfNeeded();
    expect(await explorerLine.textContent()).toMatch(
      league === 'nfl' ? /ATS \d+-\d+-\d+/ : /ATS, O\/U — no line in \d+ games?: lines from the live odds feed only/,
    );
    await viewportScreenshot(page, '-explorer');
  });
});
