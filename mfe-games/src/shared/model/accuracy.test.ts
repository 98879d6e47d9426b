import { accuracyOf, formatPercent, isCounted } from './accuracy';

test('only games with a result and a non-neutral recommendation count', () => {
  expect(isCounted({ predicted_winner: 'neutral', actual_result: 'home_win' })).toBe(false);
  expect(isCounted({ predicted_winner: 'home', actual_result: null })).toBe(false);
  expect(isCounted({ predicted_winner: 'away', actual_result: 'home_win' })).toBe(true);
});

test('hits are home with home_win and away with away_win; percent is rounded; N/A with nothing counted', () => {
  const games = [
    { predicted_winner: 'home', actual_result: 'home_win' },
    { predicted_winner: 'away', actual_result: 'away_win' },
    { predicted_winner: 'away', actual_result: 'home_win' },
    { predicted_winner: 'neutral', actual_result: 'away_win' },
    { predicted_winner: 'home', actual_result: null },
  ] as const;
  expect(accuracyOf(games)).toEqual({ correct: 2, counted: 3, percent: 67 });
  expect(accuracyOf([])).toEqual({ correct: 0, counted: 0, percent: null });
  expect(formatPercent(null)).toBe('N/A');
  expect(formatPercent(67)).toBe('67%');
});
