import { formatExpectedMargin } from './figures';

const game = { home_team: 'Denver Nuggets', away_team: 'Los Angeles Lakers' };

test('the expected margin is said in the league’s unit, for the side it favours', () => {
  expect(formatExpectedMargin({ ...game, predicted_margin: 4.46, margin_unit: 'points' })).toBe(
    'Denver Nuggets by 4.5 points',
  );
  expect(formatExpectedMargin({ ...game, predicted_margin: -0.6, margin_unit: 'goals' })).toBe(
    'Los Angeles Lakers by 0.6 goals',
  );
  expect(formatExpectedMargin({ ...game, predicted_margin: 0.01, margin_unit: 'runs' })).toBe('Even (0.0 runs)');
  // Locked, or a model without a margin: nothing is shown rather than a made-up zero.
  expect(formatExpectedMargin({ ...game, predicted_margin: null, margin_unit: 'points' })).toBeNull();
  expect(formatExpectedMargin({ ...game, predicted_margin: undefined, margin_unit: undefined })).toBeNull();
});
