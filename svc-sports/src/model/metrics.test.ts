import { calibrationBins, scoreForecasts } from './metrics';

describe('forecast scores', () => {
  it('computes accuracy, Brier and log loss', () => {
    const s = scoreForecasts([0.8, 0.4, 0.5], [1, 1, 0]);
    expect(s.games).toBe(3);
    expect(s.accuracy).toBeCloseTo(1 / 3);
    expect(s.brier).toBeCloseTo((0.04 + 0.36 + 0.25) / 3);
    expect(s.logLoss).toBeCloseTo(-(Math.log(0.8) + Math.log(0.4) + Math.log(0.5)) / 3);
  });

  it('groups forecasts by tenths of probability', () => {
    const bins = calibrationBins([0.12, 0.18, 0.55, 0.99], [0, 1, 1, 1]);
    expect(bins).toEqual([
      { from: 0.1, to: 0.2, games: 2, predicted: 0.15, observed: 0.5 },
      { from: 0.5, to: 0.6, games: 1, predicted: 0.55, observed: 1 },
      { from: 0.9, to: 1, games: 1, predicted: 0.99, observed: 1 },
    ]);
  });
});
