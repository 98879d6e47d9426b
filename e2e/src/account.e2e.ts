// The account screens through the gateway: signup, login, logout, password reset, profile and
// settings, pictures, and the session across tabs and token expiry.
import type { Page } from 'playwright-core';
import type { DevOutboxResponse } from '@vantage/contracts/auth';
import { BASE_URL, openSession, screenshot, useBrowserSession } from './support/browser';
import {
  PASSWORD,
  jwtClaims,
  latestResetToken,
  layoutBackground,
  newSignedInUser,
  openSignedIn,
  pngPicture,
  registerByApi,
  storedItem,
  toast,
  uniqueEmail,
} from './support/account';

const session = useBrowserSession();

const header = (page: Page) => page.locator('header');
const accountMenu = (page: Page) => header(page).getByRole('button', { name: 'Account menu' });
const headerLogin = (page: Page) => header(page).getByRole('link', { name: 'Login', exact: true });
const errorAlert = (page: Page) => page.locator('[data-remote="account"] .ant-alert-error');

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).last().click();
}

describe('signup', () => {
  test('signing up goes to the dashboard, signed in with the full email stored', async () => {
    const { page } = session;
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await page.getByRole('main').getByRole('link', { name: 'Login' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).last().click();
    await toast(page, 'Signup Successful').waitFor();
    await page.waitForURL(`${BASE_URL}/dashboard`);
    await accountMenu(page).waitFor();
    expect(await storedItem(page, 'user_email')).toBe(email);
    expect(jwtClaims((await storedItem(page, 'access_token'))!)).toMatchObject({ email, tier: 'free' });
  });

  test('the form checks its rules in the spec order', async () => {
    const { page } = session;
    await page.goto('/signup');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('other');
    const submit = page.getByRole('button', { name: 'Sign Up' }).last();
    const seen: string[] = [];
    await submit.click();
    await errorAlert(page).filter({ hasText: 'Passwords do not match' }).waitFor();
    seen.push(await errorAlert(page).innerText());
    await page.getByLabel('Confirm password').fill('short');
    await submit.click();
    await errorAlert(page).filter({ hasText: 'Please enter a valid email address' }).waitFor();
    seen.push(await errorAlert(page).innerText());
    await page.getByLabel('Email').fill(uniqueEmail('rules'));
    await submit.click();
    await errorAlert(page).filter({ hasText: 'Password must be at least 8 characters long' }).waitFor();
    seen.push(await errorAlert(page).innerText());
    expect(seen.map((text) => text.trim())).toEqual([
      'Passwords do not match',
      'Please enter a valid email address',
      'Password must be at least 8 characters long',
    ]);
    expect(page.url()).toBe(`${BASE_URL}/signup`);
  });

  test('a taken email shows the server message in the Signup Failed toast', async () => {
    const { page } = session;
    const email = uniqueEmail('taken');
    await registerByApi(email);
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).last().click();
    const failed = toast(page, 'Signup Failed');
    await failed.waitFor();
    expect(await failed.innerText()).toContain('A user with that email already exists.');
    await errorAlert(page).filter({ hasText: 'A user with that email already exists.' }).waitFor();
  });
});

