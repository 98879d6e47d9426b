import { currentTierType, nextBillingDate, renewalText, tierDisplayName } from './subscription';
import { FREE, TRIAL } from './subscription-statuses.fixture';

describe('currentTierType', () => {
  test('is Free without a status (not loaded or failed) and for the free status', () => {
    expect(currentTierType(undefined)).toBe('free');
    expect(currentTierType(FREE)).toBe('free');
  });

  test('is the subscribed tier otherwise', () => {
    expect(currentTierType(TRIAL)).toBe('basic');
    expect(currentTierType({ ...TRIAL, tier: 'Gold Standard', tier_type: 'pro', status: 'active' })).toBe('pro');
  });
});

test('tiers show their first name', () => {
  expect(tierDisplayName('basic')).toBe('Basic');
  expect(tierDisplayName('pro')).toBe('Pro');
});

describe('renewal and billing dates', () => {
  test('a trial names its end, which is also the next billing date', () => {
    expect(renewalText(TRIAL)).toBe('Trial ends on April 1, 2025');
    expect(nextBillingDate(TRIAL)).toBe('April 1, 2025');
  });

  test('an active plan renews; one set to cancel has no next billing date', () => {
    const active = { ...TRIAL, status: 'active' as const, trial_end: null };
    expect(renewalText(active)).toBe('Renews on April 1, 2025');
    expect(renewalText({ ...active, cancel_at_period_end: true })).toBe('Cancels on April 1, 2025');
    expect(nextBillingDate({ ...active, cancel_at_period_end: true })).toBeNull();
  });

  test('Free has neither', () => {
    expect(renewalText(FREE)).toBeNull();
    expect(nextBillingDate(FREE)).toBeNull();
  });
});
