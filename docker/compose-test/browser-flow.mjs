// Phase: the browser flow through the nginx container.
import { api, artifact, claims, goto, PASSWORD } from './helpers.mjs';

/** Sign up → dashboard with games → sandbox upgrade to Basic → Basic features unlock. Returns the account. */
export async function smokeSteps(url, page) {
  const email = `compose-${Date.now().toString(36)}@example.com`;
  const token = () => page.evaluate(() => localStorage.getItem('access_token'));

  await goto(page, '/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  await page.waitForURL(`${url}/dashboard`);
  await page.getByTestId('game-card').first().waitFor();
  const games = await api(url, `/api/mlb/comparison/`, await token());
  await page
    .getByTestId('game-card')
    .nth(games.games.length - 1)
    .waitFor();
  console.log(`signed up ${email}; the dashboard shows ${await page.getByTestId('game-card').count()} games`);
  const before = await api(url, '/api/mlb/performance/', await token());
  if (before.access.history) throw new Error('a free account already has the performance history');

  await goto(page, '/pricing');
  await page.locator('[data-tier="basic"]').getByRole('button', { name: 'Start Free Trial' }).click();
  await page.getByText('Sandbox checkout — no card is charged').waitFor();
  await page.getByRole('button', { name: 'Start 14-day trial' }).click();
  await page.waitForURL(/\/subscription\/success\?session_id=/);
  await page.getByText('Subscription successful!').waitFor();
  // The success page refreshes the session once the plan is shown: wait for that, as a person would.
  await page.locator('.ant-descriptions').getByText('Basic', { exact: true }).waitFor();
  await page.waitForFunction(
    () =>
      JSON.parse(
        globalThis.atob(
          globalThis.localStorage.getItem('access_token').split('.')[1].replace(/-/g, '+').replace(/_/g, '/'),
        ),
      ).tier === 'basic',
  );
  if (claims(await token()).tier !== 'basic') throw new Error('the access token does not carry the Basic tier');

  await goto(page, '/dashboard');
  // Basic adds the expected value to the card: a signed percentage where Free is told it comes with Premium.
  await page
    .getByTestId('game-card')
    .first()
    .getByText(/^[+-]\d+\.\d%$/)
    .first()
    .waitFor();
  const after = await api(url, '/api/mlb/performance/', await token());
  if (!after.access.history) throw new Error('Basic did not unlock the performance history');
  const shot = artifact('compose-basic-dashboard.png');
  await page.screenshot({ path: shot });
  console.log(
    `upgraded to Basic through the sandbox; the expected value and the performance history unlocked (${shot})`,
  );
  return email;
}
