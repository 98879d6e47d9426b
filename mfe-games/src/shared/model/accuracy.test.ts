import { accuracyOf, formatPercent } from './accuracy';

test("the server's scored calls: hits over counted calls, rounded; N/A with nothing counted", () => {
  const games = [
    { prediction_correct: true },
    { prediction_correct: true },
    { prediction_correct: false },
    // A neutral pick, or no result yet: the server scores no call.
    { prediction_correct: null },
  ];
  expect(accuracyOf(games)).toEqual({ correct: 2, counted: 3, percent: 67 });
  expect(accuracyOf([{ prediction_correct: null }])).toEqual({ correct: 0, counted: 0, percent: null });
  expect(formatPercent(null)).toBe('N/A');
  expect(formatPercent(67)).toBe('67%');
});
