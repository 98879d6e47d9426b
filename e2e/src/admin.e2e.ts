// The staff analytics: the admin login (same-site next only), the staff check on /yoko/trends and the
// dashboard drawn from svc-sports' recorded trend outcomes.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { trendsFoundSchema } from '@vantage/contracts/sports';
import { trendsDataSchema } from '@vantage/contracts/staff';
import { PASSWORD, newSignedInUser, registerByApi, uniqueEmail } from './support/account';
import { BASE_URL, screenshot, stack, useBrowserSession } from './support/browser';

const ROOT = path.resolve(__dirname, '../..');
const session = useBrowserSession();

/** The operators' root command `npm run create-staff -- …`, the password on stdin; its exit code and output. */
function createStaff(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'create-staff', '--', ...args], { cwd: ROOT, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill(), 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
    child.stdin.end(PASSWORD);
  });
}

/**
 * A registered fan promoted with the root create-staff command, which finds the stack's auth database by
 * itself: the record a stack on the embedded databases writes, or the configured server. The command opens one
 * short connection beside svc-auth's own, and nothing else writes while it runs (the tests run serially).
 */
async function newStaffMember(): Promise<string> {
  const email = uniqueEmail('staff');
  await registerByApi(email);
  const { code, output } = await createStaff(['--email', email, '--password-stdin'], {
    ...process.env,
    VANTAGE_STACK_RECORD: stack.recordFile,
    LOG_LEVEL: 'warn',
  });
  if (code !== 0) throw new Error(`create-staff failed: ${output}`);
  return email;
}

test('create-staff without a running Vantage or a configured server says how to get one', async () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    VANTAGE_STACK_RECORD: path.join(ROOT, '.data', 'no-such-stack.json'),
  };
  delete env.DATABASE_URL;
  delete env.DATABASE_URL_AUTH;
  const { code, output } = await createStaff(['--email', uniqueEmail('staff')], env);
  expect(code).toBe(1);
  expect(output).toMatch(/start Vantage with `npm start` first/);
  expect(output).toMatch(/DATABASE_URL_AUTH/);
});

