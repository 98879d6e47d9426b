// Plans in browser tests: the pricing page's tier cards and the sandbox checkout a member upgrades through.
import type { Page } from 'playwright-core';
import { TIER_NAMES, type TierType } from '@vantage/contracts/tiers';
import { screenshot } from './browser';

export const tierCard = (page: Page, tier: TierType) => page.locator(`[data-tier="${tier}"]`);
export const SANDBOX_LABEL = 'Sandbox checkout — no card is charged';

/**
 * Pricing → sandbox checkout → "Start 14-day trial" → the success page, until it shows the new plan: by then it
 * has stored the refreshed tokens, so the test may navigate away.
 */
export async function upgradeThroughSandbox(page: Page, tier: TierType) {
  await tierCard(page, tier).getByRole('button', { name: 'Start Free Trial' }).click();
  await page.getByText(SANDBOX_LABEL).waitFor();
  await screenshot(page, `-sandbox-${tier}`);
  await page.getByRole('button', { name: 'Start 14-day trial' }).click();
  await page.waitForURL(/\/subscription\/success\?session_id=/);
  await page.getByText('Subscription successful!').waitFor();
  await page.locator('.ant-descriptions').getByText(TIER_NAMES[tier][0], { exact: true }).waitFor();
}
