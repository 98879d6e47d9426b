// Independent deployment with the first screen the shell's server now renders: a remote deploys and rolls back
// alone (`npm run deploy` / `npm run rollback`, gateway/release-store.mjs) while everything runs; a page opened
// on the previous release keeps working, the next load shows the live release, and the shell is untouched.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE_URL, screenshot, useBrowserSession } from './support/browser';
import { GAMES_RELEASES, useGamesRemoteServing } from './support/games-remote';

const ROOT = path.resolve(__dirname, '../..');
const GAMES_DIST = path.join(ROOT, 'mfe-games/dist');
const SHELL_DIST = path.join(ROOT, 'shell/dist');
const session = useBrowserSession();
useGamesRemoteServing();

const fingerprint = (dir: string) =>
  readdirSync(dir)
    .sort()
    .map((file) => `${file}:${statSync(path.join(dir, file)).mtimeMs}`)
    .join('\n');

/** `npm run deploy|rollback -- games …` on this stack's store; what it printed (it must succeed). */
function releaseCommand(command: 'deploy' | 'rollback', ...args: string[]): string {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, `scripts/${command}.mjs`), 'games', '--releases', GAMES_RELEASES, ...args],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`${command} exited with ${result.status}: ${result.stderr}`);
  return result.stdout;
}

const RELEASE_2 = ' · release 2';
/** The trends listing's line under its heading: literal text in its chunk (the heading is built from the league). */
const TRENDS_LINE = "Every game with its teams' momentum and situational trends";

/**
 * What a rebuild of mfe-games with changed texts is, made from the build in `from` (a real rebuild is slow):
 * each chunk rendering one of `texts` comes under a new content hash with RELEASE_2 after the text, the
 * old chunk is gone, and the files that name it (remoteEntry.js's chunk map, mf-manifest.json) are rewritten.
 * Returns the new build's folder and each text's chunk, as it was named before.
 */
function rebuildWithTexts(from: string, texts: string[]): { dir: string; oldChunks: Map<string, string> } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vantage-mfe-games-'));
  cpSync(from, dir, { recursive: true });
  const oldChunks = new Map<string, string>();
  for (const shown of texts) {
    const text = `children:"${shown}"`;
    const chunk = readdirSync(dir).find(
      (file) => /\.[0-9a-f]{8}\.js$/.test(file) && readFileSync(path.join(dir, file), 'utf8').includes(text),
    );
    if (!chunk) throw new Error(`no chunk of mfe-games renders ${text}`);
    const source = readFileSync(path.join(dir, chunk), 'utf8').replace(text, `children:"${shown}${RELEASE_2}"`);
    const oldHash = chunk.split('.')[1];
    const newHash = createHash('sha256').update(source).digest('hex').slice(0, 8);
    writeFileSync(path.join(dir, chunk.replace(oldHash, newHash)), source);
    rmSync(path.join(dir, chunk));
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']) {
      const named = readFileSync(path.join(dir, file), 'utf8');
      if (named.includes(oldHash)) writeFileSync(path.join(dir, file), named.split(oldHash).join(newHash));
    }
    oldChunks.set(shown, chunk);
    // The same change in the release's server build, which the shell's server renders the page with.
    const serverBuild = path.join(dir, 'server/app.js');
    const server = readFileSync(serverBuild, 'utf8');
    writeFileSync(serverBuild, server.replace(new RegExp(`(children:\\s*)"${shown}"`), `$1"${shown}${RELEASE_2}"`));
  }
  return { dir, oldChunks };
}

