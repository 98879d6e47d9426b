// Deleting one's account from the profile page: the confirmation asks for the account's email and its password,
// a service that cannot delete its part leaves everything in place with a message to try again, and a deletion
// signs the member out for good: those credentials no longer sign in.
import type { Page } from 'playwright-core';
import { BASE_URL, openSession, screenshot, useBrowserSession } from './support/browser';
import { PASSWORD, newSignedInUser, storedItem, toast } from './support/account';

const session = useBrowserSession();

const DELETED = 'Your account has been deleted. Everything kept for it is gone.';
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Delete your account?' });
const confirmButton = (page: Page) => dialog(page).getByRole('button', { name: 'Delete my account' });

async function openConfirmation(page: Page) {
  await page.getByRole('button', { name: 'Delete account…' }).click();
  await dialog(page).waitFor();
}

async function login(email: string, password: string) {
  return fetch(`${BASE_URL}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

test('a member deletes their account from the profile page, is signed out and cannot sign in again', async () => {
  const { page } = session;
  const { email } = await newSignedInUser(page, '/settings', 'erase');
  await openConfirmation(page);
  // What goes is said before anything is typed, the plan's cancellation (no refund) with it.
  await dialog(page).getByText('with no refund for the time left').waitFor();
  expect(await confirmButton(page).isDisabled()).toBe(true);

  // Someone else's address, or the password alone, does not enable the button.
  await dialog(page).getByLabel('Your password').fill(PASSWORD);
  await dialog(page).getByLabel('Type your email address to confirm').fill(`x${email}`);
  expect(await confirmButton(page).isDisabled()).toBe(true);
  await dialog(page).getByLabel('Type your email address to confirm').fill(email.toUpperCase());
  expect(await confirmButton(page).isDisabled()).toBe(false);

  // A wrong password: told so at the field, still signed in.
  await dialog(page).getByLabel('Your password').fill('not-the-password');
  await confirmButton(page).click();
  await dialog(page).getByText('The password is not right.').waitFor();
  expect(await storedItem(page, 'access_token')).toBeTruthy();
  expect((await login(email, PASSWORD)).status).toBe(200);

  await dialog(page).getByLabel('Your password').fill(PASSWORD);
  await screenshot(page, '-confirmation');
  await confirmButton(page).click();
  await page.waitForURL(`${BASE_URL}/`);
  await toast(page, DELETED).waitFor();
  await page.locator('header').getByRole('link', { name: 'Login', exact: true }).waitFor();
  expect(await storedItem(page, 'access_token')).toBeNull();
  expect(await storedItem(page, 'refresh_token')).toBeNull();
  expect(await storedItem(page, 'user_email')).toBeNull();

  // The same credentials on the login screen: refused, nobody signed in.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
  await toast(page, 'No active account found with the given credentials').waitFor();
  expect(page.url()).toBe(`${BASE_URL}/login`);
  expect(await storedItem(page, 'access_token')).toBeNull();
  expect((await login(email, PASSWORD)).status).toBe(401);
});

test('a service that could not delete its data: told to try again, nothing lost, still signed in', async () => {
  const { page } = session;
  const { email } = await newSignedInUser(page, '/profile', 'erase-503');
  // svc-auth's own answer when svc-billing or svc-sports does not confirm (svc-auth/src/accounts/deletion.ts),
  // played here at the network so the services stay up; the services' side is tested in e2e/src/services.
  await page.route('**/api/user/', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '30' },
          body: JSON.stringify({
            detail:
              'Your account was not deleted: the billing service could not delete its data. Please try again shortly.',
          }),
        })
      : route.fallback(),
  );
  await openConfirmation(page);
  await dialog(page).getByLabel('Type your email address to confirm').fill(email);
  await dialog(page).getByLabel('Your password').fill(PASSWORD);
  await confirmButton(page).click();
  await dialog(page).getByText('Your account was not deleted').waitFor();
  await dialog(page).getByText('nothing was deleted and your account is as it was').waitFor();
  expect(page.url()).toBe(`${BASE_URL}/profile`);
  expect(await storedItem(page, 'access_token')).toBeTruthy();
  await screenshot(page, '-retry');

  // Once the service answers again, the same button finishes it.
  await page.unroute('**/api/user/');
  await confirmButton(page).click();
  await page.waitForURL(`${BASE_URL}/`);
  expect((await login(email, PASSWORD)).status).toBe(401);
});

test('the section and its confirmation read at phone width (375 px)', async () => {
  const phone = await openSession({ width: 375, height: 812 });
  try {
    await newSignedInUser(phone.page, '/profile', 'erase-phone');
    await phone.page.getByRole('button', { name: 'Delete account…' }).waitFor();
    await screenshot(phone.page, '-section');
    await openConfirmation(phone.page);
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, '-confirmation');
  } finally {
    await phone.context.close();
  }
});