describe('the staff dashboard /yoko/trends', () => {
  test('a signed-in fan who is not staff sees the denial', async () => {
    const { page } = session;
    await newSignedInUser(page, '/yoko/trends', 'fan');
    await page.getByText('Access Restricted').waitFor();
    await page.getByText('Access denied. Admin privileges required.').waitFor();
    expect(await page.getByRole('link', { name: 'Login as Admin' }).getAttribute('href')).toBe(
      '/accounts/login/?next=/yoko/trends',
    );
  });

  test('an anonymous visitor is sent to the admin login with next', async () => {
    const { page } = session;
    await page.goto('/yoko/trends');
    await page.waitForURL(`${BASE_URL}/accounts/login/?next=/yoko/trends`);
    await page.getByRole('button', { name: 'Login as Admin' }).waitFor();
  });

  test('the admin login refuses a fan and never follows an off-site next', async () => {
    const { page } = session;
    const fan = uniqueEmail('fan');
    await registerByApi(fan);
    await page.goto('/accounts/login/?next=//evil.example/');
    await page.getByLabel('Email').fill(fan);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await page.getByText('No active account found with the given credentials').waitFor();
    expect(new URL(page.url()).host).toBe(new URL(BASE_URL).host);
  });

  test('a staff member logs in, lands on the dashboard and sees both tabs drawn from real data', async () => {
    const { page } = session;
    const email = await newStaffMember();
    await page.goto('/accounts/login/?next=/yoko/trends');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await page.waitForURL(`${BASE_URL}/yoko/trends`);
    await page.getByText(/^Welcome, .+ \| Admin-only access$/).waitFor({ timeout: 20_000 });

    // The figures on screen are the API's, read with the cookie the login set.
    const response = await page.request.get('/api/mlb/admin/trends-data/');
    expect(response.status()).toBe(200);
    const data = trendsDataSchema.parse(await response.json());
    expect(data.trends_by_type.length).toBeGreaterThan(0);
    const total = data.trends_by_type.reduce((sum, trend) => sum + trend.count, 0);
    const totalCard = page.locator('.ant-statistic').filter({ hasText: 'Total Trends' });
    expect((await totalCard.locator('.ant-statistic-content').innerText()).replace(/\D/g, '')).toBe(String(total));
    // The best trend is ranked only on trends that fired often enough, and says over how many games.
    expect(data.best_trend).not.toBeNull();
    expect(data.best_trend!.sample).toBeGreaterThanOrEqual(data.min_sample);
    await page
      .getByText(`${data.best_trend!.win_percentage.toFixed(1)}% win rate over ${data.best_trend!.sample} games`)
      .waitFor();

    // Every trend found this season, shown or not, and how it went after it was found (public figures).
    // The first answer of a day replays three MLB seasons' trends: seconds, more on a busy machine.
    const answer = await page.request.get('/api/mlb/trends/found/', { timeout: 90_000 });
    const found = trendsFoundSchema.parse(await answer.json());
    const count = (n: number) => n.toLocaleString('en-US');
    await page
      .getByTestId('trends-found')
      .getByText(`Trends found this season went ${count(found.right)}-${count(found.wrong)} after they were found`)
      .waitFor({ timeout: 60_000 });

    await page.getByText('Trend Success Rates').waitFor();
    await page.getByText('Trends by Volume').waitFor();
    await page.locator('.recharts-bar-rectangle').first().waitFor({ timeout: 20_000 });
    await page.locator('.recharts-pie-sector').first().waitFor();
    expect(await page.locator('.recharts-pie-sector').count()).toBe(Math.min(12, data.trends_by_type.length));
    await screenshot(page, '-trends');

    await page.getByRole('tab', { name: 'Team Performance' }).click();
    await page.getByText('Team Performance Overview').waitFor();
    await page.getByText('Detailed Team Statistics').waitFor();
    const firstRow = page.locator('.ant-table-tbody tr').first();
    await firstRow.waitFor();
    const best = [...data.teams_performance].sort((a, b) => b.win_percentage - a.win_percentage)[0];
    expect(await firstRow.locator('td').first().innerText()).toBe(best.team);
    expect(await page.locator('.ant-table-tbody tr').count()).toBe(data.teams_performance.length);
    await page.locator('.recharts-bar-rectangle').first().waitFor();

    // The header shows the staff session, not Login and Sign Up; its Log out ends the staff cookie too.
    const accountMenu = page.getByRole('button', { name: 'Account menu (staff)' });
    await accountMenu.waitFor();
    expect(await page.locator('header').getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    // It says "Staff" on the header itself, and offers the product's own people no upgrade (their plan is Free).
    await accountMenu.getByText('Staff', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('header').getByRole('link', { name: 'Get Premium' }).count()).toBe(0);
    await accountMenu.click();
    await page.getByRole('menu').getByText('Staff', { exact: true }).waitFor();
    await page.getByRole('menuitem', { name: 'Staff dashboard' }).waitFor();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(`${BASE_URL}/login`);
    expect((await page.request.get('/api/mlb/admin/trends-data/')).status()).toBe(401);
    await page.goto('/yoko/trends');
    await page.waitForURL(/\/accounts\/login\//);
  });

  test('on a phone the charts stay readable: whole titles, bars lying down with their names, a legend for the pie', async () => {
    const { page } = session;
    const email = await newStaffMember();
    await page.setViewportSize({ width: 375, height: 800 });
    try {
      await page.goto('/accounts/login/?next=/yoko/trends');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Login as Admin' }).click();
      await page.locator('.recharts-pie-sector').first().waitFor({ timeout: 20_000 });
      const titles = page.locator('.ant-card-head-title');
      for (const title of await titles.all()) {
        expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // Names on the bars' axis read across (no rotated, overlapping ticks), and the pie is named by its legend.
      const names = await page
        .locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')
        .allTextContents();
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((name) => /[A-Za-z]/.test(name))).toBe(true);
      expect(await page.locator('.recharts-pie-label-text').count()).toBe(0);
      expect(await page.locator('.recharts-legend-item').count()).toBeGreaterThanOrEqual(
        await page.locator('.recharts-pie-sector').count(),
      );
      await screenshot(page, '-phone');
      await page.getByRole('button', { name: 'Account menu (staff)' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.waitForURL(`${BASE_URL}/login`);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
