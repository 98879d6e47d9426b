import { devigTwoWay, marketEvPercent, settledProfit, spreadChances, totalChances, withoutPush } from './cover';
import {
  mean,
  normalCdf,
  normalOnIntegers,
  probabilityOf,
  reweighted,
  shapeWeights,
  type Distribution,
} from './distribution';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
/** Home wins by 3 (40%), by 7 (20%), loses by 3 (30%), ties (10%). */
const margins: Distribution = { min: -3, p: [0.3, 0, 0, 0.1, 0, 0, 0.4, 0, 0, 0, 0.2] };

describe('spread arithmetic', () => {
  it('a half-point line never pushes: home −2.5 covers on every win by 3 or more', () => {
    const c = spreadChances(margins, 2.5);
    expect(c.home).toBeCloseTo(0.6, 12);
    expect(c.away).toBeCloseTo(0.4, 12);
    expect(c.push).toBe(0);
  });
  it('an integer line pushes on exactly that margin: home −3 covers only when it wins by more than 3', () => {
    const c = spreadChances(margins, 3);
    expect(c.home).toBeCloseTo(0.2, 12);
    expect(c.push).toBeCloseTo(0.4, 12);
    expect(c.away).toBeCloseTo(0.4, 12);
  });
  it('a home underdog +3 (spread −3) covers unless it loses by more than 3; losing by exactly 3 pushes', () => {
    const c = spreadChances(margins, -3);
    expect(c.home).toBeCloseTo(0.7, 12);
    expect(c.push).toBeCloseTo(0.3, 12);
    expect(c.away).toBe(0);
  });
  it('a pick-em (0) pushes on a tie', () => {
    expect(spreadChances(margins, 0).push).toBeCloseTo(0.1, 12);
  });
  it('without the push a side’s chance is its share of the decided bets', () => {
    const c = spreadChances(margins, 3);
    expect(withoutPush(c.home, c.away)).toBeCloseTo(1 / 3, 12);
  });
});

describe('total arithmetic', () => {
  const totals: Distribution = { min: 40, p: [0.25, 0.5, 0.25] };
  it('over, under and push of integer and half-point lines', () => {
    expect(totalChances(totals, 41)).toEqual({ over: 0.25, under: 0.25, push: 0.5 });
    expect(totalChances(totals, 40.5)).toEqual({ over: 0.75, under: 0.25, push: 0 });
    expect(totalChances(totals, 45)).toEqual({ over: 0, under: 1, push: 0 });
  });
  it('rejects a line that is not a number', () => {
    expect(() => totalChances(totals, NaN)).toThrow(RangeError);
  });
});

describe('prices', () => {
  it('de-vigs a −110/−110 market to even and a −120/+100 one proportionally', () => {
    expect(devigTwoWay(-110, -110)).toBeCloseTo(0.5, 12);
    const first = 120 / 220;
    expect(devigTwoWay(-120, 100)).toBeCloseTo(first / (first + 0.5), 12);
  });
  it('EV counts a push as the stake back: 55% to win, 10% push at −110 is +15.0%', () => {
    // 0.55 × 100/110 − 0.35 = 0.50 − 0.35
    expect(marketEvPercent(0.55, 0.1, -110)).toBe(15);
    expect(marketEvPercent(0.5, 0, -110)).toBe(-4.5);
    expect(marketEvPercent(0.5238095, 0, -110)).toBe(0);
  });
  it('settles a win, a push and a loss', () => {
    expect(settledProfit('win', -110)).toBeCloseTo(100 / 110, 12);
    expect(settledProfit('win', 150)).toBeCloseTo(1.5, 12);
    expect(settledProfit('push', -110)).toBe(0);
    expect(settledProfit('lose', -110)).toBe(-1);
  });
});

describe('distributions', () => {
  it('the normal on the integers sums to 1, keeps its mean and is symmetric about it', () => {
    const d = normalOnIntegers(2, 13.5);
    expect(sum(d.p)).toBeCloseTo(1, 12);
    expect(mean(d)).toBeCloseTo(2, 3);
    expect(probabilityOf(d, 5)).toBeCloseTo(probabilityOf(d, -1), 9);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
  });
  it('shape weights learn a key number and reweighting moves probability onto it', () => {
    const shape = normalOnIntegers(0, 2);
    // Twenty games all decided by exactly 3: 3 came up far more often than the smooth shape said.
    const weights = shapeWeights(
      Array.from({ length: 20 }, () => ({ shape, actual: 3 })),
      1,
    );
    // (20 times seen + 1 smoothing) / (20 games × P(3) + 1): about 9 times the smooth shape's chance.
    expect(weights.get(3)).toBeCloseTo(21 / (20 * probabilityOf(shape, 3) + 1), 12);
    expect(weights.get(3)!).toBeGreaterThan(8);
    expect(weights.get(0)!).toBeLessThan(1);
    const d = reweighted(shape, weights);
    expect(sum(d.p)).toBeCloseTo(1, 12);
    expect(probabilityOf(d, 3)).toBeGreaterThan(probabilityOf(shape, 3) * 5);
    // A half-point line either side of the key number now splits differently from an integer line on it.
    expect(spreadChances(d, 3).push).toBeCloseTo(probabilityOf(d, 3), 12);
  });
  it('with as many smoothing games as evidence a value seen as often as expected keeps weight 1', () => {
    const shape: Distribution = { min: 0, p: [0.5, 0.5] };
    const w = shapeWeights(
      [
        { shape, actual: 0 },
        { shape, actual: 1 },
      ],
      5,
    );
    expect(w.get(0)).toBeCloseTo(1, 12);
    expect(w.get(1)).toBeCloseTo(1, 12);
  });
});
