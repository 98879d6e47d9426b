/**
 * Walk-forward calibration of a two-way market's probability (P(home covers), P(over), pushes set aside),
 * league-neutral: for each season, a logistic recalibration p' = σ(a + b · logit p) fitted by ridge-penalised
 * maximum likelihood on the decided games of the seasons before it only, with the penalty pulling both a and b
 * toward 0, i.e. toward ½. A slope b below 1 shrinks the model's distance from ½ (it was over-confident against the
 * line); the intercept a takes out a bias (the model saying "over" too often). A season with too few games before it
 * keeps the raw probability. It reads the earlier seasons' lines and results, never the predicted season's.
 */

export interface Calibration {
  intercept: number;
  slope: number;
  /** Decided games it was fitted on (0: the identity, nothing to fit on). */
  games: number;
}

export interface CalibrationRow {
  season: number;
  /** The model's raw probability of the first side, pushes set aside. */
  p: number;
  /** 1 the first side won, 0 it lost; pushes are left out by the caller. */
  outcome: 1 | 0;
}

export interface CalibrationOptions {
  /** Ridge penalty per game on intercept² + slope² (toward ½). */
  ridge: number;
  /** Fewer decided games than this before a season: no calibration (the identity). */
  minGames: number;
  /** Only the last this many seasons before the predicted one (all of them when absent). */
  window?: number;
  /** The rows a season's calibration may be fitted on; only the tests replace it (a planted peek). */
  history?: (rows: readonly CalibrationRow[], season: number) => readonly CalibrationRow[];
}

/** Chosen on 2011–2021 pooled (README, "Spreads and totals"). */
export const CALIBRATION: CalibrationOptions = { ridge: 0.001, minGames: 200 };

export const IDENTITY: Calibration = { intercept: 0, slope: 1, games: 0 };

const EPS = 1e-6;
const logit = (p: number) => {
  const q = Math.min(1 - EPS, Math.max(EPS, p));
  return Math.log(q / (1 - q));
};
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Ridge-penalised logistic fit of the outcomes on logit(p), by Newton's method (a concave 2×2 problem). */
export function fitCalibration(rows: readonly CalibrationRow[], ridge: number): Calibration {
  if (rows.length === 0) return IDENTITY;
  const x = rows.map((r) => logit(r.p));
  const lambda = ridge * rows.length;
  let a = 0;
  let b = 0;
  for (let iter = 0; iter < 50; iter++) {
    let ga = -lambda * a;
    let gb = -lambda * b;
    let haa = lambda;
    let hab = 0;
    let hbb = lambda;
    rows.forEach((r, i) => {
      const q = sigmoid(a + b * x[i]);
      const w = q * (1 - q);
      ga += r.outcome - q;
      gb += (r.outcome - q) * x[i];
      haa += w;
      hab += w * x[i];
      hbb += w * x[i] * x[i];
    });
    const det = haa * hbb - hab * hab;
    if (!(det > 0)) break;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a += da;
    b += db;
    if (Math.abs(da) + Math.abs(db) < 1e-10) break;
  }
  return { intercept: a, slope: b, games: rows.length };
}

/** The calibrated probability. */
export function calibrate(c: Calibration, p: number): number {
  return c.games === 0 ? p : sigmoid(c.intercept + c.slope * logit(p));
}

/**
 * The first side's, second side's and push's chances with the two sides' split calibrated, the push's kept: the
 * calibrated P(first | no push) times (1 − push).
 */
export function calibratedChances(
  c: Calibration,
  chances: { first: number; second: number; push: number },
): { first: number; second: number; push: number } {
  const decided = chances.first + chances.second;
  if (c.games === 0 || !(decided > 0)) return chances;
  const p = calibrate(c, chances.first / decided);
  return { first: p * decided, second: (1 - p) * decided, push: chances.push };
}

/** Each season's calibration of `seasons`, fitted on the decided rows of the seasons before it only. */
export function walkForwardCalibrations(
  rows: readonly CalibrationRow[],
  seasons: readonly number[],
  options: CalibrationOptions = CALIBRATION,
): Map<number, Calibration> {
  const window = options.window ?? Infinity;
  const history =
    options.history ?? ((list, season) => list.filter((r) => r.season < season && r.season >= season - window));
  return new Map(
    seasons.map((season) => {
      const training = history(rows, season);
      return [season, training.length >= options.minGames ? fitCalibration(training, options.ridge) : IDENTITY];
    }),
  );
}
