// Subscription statuses for the tests of the screens that read them: a Free member who never subscribed, and
// one in a Basic trial.
import type { SubscriptionStatus } from '@vantage/contracts/billing';

export const FREE: SubscriptionStatus = {
  tier: 'Free',
  tier_type: 'free',
  status: 'free',
  current_period_end: null,
  cancel_at_period_end: false,
  trial_end: null,
  trial_available: true,
};
export const TRIAL: SubscriptionStatus = {
  tier: 'Basic',
  tier_type: 'basic',
  status: 'trialing',
  current_period_end: '2025-04-01T16:00:00Z',
  cancel_at_period_end: false,
  trial_end: '2025-04-01T16:00:00Z',
  trial_available: false,
};
