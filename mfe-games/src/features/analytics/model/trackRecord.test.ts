import { brierAxisTicks, monthRecords, seasonWindow } from './trackRecord';

test("the server's months become percentages with a label, the baseline beside the model", () => {
  const months = [
    {
      month: '2023-04',
      games: 40,
      counted: 20,
      correct: 12,
      accuracy: 0.6,
      brier: 0.2391,
      baseline: { correct: 21, accuracy: 0.525, brier: 0.2494 },
    },
    {
      month: '2023-05',
      games: 5,
      counted: 0,
      correct: 0,
      accuracy: null,
      brier: 0.25,
      baseline: { correct: 2, accuracy: 0.4, brier: 0.2503 },
    },
  ];
  expect(monthRecords(months)).toEqual([
    {
      month: '2023-04',
      label: 'Apr 2023',
      monthName: 'Apr',
      games: 40,
      counted: 20,
      correct: 12,
      accuracy: 60,
      brier: 0.2391,
      baselineAccuracy: 52.5,
      baselineBrier: 0.2494,
    },
    {
      month: '2023-05',
      label: 'May 2023',
      monthName: 'May',
      games: 5,
      counted: 0,
      correct: 0,
      accuracy: null,
      brier: 0.25,
      baselineAccuracy: 40,
      baselineBrier: 0.2503,
    },
  ]);
});

test('a season window ends yesterday at the latest; a season not begun has none', () => {
  expect(seasonWindow(2023, '2023-08-01')).toEqual({ from: '2023-03-01', to: '2023-08-01' });
  expect(seasonWindow(2022, '2023-08-01')).toEqual({ from: '2022-03-01', to: '2022-11-30' });
  expect(seasonWindow(2024, '2023-08-01')).toBeNull();
});

test('Brier axis ticks every 0.02, wide enough for every month and the coin flip', () => {
  expect(
    brierAxisTicks([
      { brier: 0.2434, baselineBrier: 0.2481 },
      { brier: 0.2034, baselineBrier: null },
      { brier: null, baselineBrier: null },
    ]),
  ).toEqual([0.2, 0.22, 0.24, 0.26]);
  expect(
    brierAxisTicks([
      { brier: 0.19, baselineBrier: 0.25 },
      { brier: 0.24, baselineBrier: 0.301 },
    ]),
  ).toEqual([0.18, 0.2, 0.22, 0.24, 0.26, 0.28, 0.3, 0.32]);
  expect(brierAxisTicks([])).toEqual([0.2, 0.22, 0.24, 0.26]);
});