describe('login and logout', () => {
  test('logging out from the header clears the session and goes to /login', async () => {
    const { page } = session;
    await newSignedInUser(page, '/dashboard', 'logout');
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(`${BASE_URL}/login`);
    await headerLogin(page).waitFor();
    expect(await storedItem(page, 'access_token')).toBeNull();
    expect(await storedItem(page, 'refresh_token')).toBeNull();
    expect(await storedItem(page, 'logout_ts')).toMatch(/^\d+$/);
  });

  test('logging in with the keyboard alone stores the tokens and goes to the dashboard', async () => {
    const { page } = session;
    const email = uniqueEmail('login');
    await registerByApi(email);
    await page.goto('/login');
    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).waitFor();
    await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
    // Keyboard only: the email field has focus, Tab moves to the password, Enter submits. The server
    // normalises emails; the stored one is the full, normalised address.
    await page.getByLabel('Email').waitFor();
    await page.keyboard.type(email.toUpperCase());
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await toast(page, 'Logged in successfully!').waitFor();
    await page.waitForURL(`${BASE_URL}/dashboard`);
    await accountMenu(page).waitFor();
    expect(await storedItem(page, 'user_email')).toBe(email);
    expect(await storedItem(page, 'refresh_token')).toBeTruthy();
  });

  test('a signed-in user opening /login or /signup goes on to the dashboard, or to a same-site next', async () => {
    const { page } = session;
    await newSignedInUser(page, '/login', 'signed-in');
    await page.waitForURL(`${BASE_URL}/dashboard`);
    await accountMenu(page).waitFor();
    expect(await page.getByLabel('Password').count()).toBe(0);
    await page.goto('/signup?next=/analytics');
    await page.waitForURL(`${BASE_URL}/analytics`);
    // Only a path on this site: anything else falls back to the dashboard.
    await page.goto('/login?next=//evil.example/');
    await page.waitForURL(`${BASE_URL}/dashboard`);
    // The redirect replaced /login in the history: Back does not bounce through it.
    await page.goBack();
    await page.waitForURL(`${BASE_URL}/analytics`);
  });

  test('logging in with a next target goes there', async () => {
    const { page } = session;
    const email = uniqueEmail('next');
    await registerByApi(email);
    await page.goto('/login?next=/trends');
    await fillLogin(page, email, PASSWORD);
    await page.waitForURL(`${BASE_URL}/trends`);
    await accountMenu(page).waitFor();
  });

  test('a wrong password shows the error inline and in the Error toast', async () => {
    const { page } = session;
    const email = uniqueEmail('wrong');
    await registerByApi(email);
    await page.goto('/login');
    await fillLogin(page, email, 'not-the-password');
    const message = 'No active account found with the given credentials';
    await errorAlert(page).filter({ hasText: message }).waitFor();
    const errorToast = page.locator('.ant-notification-notice-error');
    await errorToast.waitFor();
    expect(await errorToast.locator('.ant-notification-notice-title').innerText()).toBe('Error');
    expect(await errorToast.locator('.ant-notification-notice-description').innerText()).toBe(message);
    expect(page.url()).toBe(`${BASE_URL}/login`);
    expect(await storedItem(page, 'access_token')).toBeNull();
  });

  test("a failed attempt's toast does not outlive the login that succeeds after it", async () => {
    const { page } = session;
    const email = uniqueEmail('retry');
    await registerByApi(email);
    await page.goto('/login');
    await fillLogin(page, email, 'not-the-password');
    const errorToast = page.locator('.ant-notification-notice-error');
    await errorToast.waitFor();
    await fillLogin(page, email, PASSWORD);
    await page.waitForURL(`${BASE_URL}/dashboard`);
    // Gone with the login page (its close animation), not 4.5 s after it came.
    await errorToast.waitFor({ state: 'detached', timeout: 1000 });
    await accountMenu(page).waitFor();
  });

  test('a password reset through the emailed link lets the user log in with the new password', async () => {
    const { page } = session;
    const email = uniqueEmail('reset');
    await registerByApi(email);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${BASE_URL}/forgot-password`);
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for that email, we have sent a link to reset its password.').waitFor();
    await screenshot(page, '-requested');

    const token = await latestResetToken(email);
    await page.goto(`/forgot-password#token=${token}`);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    // The token left the address bar (and so any later Referer) once the page read it.
    expect(page.url()).toBe(`${BASE_URL}/forgot-password`);
    const newPassword = 'Fresh-Outfield-2025';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('mismatch-123');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await errorAlert(page).filter({ hasText: 'Passwords do not match' }).waitFor();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await toast(page, 'Your password has been reset. You can now log in.').waitFor();
    await page.waitForURL(`${BASE_URL}/login`);

    await fillLogin(page, email, newPassword);
    await page.waitForURL(`${BASE_URL}/dashboard`);
    await accountMenu(page).waitFor();
  });
});

