import type { PricingTier, SubscriptionStatus } from '@vantage/contracts/billing';
import { FREE, TRIAL } from '@/shared/model/subscription-statuses.fixture';
import {
  CHECKOUT_NETWORK_ERROR,
  checkoutErrorMessage,
  checkoutOutcome,
  formatMonthlyPrice,
  chooseTierText,
  signInToCheckoutPath,
  sortTiers,
  tierToResume,
  trialText,
  upgradeNotice,
  watchlistsText,
} from './pricing';

const tier = (overrides: Partial<PricingTier>): PricingTier => ({
  id: 1,
  name: 'Free',
  price: 0,
  tier_type: 'free',
  max_projects: 1,
  features: [],
  ...overrides,
});

test('tiers read from the cheapest', () => {
  const pro = tier({ id: 3, name: 'Pro', price: 29.99, tier_type: 'pro' });
  const basic = tier({ id: 2, name: 'Basic', price: 9.99, tier_type: 'basic' });
  const free = tier({});
  expect(sortTiers([pro, free, basic]).map(({ name }) => name)).toEqual(['Free', 'Basic', 'Pro']);
});

test('paid tiers show a dollar price, Free none', () => {
  expect(formatMonthlyPrice(tier({ price: 9.99, tier_type: 'basic' }))).toBe('$9.99');
  expect(formatMonthlyPrice(tier({ price: 30, tier_type: 'pro' }))).toBe('$30.00');
  expect(formatMonthlyPrice(tier({}))).toBeNull();
});

test("a plan's projects are watchlists", () => {
  expect(watchlistsText(null)).toBe('Unlimited watchlists');
  expect(watchlistsText(1)).toBe('1 watchlist');
  expect(watchlistsText(10)).toBe('Up to 10 watchlists');
});

describe('the trial, as true for its reader', () => {
  const status = (overrides: Partial<SubscriptionStatus>): SubscriptionStatus => ({ ...FREE, ...overrides });
  const trialing = TRIAL;
  const pro = tier({ id: 3, name: 'Pro', price: 29.99, tier_type: 'pro' });

  test('a guest and a member who never subscribed are offered it; the Free plan is not said to have one', () => {
    const offer = 'Every paid plan starts with a 14-day free trial. Cancel anytime.';
    expect(trialText(undefined, false)).toBe(offer);
    expect(trialText(status({}), true)).toBe(offer);
    expect(trialText(undefined, true)).toBeUndefined();
    expect(chooseTierText(pro, 'free', true)).toBe('Start Free Trial');
  });

  test('a member in their trial is told when it ends, one who had it that a new plan is charged', () => {
    expect(trialText(trialing, true)).toBe(
      'Your Basic free trial ends on April 1, 2025. Upgrading ends it: the new plan is charged from the day it starts.',
    );
    expect(trialText(status({ trial_available: false }), true)).toBe(
      'You have had your free trial: a new plan is charged from the day it starts.',
    );
    expect(chooseTierText(pro, 'free', false)).toBe('Subscribe to Pro');
  });

  test('an upgrade from a trial says the trial ends and what is charged; from Free there is nothing to confirm', () => {
    expect(upgradeNotice(trialing, pro)).toEqual({
      title: 'Upgrade to Pro now?',
      content:
        'Your Basic free trial ends when you upgrade, and Pro is charged $29.99 at once, then every month until you cancel.',
    });
    expect(upgradeNotice(status({ trial_available: false }), pro)).toBeNull();
    expect(upgradeNotice(undefined, pro)).toBeNull();
  });
});

describe('checkout errors (product rules §8)', () => {
  test("show the service's error, else 'Unknown error'", () => {
    expect(checkoutErrorMessage({ status: 409, data: { error: 'You are already subscribed to the Pro plan.' } })).toBe(
      'Error creating checkout session: You are already subscribed to the Pro plan.',
    );
    expect(checkoutErrorMessage({ status: 500, data: null })).toBe('Error creating checkout session: Unknown error');
    expect(checkoutOutcome({ error: '' })).toEqual({ error: 'Error creating checkout session: Unknown error' });
    expect(checkoutOutcome({ checkout_url: '/x' })).toEqual({ url: '/x' });
  });

  test('without an answer, ask to log in again', () => {
    expect(checkoutErrorMessage({ status: 'FETCH_ERROR', error: 'Failed to fetch' })).toBe(CHECKOUT_NETWORK_ERROR);
    expect(checkoutErrorMessage({ status: 'CUSTOM_ERROR', error: 'Token refresh failed' })).toBe(
      CHECKOUT_NETWORK_ERROR,
    );
  });
});

describe("a guest's choice survives signing in", () => {
  const tiers = [
    tier({}),
    tier({ id: 2, name: 'Basic', price: 9.99, tier_type: 'basic' }),
    tier({ id: 3, name: 'Pro', price: 29.99, tier_type: 'pro' }),
  ];

  test('the guest signs in with the way back to the chosen checkout', () => {
    expect(signInToCheckoutPath(tiers[2])).toBe('/login?next=%2Fpricing%3Fcheckout%3Dpro');
  });

  test('back on the pricing page, the chosen tier checks out while it is above the plan', () => {
    expect(tierToResume('pro', tiers, 'free')?.id).toBe(3);
    expect(tierToResume('pro', tiers, 'basic')?.id).toBe(3);
    expect(tierToResume('basic', tiers, 'basic')).toBeNull();
    expect(tierToResume('basic', tiers, 'pro')).toBeNull();
    expect(tierToResume('free', tiers, 'free')).toBeNull();
    expect(tierToResume('gold', tiers, 'free')).toBeNull();
    expect(tierToResume(null, tiers, 'free')).toBeNull();
  });
});
