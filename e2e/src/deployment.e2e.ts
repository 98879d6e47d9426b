// Independent deployment with the first screen the shell's server now renders: a new build of mfe-games,
// swapped in while everything runs, is what the next page load shows and preloads; the shell is untouched.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BASE_URL, screenshot, stack, useBrowserSession } from './support/browser';

const ROOT = path.resolve(__dirname, '../..');
const GAMES_DIST = path.join(ROOT, 'mfe-games/dist');
const SHELL_DIST = path.join(ROOT, 'shell/dist');
const session = useBrowserSession();

// Another test stops mfe-games' server to show the unavailable card; this one needs it serving.
let gamesServer: ChildProcess | null = null;
beforeAll(async () => {
  const manifest = await fetch(`${BASE_URL}/remotes/games/mf-manifest.json`).catch(() => null);
  if (manifest?.ok) return;
  gamesServer = spawn(process.execPath, [
    path.join(ROOT, 'gateway/static-server.mjs'),
    '--dir',
    GAMES_DIST,
    '--port',
    String(stack.ports.games),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
});
afterAll(() => gamesServer?.kill());

const HEADING = 'children:"Game Analytics"';
const REDEPLOYED = 'Game Analytics · new build';

const fingerprint = (dir: string) =>
  readdirSync(dir)
    .sort()
    .map((file) => `${file}:${statSync(path.join(dir, file)).mtimeMs}`)
    .join('\n');

/**
 * What a rebuild of mfe-games with a changed heading deploys: the chunk that renders the heading under a new
 * content hash, and the files that name it (remoteEntry.js's chunk map, mf-manifest.json) rewritten. Returns
 * the new chunk's name and a function that puts the previous build back.
 */
function deployNewGamesBuild(): { chunk: string; restore: () => void } {
  const original = readdirSync(GAMES_DIST).find(
    (file) => /\.[0-9a-f]{8}\.js$/.test(file) && readFileSync(path.join(GAMES_DIST, file), 'utf8').includes(HEADING),
  );
  if (!original) throw new Error(`no chunk of mfe-games renders ${HEADING}`);
  const source = readFileSync(path.join(GAMES_DIST, original), 'utf8').replace(HEADING, `children:"${REDEPLOYED}"`);
  const oldHash = original.split('.')[1];
  const newHash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  const chunk = original.replace(oldHash, newHash);
  const rewritten = ['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json'].filter((file) =>
    readFileSync(path.join(GAMES_DIST, file), 'utf8').includes(oldHash),
  );
  const previous = new Map(rewritten.map((file) => [file, readFileSync(path.join(GAMES_DIST, file), 'utf8')]));
  // New files first, then the entry points that name them, as a deployment does.
  writeFileSync(path.join(GAMES_DIST, chunk), source);
  for (const [file, text] of previous) writeFileSync(path.join(GAMES_DIST, file), text.split(oldHash).join(newHash));
  return {
    chunk,
    restore: () => {
      for (const [file, text] of previous) writeFileSync(path.join(GAMES_DIST, file), text);
      rmSync(path.join(GAMES_DIST, chunk), { force: true });
    },
  };
}

test('a new build of mfe-games swapped in while the gateway runs is what the next load shows; the shell is untouched', async () => {
  const { page } = session;
  const shellBefore = fingerprint(SHELL_DIST);
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Game Analytics', exact: true }).waitFor({ timeout: 30_000 });

  const deployment = deployNewGamesBuild();
  try {
    await page.reload();
    await page.getByRole('heading', { name: REDEPLOYED }).waitFor({ timeout: 30_000 });
    const html = await (await fetch(`${BASE_URL}/dashboard`)).text();
    expect(html).toContain('/remotes/games/remoteEntry.js');
    expect(html).toContain('<script type="application/json" id="vantage-first-screen">');
    expect(session.errors).toEqual([]);
  } finally {
    deployment.restore();
  }
  await page.reload();
  await page.getByRole('heading', { name: 'Game Analytics', exact: true }).waitFor({ timeout: 30_000 });
  expect(fingerprint(SHELL_DIST)).toBe(shellBefore);
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
    const cards = page.locator('main a[href^="/game/"]');
    expect(await cards.count()).toBe(day.games.length);
    const first = day.games[0];
    expect(await cards.first().getAttribute('aria-label')).toBe(`${first.away_team} at ${first.home_team}`);
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
