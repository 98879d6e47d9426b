import { seasonWindow } from '@vantage/contracts/sports-rules';
import {
  accuracyChartLabel,
  brierAxisTicks,
  brierChartLabel,
  brierText,
  calibrationChartLabel,
  evBandText,
  monthRecords,
  percentText,
  returnText,
  seasonFromParam,
  shareText,
} from './track-record';

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
  expect(seasonWindow('mlb', 2023, '2023-08-01')).toEqual({ from: '2023-03-01', to: '2023-08-01' });
  expect(seasonWindow('mlb', 2022, '2023-08-01')).toEqual({ from: '2022-03-01', to: '2022-11-30' });
  expect(seasonWindow('mlb', 2024, '2023-08-01')).toBeNull();
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

test('a link names the season; anything else opens the latest season', () => {
  expect(seasonFromParam('2022')).toBe(2022);
  expect(seasonFromParam('last')).toBeNull();
  expect(seasonFromParam(null)).toBeNull();
  expect(returnText(3.21)).toBe('+3.2%');
  expect(returnText(-4)).toBe('-4.0%');
  expect(returnText(null)).toBe('N/A');
});

test('figures read with their decimals, N/A where there is none', () => {
  expect(shareText(0.5376)).toBe('53.8%');
  expect(shareText(null)).toBe('N/A');
  expect(percentText(52.5)).toBe('52.5%');
  expect(percentText(null)).toBe('N/A');
  expect(brierText(0.24)).toBe('0.2400');
  expect(brierText(null)).toBe('N/A');
});

test('the charts tell a screen reader every month, model beside always home', () => {
  const months = [
    { label: 'Apr 2023', accuracy: 60, baselineAccuracy: 52.5, brier: 0.2391, baselineBrier: 0.2494 },
    { label: 'May 2023', accuracy: 45, baselineAccuracy: 40, brier: 0.25, baselineBrier: null },
    { label: 'Jun 2023', accuracy: null, baselineAccuracy: 50, brier: null, baselineBrier: 0.25 },
  ] as Parameters<typeof accuracyChartLabel>[0];
  expect(accuracyChartLabel(months)).toBe(
    'Calls correct by month: Apr 2023 model 60%, always home 52.5%, May 2023 model 45%, always home 40%, ' +
      'Jun 2023 model N/A, always home 50%',
  );
  expect(brierChartLabel(months)).toBe(
    'Brier score by month: Apr 2023 model 0.2391, always home 0.2494, May 2023 model 0.25, always home N/A, ' +
      'Jun 2023 model N/A, always home 0.25',
  );
});

test('calibration reads both forecasters band by band, an empty side as no games', () => {
  const bins = [
    { from: 50, to: 55, vantage: { games: 12, predicted: 52.4, observed: 50 }, market: null },
    {
      from: 60,
      to: 65,
      vantage: { games: 3, predicted: 61, observed: 66.7 },
      market: { games: 5, predicted: 62, observed: 60 },
    },
  ];
  expect(calibrationChartLabel(bins)).toBe(
    'Calibration: 50–55%: Vantage predicted 52.4% observed 50% over 12 games, market no games; ' +
      '60–65%: Vantage predicted 61% observed 66.7% over 3 games, market predicted 62% observed 60% over 5 games',
  );
});

test('the EV bands read as the value picks table names them', () => {
  expect(
    [
      { from: 0, to: 2 },
      { from: 5, to: 10 },
      { from: 10, to: null },
    ].map(evBandText),
  ).toEqual(['0–2%', '5–10%', 'over 10%']);
});
