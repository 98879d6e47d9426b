// Every league on the fan's screens, through the gateway: the landing's filter, the dashboard with a guest's one
// free insight, the analysis dialog, the game page and the trends listing; a link to a league's view opens that
// view; the header's search finds each league's teams; a member's favourite sport decides the dashboard's league.
// Screenshots of each league's dashboard, listing and game page at 375 and 1280 px, light and dark.
import type { Page, Route } from 'playwright-core';
import { LEAGUE_LABELS, LEAGUES, type League } from '@vantage/contracts/sports-rules';
import type { Calendar, ComparisonGame, Team } from '@vantage/contracts/sports';
import { BASE_URL, useBrowserSession } from './support/browser';
import { calendar, dayMonthYear, gamesOn, newMember, signIn, viewportScreenshot, type Member } from './support/games';

afterEach(() => {
  expect(session.errors).toEqual([]);
});
const session = useBrowserSession();

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
/** The header search's own code (shell/src/features/team-search/components/team-search.tsx), loaded on first use. */
const SEARCH_SCRIPT = /\/team-search\.[^/]*\.js$/;
const GUEST_BANNER = 'Guest Mode: You can view 1 free insight. Upgrade to unlock all analytics.';

/** 'Replay of 14 Feb 2024', as every screen writes a league's replayed day. */
function replayText(dates: Calendar): string {
  return `Replay of ${dayMonthYear(dates.replay_date ?? dates.today)}`;
}

interface LeagueDay {
  dates: Calendar;
  games: ComparisonGame[];
}

const days = new Map<League, LeagueDay>();
beforeAll(async () => {
  for (const league of LEAGUES) {
    const dates = await calendar(league);
    const { games } = await gamesOn(dates.today, undefined, league);
    days.set(league, { dates, games });
  }
});

function saveProfile(member: Member, changes: Record<string, unknown>): Promise<Response> {
  return fetch(`${BASE_URL}/api/users/profile/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${member.access}` },
    body: JSON.stringify(changes),
  });
}

const cards = (page: Page) => page.getByTestId('game-card');
const lockedCards = (page: Page) => page.getByTestId('locked-game');

async function dashboardShown(page: Page, league: League): Promise<void> {
  const label = LEAGUE_LABELS[league];
  await page.getByText(`${label} predictions and trends`).waitFor();
  await cards(page).first().waitFor();
  await page.locator('[data-testid="game-grid"][aria-busy="false"]').waitFor();
}