describe('profile and settings', () => {
  test('/profile opens Personal, /settings opens Preferences; without a token both go to /login', async () => {
    const { page } = session;
    await page.goto('/profile');
    await page.waitForURL(`${BASE_URL}/login`);
    await newSignedInUser(page, '/profile', 'tabs');
    await page.getByRole('tab', { name: 'Personal', selected: true }).waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Preferences', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Subscription' }).click();
    await page.getByText('Free', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Go to Profile' }).click();
    await page.waitForURL(`${BASE_URL}/profile`);
    await page.getByRole('tab', { name: 'Personal', selected: true }).waitFor();
  });

  test('edit, save and reload shows the saved values, including dark mode', async () => {
    const { page } = session;
    await newSignedInUser(page, '/profile', 'edit');
    const light = await layoutBackground(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Phone number').fill('+1 555 0100');
    await page.getByLabel('Date of birth').fill('1990-02-03');
    const bio = 'Yankees fan since 1998.';
    await page.getByLabel('Bio').fill(bio);
    await page.getByText(`${bio.length} / 500`).waitFor();

    await page.getByRole('tab', { name: 'Sports' }).click();
    // Keyboard: type the sport, Enter picks it.
    await page.getByLabel('Add a sport').fill('MLB');
    await page.getByLabel('Add a sport').press('Enter');
    // Only the leagues Vantage covers are offered.
    await page.getByLabel('Add a sport').fill('NCAA');
    await page.getByText('No league by that name').waitFor();
    await page.getByLabel('Add a sport').press('Escape');
    // Teams are the league's real ones, found from the start of a word: "LAD" is the Dodgers, never Philadelphia.
    const addTeam = page.getByLabel('Add a team to MLB');
    await addTeam.fill('yank');
    // antd also lists the options for screen readers, hidden: the one shown is the dropdown's.
    const shownOption = (name: string) => page.locator('.ant-select-item-option').filter({ hasText: name });
    await shownOption('New York Yankees').waitFor();
    await addTeam.press('Enter');
    await page.getByRole('listitem').filter({ hasText: 'New York Yankees' }).waitFor();
    await addTeam.fill('LAD');
    await shownOption('Los Angeles Dodgers').waitFor();
    expect(await shownOption('Philadelphia').count()).toBe(0);
    await addTeam.press('Enter');
    await screenshot(page, '-sports-editor');
    await page.getByRole('button', { name: 'Remove Los Angeles Dodgers' }).click();

    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByLabel('Dark mode').click();
    expect(await layoutBackground(page)).not.toBe(light);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Profile updated successfully!').waitFor();
    await page.getByRole('button', { name: 'Edit' }).waitFor();

    await page.reload();
    await page.getByRole('tab', { name: 'Personal', selected: true }).waitFor();
    await page.getByText('Lovelace', { exact: true }).waitFor();
    for (const text of ['Ada', '+1 555 0100', 'February 3, 1990', bio])
      await page.getByText(text, { exact: true }).waitFor();
    await header(page).getByText('Ada Lovelace').waitFor();
    await page.getByRole('tab', { name: 'Sports' }).click();
    await page.getByRole('listitem').filter({ hasText: 'New York Yankees' }).waitFor();
    expect(await page.getByText('Los Angeles Dodgers').count()).toBe(0);
    await page.getByRole('tab', { name: 'Preferences' }).click();
    expect(await page.getByLabel('Push notifications').getAttribute('aria-checked')).toBe('false');
    expect(await page.getByLabel('Dark mode').getAttribute('aria-checked')).toBe('true');
    expect(await layoutBackground(page)).not.toBe(light);

    // Dark from the first paint on this browser's next visits: the server's page carries the dark class...
    const served = await (await page.context().request.get(`${BASE_URL}/dashboard`)).text();
    expect(served).toMatch(/<html[^>]* class="dark"/);
    // ...and the application keeps it while the profile is still on its way (no light page in between).
    let releaseProfile = () => {};
    const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
    await page.route('**/api/users/profile/', async (route) => {
      await profileHeld;
      await route.continue();
    });
    // Returns once React has hydrated the server's page. The URL names the league, so the games do not wait for
    // the profile (which gives a member's favourite league otherwise).
    await page.goto('/dashboard?league=mlb');
    await page.locator('[data-testid="game-card"]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark');
    releaseProfile();
    await header(page).getByText('Ada Lovelace').waitFor();
    await page.unrouteAll({ behavior: 'wait' });
  });

  test('the bankroll is set on the profile, refused when not a number, and the bets page sizes from it', async () => {
    const { page } = session;
    await newSignedInUser(page, '/profile', 'bankroll');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Bankroll').fill('lots');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The bankroll is a number above 0', { exact: false }).waitFor();
    await page.getByLabel('Bankroll').fill('2500');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Profile updated successfully!').waitFor();
    await page.reload();
    await page.getByText('2,500', { exact: true }).waitFor();
    // The same profile field the game pages and My bets read.
    await page.goto('/bets');
    await page.getByTestId('bankroll').getByText('2,500', { exact: true }).waitFor();
    // Emptied, it is cleared.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Bankroll').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Profile updated successfully!').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await page.getByText('2,500', { exact: true }).count()).toBe(0);
  });

  test('cancel restores the saved values and the saved theme', async () => {
    const { page } = session;
    await newSignedInUser(page, '/profile', 'cancel');
    const light = await layoutBackground(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First name').fill('Temporary');
    await page.getByLabel('Bio').fill('Not for keeps');
    await page.getByRole('tab', { name: 'Preferences' }).click();
    await page.getByLabel('Dark mode').click();
    expect(await layoutBackground(page)).not.toBe(light);
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await layoutBackground(page)).toBe(light);
    expect(await page.getByLabel('Dark mode').getAttribute('aria-checked')).toBe('false');
    await page.getByRole('tab', { name: 'Personal' }).click();
    expect(await page.getByText('Temporary').count()).toBe(0);
    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await page.getByLabel('First name').inputValue()).toBe('');
    expect(await page.getByLabel('Bio').inputValue()).toBe('');
  });

  test('a picture is previewed, uploaded with a cache-busting URL, then deleted; non-images are refused', async () => {
    const { page } = session;
    await newSignedInUser(page, '/profile', 'picture');
    const fileInput = page.locator('input[type="file"]');

    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await toast(page, 'Please choose an image file').waitFor();

    await fileInput.setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: await pngPicture() });
    await page.getByRole('img', { name: /^Preview of the new picture/ }).waitFor();
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await toast(page, 'Profile picture updated successfully!').waitFor();
    const picture = page.getByRole('img', { name: /^Profile picture of/ });
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{32}\.webp\?t=\d+$/);
    await page.waitForFunction(() =>
      Array.from(document.images).some((img) => img.src.includes('/media/') && img.naturalWidth === 256),
    );
    await header(page).locator('img[src*="/media/"]').waitFor();
    await screenshot(page, '-uploaded');

    await page.getByRole('button', { name: 'Remove picture' }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await toast(page, 'Profile picture deleted successfully!').waitFor();
    await picture.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add picture' }).waitFor();
  });

  test('the profile reads at phone width (375 px)', async () => {
    const phone = await openSession({ width: 375, height: 812 });
    try {
      await newSignedInUser(phone.page, '/profile', 'phone');
      await phone.page.getByRole('button', { name: 'Edit' }).waitFor();
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(phone.page, '-profile');
      // The login form is for visitors (a signed-in user is sent on): log out to see it.
      await phone.page.getByRole('button', { name: 'Account menu' }).click();
      await phone.page.getByRole('menuitem', { name: 'Log out' }).click();
      await phone.page.waitForURL(`${BASE_URL}/login`);
      await phone.page.getByLabel('Email').waitFor();
      await screenshot(phone.page, '-login');
    } finally {
      await phone.context.close();
    }
  });
});