test('a remote deploys and rolls back alone: the open page keeps working, a reload shows the live release', async () => {
  const { page } = session;
  const heading = (name: string) => page.getByRole('heading', { name, exact: true }).waitFor({ timeout: 30_000 });
  const shellBefore = fingerprint(SHELL_DIST);
  rmSync(GAMES_RELEASES, { recursive: true, force: true });
  let release2: ReturnType<typeof rebuildWithTexts> | null = null;
  try {
    expect(releaseCommand('deploy', '--from', GAMES_DIST)).toContain('games: release 1 is live');
    release2 = rebuildWithTexts(path.join(GAMES_RELEASES, '1'), ['Game Analytics', TRENDS_LINE]);
    // The heading is in the server's first screen before any script runs: the page runs release 1 only once it
    // has loaded release 1's dashboard chunk (on a busy machine that can come after the deploy below).
    const dashboardChunk = release2.oldChunks.get('Game Analytics')!;
    const release1Loaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/remotes/games/${dashboardChunk}`,
    );
    await page.goto('/dashboard');
    await release1Loaded;
    await heading('Game Analytics');

    const gamesAnswers: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/remotes/games/')) gamesAnswers.push(`${response.status()} ${pathname}`);
    });
    expect(releaseCommand('deploy', '--from', release2.dir)).toContain('games: release 2 is live (was 1)');

    // The open page runs release 1: the trends screen it opens now is release 1's chunk, which release 2 lacks.
    await page.getByRole('link', { name: 'View All' }).first().click();
    await heading('MLB Trends');
    await page.getByTestId('trend-game-card').first().waitFor();
    const oldTrendsChunk = release2.oldChunks.get(TRENDS_LINE)!;
    expect(existsSync(path.join(GAMES_RELEASES, '2', oldTrendsChunk))).toBe(false);
    expect(gamesAnswers).toContain(`200 /remotes/games/${oldTrendsChunk}`);
    expect(gamesAnswers.filter((answer) => !answer.startsWith('200 '))).toEqual([]);
    await screenshot(page, '-open-page-after-deploy');

    await page.reload();
    await heading('MLB Trends');
    await page.getByText(`${TRENDS_LINE}${RELEASE_2}`, { exact: true }).waitFor({ timeout: 30_000 });
    await page.goBack();
    await heading(`Game Analytics${RELEASE_2}`);
    // The shell's server preloads the live release's entry on the next load.
    const html = await (await fetch(`${BASE_URL}/dashboard`)).text();
    expect(html).toContain('/remotes/games/remoteEntry.js');
    expect(html).toContain('<script type="application/json" id="vantage-first-screen">');
    await screenshot(page, '-release-2');

    expect(releaseCommand('rollback')).toContain('games: release 1 is live again (was 2)');
    await page.reload();
    await heading('Game Analytics');
    await page.getByRole('link', { name: 'View All' }).first().click();
    await heading('MLB Trends');
    expect(session.errors).toEqual([]);
  } finally {
    // Back to no release: the stack's games server serves mfe-games/dist again.
    rmSync(GAMES_RELEASES, { recursive: true, force: true });
    if (release2) rmSync(release2.dir, { recursive: true, force: true });
  }
  expect(fingerprint(SHELL_DIST)).toBe(shellBefore);
});

test('a deploy and a rollback of mfe-games change the page the server renders, seen with no script', async () => {
  const noScript = await session.context.browser()!.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
  let release2: ReturnType<typeof rebuildWithTexts> | null = null;
  try {
    expect(releaseCommand('deploy', '--from', GAMES_DIST)).toContain('games: release 1 is live');
    release2 = rebuildWithTexts(GAMES_DIST, ['Game Analytics']);
    const page = await noScript.newPage();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Game Analytics', exact: true }).waitFor();

    expect(releaseCommand('deploy', '--from', release2.dir)).toContain('games: release 2 is live (was 1)');
    await page.reload();
    await page.getByRole('heading', { name: `Game Analytics${RELEASE_2}`, exact: true }).waitFor();
    await screenshot(page, '-release-2-no-script');

    expect(releaseCommand('rollback')).toContain('games: release 1 is live again (was 2)');
    await page.reload();
    await page.getByRole('heading', { name: 'Game Analytics', exact: true }).waitFor();
    expect(await page.getByText(RELEASE_2).count()).toBe(0);
  } finally {
    await noScript.close();
    rmSync(GAMES_RELEASES, { recursive: true, force: true });
    if (release2) rmSync(release2.dir, { recursive: true, force: true });
  }
});

test("before any script runs, the server's first screen shows the dashboard's heading and today's games", async () => {
  const { calendar, day } = await todaysGames();
  const context = await session.context.browser()!.newContext({
    baseURL: BASE_URL,
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  try {
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Game Analytics', exact: true }).waitFor();
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${calendar.today}T00:00:00Z`),
    );
    await page.getByText(`MLB predictions and trends · ${date}`).waitFor();
    // The first screen's cards (a phone's first two; the rest are rendered in the browser, a few at a time).
    const first = day.games[0];
    await page.getByText(first.away_team).first().waitFor();
    await page.getByText(first.home_team).first().waitFor();
    await screenshot(page, '-no-script');
  } finally {
    await context.close();
  }
});

async function todaysGames() {
  const calendar = (await (await fetch(`${BASE_URL}/api/mlb/calendar/`)).json()) as { today: string };
  const day = (await (await fetch(`${BASE_URL}/api/mlb/comparison/?date=${calendar.today}`)).json()) as {
    games: { away_team: string; home_team: string }[];
  };
  expect(day.games.length).toBeGreaterThan(0);
  return { calendar, day };
}
