import { brierAxisTicks, byMonth, seasonWindow } from './trackRecord';

test('days roll up into months: accuracy from the counts, Brier weighted by games', () => {
  const days = [
    { date: '2023-04-01', games: 10, counted: 8, correct: 6, accuracy: 0.75, brier: 0.2 },
    { date: '2023-04-02', games: 30, counted: 12, correct: 6, accuracy: 0.5, brier: 0.3 },
    { date: '2023-05-01', games: 5, counted: 0, correct: 0, accuracy: null, brier: null },
  ];
  expect(byMonth(days)).toEqual([
    { month: '2023-04', label: 'Apr 2023', games: 40, counted: 20, correct: 12, accuracy: 60, brier: 0.275 },
    { month: '2023-05', label: 'May 2023', games: 5, counted: 0, correct: 0, accuracy: null, brier: null },
  ]);
});

test('a season window ends yesterday at the latest; a season not begun has none', () => {
  expect(seasonWindow(2023, '2023-08-01')).toEqual({ from: '2023-03-01', to: '2023-08-01' });
  expect(seasonWindow(2022, '2023-08-01')).toEqual({ from: '2022-03-01', to: '2022-11-30' });
  expect(seasonWindow(2024, '2023-08-01')).toBeNull();
});

test('Brier axis ticks every 0.02, wide enough for every month and the coin flip', () => {
  expect(brierAxisTicks([{ brier: 0.2434 }, { brier: 0.2034 }, { brier: null }])).toEqual([0.2, 0.22, 0.24, 0.26]);
  expect(brierAxisTicks([{ brier: 0.19 }, { brier: 0.301 }])).toEqual([0.18, 0.2, 0.22, 0.24, 0.26, 0.28, 0.3, 0.32]);
  expect(brierAxisTicks([])).toEqual([0.2, 0.22, 0.24, 0.26]);
});