describe.each(LEAGUES.map((league) => [league]))('%s', (league: League) => {
  const label = LEAGUE_LABELS[league];

  test('landing filter → dashboard with the guest’s one free insight → dialog → game page → trends listing', async () => {
    const { dates, games } = days.get(league)!;
    expect(games.length).toBeGreaterThan(1);
    const { page } = session;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Featured Matchups' }).waitFor();
    await page.getByRole('navigation', { name: 'Sport' }).getByRole('link', { name: label, exact: true }).click();
    const section = page.locator(`[data-testid="landing-league"][data-league="${league}"]`);
    await section.getByTestId('landing-matchup').first().waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="landing-league"]').length === 1);
    // The league's own games of its own day, at most 2 trends a card.
    expect(await section.getByTestId('landing-matchup').count()).toBe(Math.min(6, games.length));
    const free = games.find((game) => game.access.insight)!;
    expect(await section.getByTestId('landing-matchup').first().textContent()).toContain(free.home_team);
    for (const card of await section.getByTestId('landing-matchup').all()) {
      expect(await card.getByText(/ — \d+-\d+ \(/).count()).toBeLessThanOrEqual(2);
    }
    if (dates.replay) await section.getByText(replayText(dates)).waitFor();

    await section.getByRole('link', { name: `All ${label} games` }).click();
    await page.waitForURL(`**/dashboard?league=${league}`);
    await dashboardShown(page, league);
    await page.getByText(GUEST_BANNER).waitFor();
    if (dates.replay) await page.getByText(replayText(dates)).first().waitFor();
    // One free insight in every league: the first game open, every other one locked.
    expect(await lockedCards(page).count()).toBe(games.length - 1);
    const freeCard = cards(page)
      .filter({ hasNot: page.getByTestId('locked-game') })
      .first();
    expect(await freeCard.textContent()).toContain(free.home_team);
    expect(await freeCard.textContent()).toContain(label);
    if (free.predicted_margin != null && free.margin_unit) {
      expect(await freeCard.locator('[data-figure="expected-margin"]').textContent()).toContain(free.margin_unit);
    }

    await freeCard.getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(free.away_team).first().waitFor();
    await dialog.getByRole('link', { name: 'Open the game page' }).click();
    await page.waitForURL(`**/game/${encodeURIComponent(free.game_id)}`);
    await page.getByRole('heading', { name: `${free.away_team} at ${free.home_team}` }).waitFor();
    await page.getByText(label, { exact: true }).first().waitFor();
    // No internal id on screen: the game's id ends in the source's home code and a number ("-SFN-0").
    await page.getByText('Game facts').waitFor();
    expect(await page.locator('main').innerText()).not.toContain(free.game_id.slice(-6));

    await page.getByRole('link', { name: `All ${label} games` }).click();
    await page.waitForURL(`**/${league}-trends`);
    await page.getByRole('heading', { name: `${label} Trends` }).waitFor();
    await page.getByTestId('trend-game-card').first().waitFor();
    expect(await page.getByTestId('trend-game-card').count()).toBe(games.length);
    if (dates.replay) await page.getByText(replayText(dates)).first().waitFor();
    const listing = await page.locator('main').innerText();
    for (const game of games) expect(listing).not.toContain(game.game_id.slice(-6));
    // A replayed game is not "to be decided": its record's start, or "Time not recorded" (the About page's words).
    if (dates.replay) {
      for (const game of games) expect(game.start_kind).not.toBe('tbd');
      if (games.some((game) => game.start_kind === 'unrecorded')) expect(listing).toContain('Time not recorded');
    }
  });

  test('a link to the league’s dashboard, listing or game opens that same view', async () => {
    const { games } = days.get(league)!;
    const { page } = session;
    await page.goto(`/dashboard?league=${league}`);
    await dashboardShown(page, league);
    const picker = page.getByTestId('league-picker');
    expect(await picker.getByRole('link', { name: label, exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await cards(page).first().textContent()).toContain(games[0].away_team);
    // The open tab is in the URL: a link to yesterday's results opens them, and a league's link starts on today.
    await page.getByRole('tab', { name: /Yesterday's Results/ }).click();
    await page.waitForURL(`**/dashboard?league=${league}&day=yesterday`);
    await page.reload();
    const yesterdayTab = page.getByRole('tab', { name: /Yesterday's Results/ });
    await page.locator('[role="tab"][aria-selected="true"]').filter({ hasText: "Yesterday's Results" }).waitFor();
    await picker.getByRole('link', { name: label, exact: true }).click();
    await page.waitForURL(`**/dashboard?league=${league}`);
    await page.locator('[role="tab"][aria-selected="true"]').filter({ hasText: "Today's Games" }).waitFor();
    expect(await yesterdayTab.getAttribute('aria-selected')).toBe('false');

    await page.goto(`/${league}-trends?day=yesterday`);
    await page.getByRole('heading', { name: `${label} Trends` }).waitFor();
    expect(await page.getByRole('radio', { name: 'Yesterday' }).isChecked()).toBe(true);

    const game = games[0];
    await page.goto(`/game/${encodeURIComponent(game.game_id)}`);
    await page.getByRole('heading', { name: `${game.away_team} at ${game.home_team}` }).waitFor();
  });

  test('the header’s search finds the league’s teams and opens the team’s season', async () => {
    const { games } = days.get(league)!;
    const code = games[0].home_team_code;
    const teams = (await (await fetch(`${BASE_URL}/api/${league}/teams/`)).json()) as Team[];
    const team = teams.find((candidate) => candidate.code === code)!;
    const { page } = session;
    await page.goto('/about');
    await page.getByRole('combobox', { name: /Search teams/ }).fill(team.name);
    const option = page.getByRole('option', { name: new RegExp(team.name) });
    await option.first().waitFor();
    await option.first().click();
    await page.waitForURL(`**/${league}-trends?team=${encodeURIComponent(code)}`);
    await page.getByRole('heading', { name: team.name }).waitFor();
  });

  test('screenshots of the dashboard, the listing and the game page: desktop light, phone dark', async () => {
    const { games } = days.get(league)!;
    const member = await newMember('basic');
    const { page } = session;
    await signIn(page, member);
    // Each theme at one width: both themes and both widths to look at, in half the page loads of every pairing.
    for (const [viewport, dark] of [
      [DESKTOP, false],
      [PHONE, true],
    ] as const) {
      // Dark as a member chooses it: the profile's setting.
      if (dark) expect((await saveProfile(member, { dark_mode: true })).status).toBe(200);
      await page.setViewportSize(viewport);
      const suffix = `-${league}-${viewport.width}-${dark ? 'dark' : 'light'}`;
      await page.goto(`/dashboard?league=${league}`);
      await dashboardShown(page, league);
      await viewportScreenshot(page, `-dashboard${suffix}`);
      await page.goto(`/${league}-trends`);
      await page.getByTestId('trend-game-card').first().waitFor();
      await viewportScreenshot(page, `-trends${suffix}`);
      await page.goto(`/game/${encodeURIComponent(games[0].game_id)}`);
      await page.getByRole('heading', { name: `${games[0].away_team} at ${games[0].home_team}` }).waitFor();
      await viewportScreenshot(page, `-game${suffix}`);
    }
  });
});

test('a tap on another league before the page’s code has run, on a slow network, opens that league', async () => {
  const { page } = session;
  // Every API answer 4 s late, as on a slow phone network: the server's page is there long before the code runs.
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.fallback();
  });
  try {
    for (const [path, to] of [
      ['/dashboard?league=nba', '**/dashboard?league=nhl'],
      ['/nba-trends', '**/nhl-trends'],
    ]) {
      await page.goto(path, { waitUntil: 'commit' });
      const nhl = page.getByTestId('league-picker').getByRole('link', { name: 'NHL', exact: true });
      await nhl.click();
      await page.waitForURL(to, { timeout: 15_000 });
    }
    await page.getByRole('heading', { name: 'NHL Trends' }).waitFor({ timeout: 20_000 });
  } finally {
    await page.unroute('**/api/**');
  }
});

test('text typed into the header’s search before its code has come is kept, caret and all', async () => {
  const teams = (await (await fetch(`${BASE_URL}/api/mlb/teams/`)).json()) as Team[];
  const team = teams.find((candidate) => candidate.name.length > 4)!;
  const { page } = session;
  await page.goto('/about');
  // The search's own code held back from now on: the box is its stand-in until it is let through.
  const held: Route[] = [];
  let released = false;
  const hold = (route: Route) => (released ? route.continue() : void held.push(route));
  await page.route(SEARCH_SCRIPT, hold);
  try {
    const box = page.getByRole('combobox', { name: /Search teams/ });
    await box.click();
    // The name without its first letter, then the caret back to the start: both in before the code has come.
    await page.keyboard.type(team.name.slice(1));
    await page.keyboard.press('Home');
    for (let waited = 0; held.length === 0 && waited < 10_000; waited += 100) await page.waitForTimeout(100);
    expect(held.length).toBeGreaterThan(0);
    expect(await page.locator('.ant-select-focused').count()).toBe(0);
    released = true;
    await Promise.all(held.map((route) => route.continue()));
    // The AutoComplete has taken over, focused, with the text typed so far.
    await page.locator('.ant-select-focused').waitFor();
    // Where the caret was: the first letter goes in front.
    await page.keyboard.type(team.name[0]);
    expect(await box.inputValue()).toBe(team.name);
    const option = page.getByRole('option', { name: new RegExp(team.name) });
    await option.first().click();
    await page.waitForURL(`**/mlb-trends?team=${encodeURIComponent(team.code)}`);
  } finally {
    await page.unroute(SEARCH_SCRIPT, hold);
  }
});

test('a favourite team named by its nickname is kept as the real team; a team of no league is refused', async () => {
  const member = await newMember('free');
  const refused = await saveProfile(member, { favorite_sports: ['MLB'], favorite_teams: { MLB: ['Bravehearts'] } });
  expect(refused.status).toBe(400);
  expect(await refused.json()).toEqual({ favorite_teams: ['"Bravehearts" is not one of the MLB teams.'] });
  const saved = await saveProfile(member, { favorite_sports: ['MLB'], favorite_teams: { MLB: ['Braves'] } });
  expect(saved.status).toBe(200);
  const { page } = session;
  await signIn(page, member);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Sports' }).click();
  const mlb = page.getByRole('list', { name: 'MLB teams' });
  await mlb
    .getByRole('listitem')
    .filter({ hasText: /^Atlanta Braves$/ })
    .waitFor();
  expect(await mlb.getByRole('listitem').count()).toBe(1);
});

test('a tap on a sport of the landing before its code has run, on a slow network, shows that sport', async () => {
  const { page } = session;
  // The landing's scripts held until the tap has been made, and every API answer 4 s late, as on a slow phone
  // network: the server's page is there long before its code runs. The tap is a link, so it needs no code.
  let releaseScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  const after = (wait: () => Promise<unknown>) => async (route: Route) => {
    await wait();
    await route.fallback().catch(() => undefined); // the landing left meanwhile: its request is gone
  };
  await page.route(
    '**/api/**',
    after(() => new Promise((resolve) => setTimeout(resolve, 4_000))),
  );
  await page.route(
    '**/*.js',
    after(() => scriptsHeld),
  );
  try {
    // The frame's own goto: the page's waits for the hydration, and this tap is to come before it.
    await page.mainFrame().goto('/', { waitUntil: 'commit' });
    await page.getByLabel('Sport', { exact: true }).getByText('NHL', { exact: true }).click();
    await page.waitForURL('**/?sport=nhl', { waitUntil: 'commit' });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  } finally {
    releaseScripts();
    await page.unrouteAll({ behavior: 'wait' });
  }
  await page.waitForFunction(
    () => {
      const shown = [...document.querySelectorAll<HTMLElement>('[data-testid="landing-league"]')];
      return shown.length === 1 && shown[0].dataset.league === 'nhl' && document.querySelector('html[data-hydrated]');
    },
    undefined,
    { timeout: 60_000 },
  );
}, 120_000);

test('a member’s favourite sport decides which league their dashboard opens on', async () => {
  const member = await newMember('free');
  const saved = await saveProfile(member, {
    favorite_sports: ['NHL', 'MLB'],
    favorite_teams: { NHL: ['Boston Bruins'] },
  });
  expect(saved.status).toBe(200);
  const { page } = session;
  await signIn(page, member);
  await page.goto('/dashboard');
  await dashboardShown(page, 'nhl');
  // The URL still wins over the favourite.
  await page.getByTestId('league-picker').getByRole('link', { name: 'NBA', exact: true }).click();
  await page.waitForURL('**/dashboard?league=nba');
  await dashboardShown(page, 'nba');
});
