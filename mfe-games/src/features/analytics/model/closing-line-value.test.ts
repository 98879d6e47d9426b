import { implausibleText, closingLineValueText } from './closing-line-value';

const figure = {
  price_at_commit: ['archive_open' as const],
  picks: 1200,
  beat_close: 660,
  excluded_implausible: 0,
  min_picks: 30,
  mean: 1.234,
  low: -0.5,
  high: 2.97,
};

test('the mean CLV with its interval and how many picks beat the close', () => {
  expect(closingLineValueText(figure)).toBe(
    'Mean closing-line value +1.23% (95% interval -0.50% to +2.97%) over 1,200 value picks; 55.0% got a better price than the close.',
  );
  expect(
    closingLineValueText({
      ...figure,
      price_at_commit: [],
      picks: 0,
      beat_close: 0,
      mean: null,
      low: null,
      high: null,
    }),
  ).toBe('No value pick of this record has a price known at its commitment to compare with the close.');
});

test('too few picks for a mean: their count instead of a figure', () => {
  const text = closingLineValueText({ ...figure, picks: 2, beat_close: 2, mean: null, low: null, high: null });
  expect(text).toBe('Mean closing-line value: too few picks (2); a mean is given from 30 value picks on.');
  expect(text).not.toMatch(/%/);
});

test('the games left out as implausible are counted beside the figure', () => {
  expect(implausibleText(figure)).toBeNull();
  expect(implausibleText({ ...figure, excluded_implausible: 3 })).toBe(
    '3 games left out: their price at commit was more than 15 points of de-vigged win probability from the close, taken for a data error.',
  );
});
