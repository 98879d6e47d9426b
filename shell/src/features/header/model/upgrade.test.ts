import { offersUpgrade } from './upgrade';

test('Get Premium is offered to Free members only: Basic is Premium, Pro is above it', () => {
  expect(offersUpgrade('free')).toBe(true);
  expect(offersUpgrade('basic')).toBe(false);
  expect(offersUpgrade('pro')).toBe(false);
  // Not shown before the plan is known, so no member sees it flash.
  expect(offersUpgrade(undefined)).toBe(false);
});
