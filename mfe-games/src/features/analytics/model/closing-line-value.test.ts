import { closingLineValueText } from './closing-line-value';

test('the mean CLV with its interval and how many picks beat the close', () => {
  expect(
    closingLineValueText({
      price_at_commit: ['archive_open'],
      picks: 1200,
      beat_close: 660,
      mean: 1.234,
      low: -0.5,
      high: 2.97,
    }),
  ).toBe(
    'Mean closing-line value +1.23% (95% interval -0.50% to +2.97%) over 1,200 value picks; 55.0% got a better price than the close.',
  );
  expect(
    closingLineValueText({ price_at_commit: [], picks: 0, beat_close: 0, mean: null, low: null, high: null }),
  ).toBe('No value pick of this record has a price known at its commitment to compare with the close.');
});
