import type { PricingTier } from '@vantage/contracts/billing';
import {
  CHECKOUT_NETWORK_ERROR,
  checkoutErrorMessage,
  checkoutOutcome,
  formatMonthlyPrice,
  projectsText,
  signInToCheckoutPath,
  sortTiers,
  tierToResume,
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

test('project limits', () => {
  expect(projectsText(null)).toBe('Unlimited projects');
  expect(projectsText(1)).toBe('1 project');
  expect(projectsText(10)).toBe('Up to 10 projects');
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
