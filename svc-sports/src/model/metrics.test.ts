import {
  benjaminiHochbergCutoff,
  binomialTwoSidedP,
  calibrationBins,
  flatStakeReturn,
  pairedTTest,
  scoreForecasts,
  studentTwoSidedP,
} from './metrics';

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

describe("the track record's statistics, on cases worked by hand", () => {
  it('returns flat-stake profit per unit with a 95% interval', () => {
    // +100 won (profit 1), -150 lost (-1), +150 won (1.5): mean 0.5; sample variance 3.5 / 2 = 1.75.
    const r = flatStakeReturn([
      { decimalOdds: 2, won: true },
      { decimalOdds: 1 + 100 / 150, won: false },
      { decimalOdds: 2.5, won: true },
    ]);
    const half = 1.96 * Math.sqrt(1.75 / 3);
    expect(r).toMatchObject({ bets: 3, won: 2 });
    expect(r.roi).toBeCloseTo(0.5, 10);
    expect(r.low).toBeCloseTo(0.5 - half, 10);
    expect(r.high).toBeCloseTo(0.5 + half, 10);
    expect(flatStakeReturn([])).toEqual({ bets: 0, won: 0, roi: null, low: null, high: null });
  });

  it("tests paired differences with Student's t", () => {
    // Cauchy (1 df): P(|T| > 1) = ½; 2 df: P(|T| > 2) = 1 − 2/√6.
    expect(studentTwoSidedP(1, 1)).toBeCloseTo(0.5, 10);
    expect(studentTwoSidedP(2, 2)).toBeCloseTo(1 - 2 / Math.sqrt(6), 10);
    // 1, 2, 3, 4: mean 2.5, standard error √(5/3 / 4), t = 3.873 on 3 df, p = .0305 (as scipy's ttest_1samp).
    const test = pairedTTest([1, 2, 3, 4]);
    expect(test.mean).toBe(2.5);
    expect(test.t).toBeCloseTo(3.8729833, 6);
    expect(test.p).toBeCloseTo(0.0304663, 6);
    // Nothing to tell from zero: equal differences, or one game.
    expect(pairedTTest([0.1, 0.1]).p).toBe(1);
    expect(pairedTTest([0.3]).p).toBe(1);
  });

  it('gives the exact two-sided binomial p-value against a coin', () => {
    // 12-3: P(X ≤ 3) = (1 + 15 + 105 + 455) / 2^15, doubled.
    expect(binomialTwoSidedP(12, 15)).toBeCloseTo((2 * 576) / 32768, 12);
    expect(binomialTwoSidedP(3, 15)).toBeCloseTo((2 * 576) / 32768, 12);
    expect(binomialTwoSidedP(5, 10)).toBe(1);
  });

  it('finds the Benjamini–Hochberg cut-off', () => {
    // Sorted .01 ≤ .025, .03 ≤ .05, .04 ≤ .075, .20 > .10: the first three are discoveries.
    expect(benjaminiHochbergCutoff([0.2, 0.04, 0.01, 0.03], 0.1)).toBe(0.04);
    // A later p under its line carries the earlier ones: .03 > .025 alone, but .04 ≤ .05.
    expect(benjaminiHochbergCutoff([0.03, 0.04], 0.05)).toBe(0.04);
    expect(benjaminiHochbergCutoff([0.03, 0.5], 0.05)).toBe(0);
    expect(benjaminiHochbergCutoff([], 0.1)).toBe(0);
  });
});
