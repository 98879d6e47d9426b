// Billing through the gateway: pricing for guests and members, the sandbox checkout, the
// success page, the tier reaching the access token and svc-sports' gate, the profile's Subscription tab
// and /account/billing.
import type { Page } from 'playwright-core';
import { tierAllows, type TierType } from '@vantage/contracts/billing';
import type { Performance } from '@vantage/contracts/sports';
import { BASE_URL, screenshot, useBrowserSession } from './support/browser';
import { jwtClaims, newSignedInUser, storedItem } from './support/account';
import { tierCard, upgradeThroughSandbox } from './support/billing';

const session = useBrowserSession();

/** Whether svc-sports serves this user the algorithm-performance history (Basic and up) with the stored token. */
async function performanceHistoryUnlocked(page: Page): Promise<boolean> {
  const response = await fetch(`${BASE_URL}/api/mlb/performance/`, {
    headers: { Authorization: `Bearer ${await storedItem(page, 'access_token')}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Performance).access.history;
}

describe('pricing', () => {
  test('a guest sees the three tiers and choosing a paid one goes to /login, then back to its checkout', async () => {
    const { page } = session;
    await page.goto('/pricing');
    // The Free plan has no trial: the line names the plans that do.
    await page.getByText('Every paid plan starts with a 14-day free trial. Cancel anytime.').waitFor();
    expect(await page.getByText('All plans include').count()).toBe(0);
    const [free, basic, pro] = (['free', 'basic', 'pro'] as const).map((tier) => tierCard(page, tier));
    // A plan's "projects" are the fan's watchlists, and the storage says what it holds.
    await free.getByText('1 watchlist', { exact: true }).waitFor();
    await basic.getByText('Up to 10 watchlists', { exact: true }).waitFor();
    await pro.getByText('Unlimited watchlists', { exact: true }).waitFor();
    expect(await page.getByText(/project/i).count()).toBe(0);
    await page.getByText('Storage holds your profile picture and your watchlists.').waitFor();
    await basic.getByText('Most Popular').waitFor();
    await pro.getByText('Best Value').waitFor();
    for (const feature of ['Email Support', '10GB Storage']) await basic.getByText(feature).waitFor();
    for (const feature of ['Priority Support', 'API Access', '100GB Storage']) await pro.getByText(feature).waitFor();
    expect(await basic.innerText()).toMatch(/\$9\.99\s+per month/);
    expect(await pro.innerText()).toMatch(/\$29\.99\s+per month/);
    expect(await free.innerText()).not.toContain('$');
    expect(await page.getByText('Current Plan').count()).toBe(0);

    await basic.getByRole('link', { name: 'Start Free Trial' }).click();
    await page.waitForURL(`${BASE_URL}/login?next=${encodeURIComponent('/pricing?checkout=basic')}`);
  });

  test('checkout failures show the spec messages in a dialog; an empty tier list says so', async () => {
    const { page } = session;
    await newSignedInUser(page, '/pricing', 'failure');
    await tierCard(page, 'free').getByText('Current Plan').first().waitFor();
    const dialog = page.getByRole('dialog');

    await page.route('**/api/subscriptions/create-checkout-session/', (route) =>
      route.fulfill({ status: 503, json: { error: 'The payment provider is unavailable. Try again shortly.' } }),
    );
    await tierCard(page, 'basic').getByRole('button', { name: 'Start Free Trial' }).click();
    await dialog
      .getByText('Error creating checkout session: The payment provider is unavailable. Try again shortly.')
      .waitFor();
    await page.waitForTimeout(400); // the dialog's opening animation, for a readable screenshot
    await screenshot(page, '-provider-down');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.unroute('**/api/subscriptions/create-checkout-session/');
    await page.route('**/api/subscriptions/create-checkout-session/', (route) => route.abort('connectionfailed'));
    await tierCard(page, 'pro').getByRole('button', { name: 'Start Free Trial' }).click();
    await dialog.getByText('Error creating checkout session. Please try logging in again.').waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();

    await page.route('**/api/subscriptions/pricing-tiers/', (route) => route.fulfill({ json: [] }));
    await page.reload();
    await page.getByText('No pricing tiers available').waitFor();
  });
});

describe('upgrading', () => {
  test('a user upgrades through the sandbox checkout; success, token, features, profile and billing show Basic', async () => {
    const { page } = session;
    await newSignedInUser(page, '/pricing', 'upgrade');
    await tierCard(page, 'free').getByText('Current Plan').first().waitFor();
    expect(await performanceHistoryUnlocked(page)).toBe(false);
    expect(await page.getByText('You have had your free trial').count()).toBe(0);

    await upgradeThroughSandbox(page, 'basic');
    const details = page.locator('.ant-descriptions');
    await details.getByText('Basic', { exact: true }).waitFor();
    await details.getByText('Free trial', { exact: true }).waitFor();
    expect(await details.innerText()).toMatch(/Next billing date\s+[A-Z][a-z]+ \d{1,2}, \d{4}/);
    await screenshot(page, '-success');

    // The success page refreshed the token: the new tier is in it and the services honour it at once.
    const claims = jwtClaims((await storedItem(page, 'access_token'))!);
    expect(claims.tier).toBe('basic');
    expect(tierAllows(claims.tier as TierType, 'comprehensive_analysis')).toBe(true);
    expect(await performanceHistoryUnlocked(page)).toBe(true);

    await page.getByRole('link', { name: 'View Billing Details' }).click();
    await page.waitForURL(`${BASE_URL}/account/billing`);
    await page.getByText('Trial ends on').waitFor();
    const plan = page.locator('.ant-card').filter({ hasText: 'Current plan' });
    await plan.getByText('Basic', { exact: true }).waitFor();
    await page.locator('.ant-list-item').filter({ hasText: '$0.00' }).filter({ hasText: 'paid' }).waitFor();
    await screenshot(page, '-billing');

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Subscription' }).click();
    await page.getByRole('link', { name: 'Upgrade to Pro' }).waitFor();
    await page.getByRole('tabpanel').getByText('Basic', { exact: true }).waitFor();
    await screenshot(page, '-subscription-tab');

    await page.goto('/pricing');
    const basic = tierCard(page, 'basic');
    await basic.getByText('Current Plan').first().waitFor();
    expect(await basic.getByRole('button', { name: 'Current Plan' }).isDisabled()).toBe(true);
    expect(await tierCard(page, 'free').getByRole('button', { name: 'Included in your plan' }).isDisabled()).toBe(true);
    // In their trial: the page says when it ends and that an upgrade is charged from the day it starts.
    await page
      .getByText(
        /^Your Basic free trial ends on [A-Z][a-z]+ \d{1,2}, \d{4}\. Upgrading ends it: the new plan is charged from the day it starts\.$/,
      )
      .waitFor();
    expect(await page.getByText('Every paid plan starts with').count()).toBe(0);
    await screenshot(page, '-pricing-member');
    // Upgrading asks first, saying the trial ends and what is charged; keeping the plan leaves it as it was.
    let checkouts = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/subscriptions/create-checkout-session/')) checkouts += 1;
    });
    await tierCard(page, 'pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.locator('.ant-modal-confirm-title').getByText('Upgrade to Pro now?').waitFor();
    await confirm
      .getByText(
        'Your Basic free trial ends when you upgrade, and Pro is charged $29.99 at once, then every month until you cancel.',
      )
      .waitFor();
    await page.waitForTimeout(400); // the dialog's opening animation, for a readable screenshot
    await screenshot(page, '-upgrade-confirm');
    await confirm.getByRole('button', { name: 'Keep my plan' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(checkouts).toBe(0);
    expect(page.url()).toBe(`${BASE_URL}/pricing`);

    await page.goto('/account/billing');
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.getByText('Sandbox billing portal — no card is charged').waitFor();
  });

  test('a Pro member sees the disabled Pro Member button', async () => {
    const { page } = session;
    await newSignedInUser(page, '/pricing', 'pro');
    await tierCard(page, 'free').getByText('Current Plan').first().waitFor();
    await upgradeThroughSandbox(page, 'pro');
    await page.locator('.ant-descriptions').getByText('Pro', { exact: true }).waitFor();
    expect(jwtClaims((await storedItem(page, 'access_token'))!).tier).toBe('pro');

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Subscription' }).click();
    const member = page.getByRole('button', { name: 'Pro Member' });
    await member.waitFor();
    expect(await member.isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Upgrade to Pro' }).count()).toBe(0);
  });
});