describe('the session', () => {
  test("logging out in one tab clears the other tab's header within a second", async () => {
    const { page, context } = session;
    await newSignedInUser(page, '/profile', 'tabs');
    await accountMenu(page).waitFor();
    const other = await context.newPage();
    await other.goto('/pricing');
    await accountMenu(other).waitFor();

    // Measured inside the other tab (a background tab slows Playwright's own polling, not the app):
    // the moment its header shows the Login link again.
    const clearedAt = other.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const signedOut = () =>
            Array.from(document.querySelectorAll('header a')).some((a) => a.textContent?.trim() === 'Login');
          const observer = new MutationObserver(() => {
            if (!signedOut()) return;
            observer.disconnect();
            resolve(Date.now());
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        }),
    );
    await page.bringToFront();
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(`${BASE_URL}/login`);
    const loggedOutAt = Number(await storedItem(page, 'logout_ts'));
    expect((await clearedAt) - loggedOutAt).toBeLessThan(1_000);
    await headerLogin(other).waitFor();
    expect(await storedItem(other, 'access_token')).toBeNull();
    await other.bringToFront();
    await screenshot(other, '-other-tab');
    await page.bringToFront();
  });

  test('an expired access token is refreshed silently', async () => {
    const { page } = session;
    const email = uniqueEmail('refresh');
    const { refresh } = await registerByApi(email);
    // A token whose signature and expiry both fail: the service answers 401, the client refreshes once.
    const expired = [
      Buffer.from(JSON.stringify({ alg: 'ES256', typ: 'JWT' })).toString('base64url'),
      Buffer.from(JSON.stringify({ sub: 'x', exp: 1 })).toString('base64url'),
      'c2lnbmF0dXJl',
    ].join('.');
    const refreshCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/token/refresh/')) refreshCalls.push(request.url());
    });
    await openSignedIn(page, { access: expired, refresh }, email, '/profile');
    await page.getByText(email).first().waitFor();
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    expect(page.url()).toBe(`${BASE_URL}/profile`);
    const access = await storedItem(page, 'access_token');
    expect(access).not.toBe(expired);
    expect(jwtClaims(access!)).toMatchObject({ email });
    expect(await storedItem(page, 'refresh_token')).not.toBe(refresh);
    expect(refreshCalls).toHaveLength(1);
  });
});

