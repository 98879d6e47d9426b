/**
 * Discrete distributions on the integers, league-neutral: a game's margin (home minus away) or total score. The
 * shape the markets model uses is a normal put on the integers and reweighted per value by how often each value
 * came up in earlier games beyond what the normal said (`shapeWeights`): the NFL's key numbers (3, 7, 10; totals
 * of 37, 41, 44…), margins of 0 that overtime or a shootout make (nearly) impossible, the one-goal and one-run
 * margins of hockey and baseball.
 */

/** P(value = min + i) = p[i]; the probabilities sum to 1. */
export interface Distribution {
  min: number;
  p: number[];
}

/** The standard normal's cumulative distribution (Abramowitz–Stegun 7.1.26 on erf, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** A normal of `mean` and `sd` on the integers: P(k) = P(k − ½ < X ≤ k + ½), the tails beyond ±`width` sd cut off. */
export function normalOnIntegers(mean: number, sd: number, width = 6): Distribution {
  if (!(sd > 0) || !Number.isFinite(mean))
    throw new RangeError(`a normal needs a finite mean and sd > 0 (${mean}, ${sd})`);
  const min = Math.floor(mean - width * sd);
  const max = Math.ceil(mean + width * sd);
  const p: number[] = [];
  for (let k = min; k <= max; k++) p.push(normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd));
  return normalised({ min, p });
}

function normalised(d: Distribution): Distribution {
  const sum = d.p.reduce((s, x) => s + x, 0);
  if (!(sum > 0)) throw new RangeError('a distribution with no probability left');
  return { min: d.min, p: d.p.map((x) => x / sum) };
}

export function probabilityOf(d: Distribution, k: number): number {
  return d.p[k - d.min] ?? 0;
}

export function mean(d: Distribution): number {
  return d.p.reduce((s, x, i) => s + x * (d.min + i), 0);
}

/** Each value's weight: how much more (above 1) or less often than the smooth shape said it came up. */
export type ShapeWeights = Map<number, number>;

/**
 * The weights of each integer from earlier games: w(k) = (times k came up + a) / (Σ the smooth shapes' P(k) + a),
 * the smoothing a (in games) pulling a value seen rarely toward 1. Values never seen nor expected keep weight 1.
 */
export function shapeWeights(games: { shape: Distribution; actual: number }[], smoothing: number): ShapeWeights {
  const seen = new Map<number, number>();
  const expected = new Map<number, number>();
  for (const { shape, actual } of games) {
    seen.set(actual, (seen.get(actual) ?? 0) + 1);
    shape.p.forEach((x, i) => expected.set(shape.min + i, (expected.get(shape.min + i) ?? 0) + x));
  }
  const weights: ShapeWeights = new Map();
  for (const k of new Set([...seen.keys(), ...expected.keys()]))
    weights.set(k, ((seen.get(k) ?? 0) + smoothing) / ((expected.get(k) ?? 0) + smoothing));
  return weights;
}

/** The smooth shape reweighted value by value (a value without a weight keeps 1), renormalised. */
export function reweighted(d: Distribution, weights: ShapeWeights): Distribution {
  return normalised({ min: d.min, p: d.p.map((x, i) => x * (weights.get(d.min + i) ?? 1)) });
}
