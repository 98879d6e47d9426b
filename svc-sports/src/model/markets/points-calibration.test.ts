import { totalChances, withoutPush } from './cover';
import { empiricalOnIntegers, mean, normalOnIntegers, shiftedAndScaled, type Distribution } from './distribution';
import {
  fitPointsCalibration,
  pointsChance,
  walkForwardPointsCalibrations,
  type PointsRow,
} from './points-calibration';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('empirical shape of the total', () => {
  // Residuals −1.5, 0 and +2 around 44: 42.5 splits between 42 and 43, 44 and 46 land on their integers.
  const d = empiricalOnIntegers(44, [-1.5, 0, 2]);
  it('sums to 1 and keeps the residuals’ mean', () => {
    expect(sum(d.p)).toBeCloseTo(1, 12);
    expect(mean(d)).toBeCloseTo(44 + 0.5 / 3, 12);
    expect(d.min).toBe(42);
    expect(d.p.map((x) => x * 6)).toEqual([1, 1, 2, 0, 2].map((x) => expect.closeTo(x, 12)));
  });
  it('pushes on an integer line with the mass that landed on it', () => {
    const c = totalChances(d, 44);
    expect(c.push).toBeCloseTo(1 / 3, 12);
    expect(c.over).toBeCloseTo(1 / 3, 12);
    expect(c.under).toBeCloseTo(1 / 3, 12);
    expect(totalChances(d, 43.5)).toEqual({
      over: expect.closeTo(2 / 3, 12),
      under: expect.closeTo(1 / 3, 12),
      push: 0,
    });
  });
  it('keeps the skew a normal would lose: a long right tail puts the median under the mean', () => {
    const skewed = empiricalOnIntegers(45, [-6, -4, -3, -2, -1, 0, 1, 2, 3, 18]);
    expect(mean(skewed)).toBeCloseTo(45.8, 12);
    expect(withoutPush(totalChances(skewed, 45.5).over, totalChances(skewed, 45.5).under)).toBeCloseTo(0.4, 12);
  });
});

describe('a distribution shifted and scaled in points', () => {
  const d: Distribution = { min: 43, p: [0.5, 0, 0.5] };
  it('shift 0 and scale 1 give the distribution back', () => {
    const same = shiftedAndScaled(normalOnIntegers(44.3, 13), 0, 1);
    const normal = normalOnIntegers(44.3, 13);
    expect(same.min).toBe(normal.min);
    same.p.forEach((x, i) => expect(x).toBeCloseTo(normal.p[i], 12));
  });
  it('scale 2 doubles the distance from the mean; a shift moves every value', () => {
    expect(shiftedAndScaled(d, 0, 2)).toEqual({ min: 42, p: [0.5, 0, 0, 0, 0.5] });
    const moved = shiftedAndScaled(d, 1, 1);
    expect(moved.min).toBe(44);
    expect(mean(moved)).toBeCloseTo(45, 12);
  });
  it('a half-point shift splits each value between two integers, so an integer line can push', () => {
    const half = shiftedAndScaled({ min: 44, p: [1] }, 0.5, 1);
    expect(sum(half.p)).toBeCloseTo(1, 12);
    expect(totalChances(half, 45)).toEqual({ over: 0, under: 0.5, push: 0.5 });
    expect(pointsChance({ min: 44, p: [1] }, 45, 0.5, 1)).toBe(0);
  });
  it('rejects a scale that is not above 0', () => {
    expect(() => shiftedAndScaled(d, 0, 0)).toThrow(RangeError);
  });
});

describe('points calibration, walked forward', () => {
  const normal = normalOnIntegers(44, 4, 4);
  /** 200 decided lines at each of three lines, over as often as the distribution shifted by `shift` says. */
  function rows(season: number, shift: number): PointsRow[] {
    return [41.5, 44.5, 47.5].flatMap((line) => {
      const overs = Math.round(200 * pointsChance(normal, line, shift, 1));
      return Array.from({ length: 200 }, (_, i) => ({
        season,
        distribution: normal,
        line,
        outcome: i < overs ? (1 as const) : (0 as const),
      }));
    });
  }
  it('the identity reads the distribution’s own chance, push set aside', () => {
    const c = totalChances(normal, 44);
    expect(pointsChance(normal, 44, 0, 1)).toBeCloseTo(withoutPush(c.over, c.under), 12);
  });
  it('finds a planted shift of −2 points at scale 1', () => {
    expect(fitPointsCalibration(rows(2020, -2))).toEqual({ shift: -2, scale: 1, games: 600 });
  });
  it("a season's calibration reads the seasons before it only, and the window's", () => {
    const all = [...rows(2019, 1), ...rows(2020, -2), ...rows(2021, 3)];
    const fits = walkForwardPointsCalibrations(all, [2019, 2020, 2021], 1);
    expect(fits.get(2019)!.games).toBe(0);
    expect(fits.get(2020)!.shift).toBe(1);
    expect(fits.get(2021)!.shift).toBe(-2);
  });
});