describe('contact form', () => {
  // svc-auth's SUPPORT_EMAIL outside production when the stack sets none.
  const SUPPORT_INBOX = process.env.SUPPORT_EMAIL ?? 'support@localhost';
  const SENT = 'Thanks — your message has been sent. We reply within two working days.';

  /** Emails queued for `to` (svc-auth's dev outbox), newest first. */
  async function outbox(to: string): Promise<DevOutboxResponse['emails']> {
    const response = await fetch(`${BASE_URL}/api/auth/dev/outbox/?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as DevOutboxResponse).emails;
  }

  async function chooseTopic(page: Page, label: string) {
    await page.getByLabel('Topic').click();
    await page.locator(`.ant-select-item-option[title="${label}"]`).click();
    await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
  }

  const fieldErrors = (page: Page) => page.locator('.ant-form-item-explain-error').allTextContents();

  /** Full-page screenshots from the top, so the sticky header sits where it belongs. */
  async function screenshotFromTop(page: Page, suffix: string) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, suffix);
  }

  test('a guest’s message reaches the support inbox with the reply address, and the guest gets a confirmation', async () => {
    const { page } = session;
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(`${BASE_URL}/contact`);
    await page.getByRole('link', { name: 'Forgot password' }).waitFor();
    await page.getByRole('link', { name: 'log in' }).waitFor();

    await page.getByRole('button', { name: 'Send message' }).click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    expect(await fieldErrors(page)).toEqual([
      'This field is required.',
      'This field is required.',
      'This field is required.',
    ]);

    const email = uniqueEmail('contact');
    const message = `Hello team,\nmy invoice for March shows the Basic price twice. (${email})`;
    await page.getByLabel('Your email').fill(email);
    await page.getByLabel('Your name').fill('Casey Fan');
    await chooseTopic(page, 'Billing and plans');
    await page.getByLabel('Message', { exact: true }).fill('Too short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Ensure this field has at least 10 characters.').waitFor();
    await page.getByLabel('Message', { exact: true }).fill(message);
    // A field's message goes once the field changes.
    await page.getByText('Ensure this field has at least 10 characters.').waitFor({ state: 'detached' });
    expect(await fieldErrors(page)).toEqual([]);
    await screenshotFromTop(page, '-filled');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText(SENT).waitFor();
    await screenshotFromTop(page, '-sent');

    const toSupport = (await outbox(SUPPORT_INBOX)).filter((queued) => queued.body.includes(email));
    expect(toSupport).toHaveLength(1);
    expect(toSupport[0].subject).toBe(
      '[Vantage contact] billing: Hello team, my invoice for March shows the Basic price twice…',
    );
    expect(toSupport[0].body).toContain(`Reply to: ${email}`);
    expect(toSupport[0].body).toContain(message);
    const confirmation = await outbox(email);
    expect(confirmation.map((queued) => queued.subject)).toEqual(['We received your message']);

    // The form comes back empty for another message.
    await page.getByRole('button', { name: 'Write another message' }).click();
    expect(await page.getByLabel('Your email').inputValue()).toBe('');
  });

  test('a signed-in member writes from the account’s address, at phone width (375 px)', async () => {
    const phone = await openSession({ width: 375, height: 812 });
    try {
      const { page } = phone;
      const member = await newSignedInUser(page, '/contact', 'contact-member');
      const emailField = page.getByLabel('Your email');
      await page.getByText('We reply to the address of the account you are logged in with.').waitFor();
      // Already signed in: no advice to log in first.
      expect(await page.getByRole('link', { name: 'log in' }).count()).toBe(0);
      expect(await emailField.inputValue()).toBe(member.email);
      expect(await emailField.isDisabled()).toBe(true);

      await chooseTopic(page, 'Predictions');
      await page.getByLabel('Message', { exact: true }).fill('Why did the Vantage score of yesterday’s game change?');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshotFromTop(page, '-phone-filled');
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByText(SENT).waitFor();
      await screenshotFromTop(page, '-phone-sent');

      const toSupport = (await outbox(SUPPORT_INBOX)).filter((queued) => queued.body.includes(member.email));
      expect(toSupport.map((queued) => queued.subject)).toEqual([
        '[Vantage contact] predictions: Why did the Vantage score of yesterday’s game change?',
      ]);
      expect(toSupport[0].body).toContain(`Reply to: ${member.email}`);
      expect((await outbox(member.email)).map((queued) => queued.subject)).toEqual(['We received your message']);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
