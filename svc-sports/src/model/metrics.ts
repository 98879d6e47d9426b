/** Scores of probabilistic forecasts of binary outcomes. */
export interface ForecastScore {
  games: number;
  accuracy: number;
  brier: number;
  logLoss: number;
}

export function scoreForecasts(probabilities: number[], outcomes: number[]): ForecastScore {
  const n = probabilities.length;
  let correct = 0;
  let brier = 0;
  let logLoss = 0;
  for (let i = 0; i < n; i++) {
    const p = Math.min(1 - 1e-12, Math.max(1e-12, probabilities[i]));
    const y = outcomes[i];
    // A 50% forecast counts as a pick of the home side.
    if ((p >= 0.5 ? 1 : 0) === y) correct++;
    brier += (p - y) ** 2;
    logLoss -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
  }
  return { games: n, accuracy: n ? correct / n : NaN, brier: n ? brier / n : NaN, logLoss: n ? logLoss / n : NaN };
}

export interface CalibrationBin {
  from: number;
  to: number;
  games: number;
  predicted: number;
  observed: number;
}

/** Forecasts grouped by probability in bins of `width` (0.1 = deciles of the probability scale). */
export function calibrationBins(probabilities: number[], outcomes: number[], width = 0.1): CalibrationBin[] {
  const count = Math.round(1 / width);
  const bins = Array.from({ length: count }, (_, i) => ({
    from: i * width,
    to: (i + 1) * width,
    games: 0,
    sumP: 0,
    sumY: 0,
  }));
  probabilities.forEach((p, i) => {
    const bin = bins[Math.min(count - 1, Math.floor(p / width))];
    bin.games++;
    bin.sumP += p;
    bin.sumY += outcomes[i];
  });
  return bins
    .filter((b) => b.games > 0)
    .map((b) => ({
      from: round(b.from),
      to: round(b.to),
      games: b.games,
      predicted: b.sumP / b.games,
      observed: b.sumY / b.games,
    }));
}

/** Equal-count groups of forecasts (deciles by rank), the usual calibration check. */
export function calibrationDeciles(probabilities: number[], outcomes: number[], groups = 10): CalibrationBin[] {
  const order = probabilities.map((p, i) => i).sort((a, b) => probabilities[a] - probabilities[b]);
  const out: CalibrationBin[] = [];
  for (let g = 0; g < groups; g++) {
    const slice = order.slice(Math.floor((g * order.length) / groups), Math.floor(((g + 1) * order.length) / groups));
    if (slice.length === 0) continue;
    const predicted = slice.reduce((s, i) => s + probabilities[i], 0) / slice.length;
    const observed = slice.reduce((s, i) => s + outcomes[i], 0) / slice.length;
    out.push({
      from: probabilities[slice[0]],
      to: probabilities[slice[slice.length - 1]],
      games: slice.length,
      predicted,
      observed,
    });
  }
  return out;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** The return of flat one-unit bets and its 95% interval (normal approximation of the mean profit per bet). */
export interface FlatStakeReturn {
  bets: number;
  won: number;
  /** Mean profit per unit staked (0.05 = 5% return); null without a bet. */
  roi: number | null;
  low: number | null;
  high: number | null;
}

/** One unit on each bet at its decimal odds: profit odds − 1 when it wins, −1 when it loses. */
export function flatStakeReturn(bets: { decimalOdds: number; won: boolean }[]): FlatStakeReturn {
  const n = bets.length;
  const won = bets.filter((b) => b.won).length;
  if (n === 0) return { bets: 0, won: 0, roi: null, low: null, high: null };
  const { mean, low, high } = meanInterval(bets.map((b) => (b.won ? b.decimalOdds - 1 : -1)))!;
  return { bets: n, won, roi: mean, low, high };
}

/** The mean of a sample and its normal 95% interval (mean ± 1.96 standard errors); null for an empty sample. */
export function meanInterval(values: number[]): { mean: number; low: number; high: number } | null {
  const n = values.length;
  if (n === 0) return null;
  const mean = values.reduce((s, x) => s + x, 0) / n;
  const variance = n > 1 ? values.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(variance / n);
  return { mean, low: mean - half, high: mean + half };
}

/** A paired t-test of per-game differences (mean 0 under the null): two-sided p from Student's t, n − 1 df. */
export interface PairedTest {
  games: number;
  /** Mean of the differences. */
  mean: number;
  /** Its standard error. */
  standardError: number;
  t: number;
  /** Two-sided p-value; 1 when the differences cannot be told from 0 (fewer than 2, or all equal). */
  p: number;
}

export function pairedTTest(differences: number[]): PairedTest {
  const n = differences.length;
  const mean = n ? differences.reduce((s, x) => s + x, 0) / n : 0;
  const variance = n > 1 ? differences.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) : 0;
  const standardError = Math.sqrt(variance / Math.max(n, 1));
  if (n < 2 || standardError === 0) return { games: n, mean, standardError, t: 0, p: 1 };
  const t = mean / standardError;
  return { games: n, mean, standardError, t, p: studentTwoSidedP(t, n - 1) };
}

/** Two-sided tail probability of Student's t with `df` degrees of freedom: I_{df/(df+t²)}(df/2, 1/2). */
export function studentTwoSidedP(t: number, df: number): number {
  return regularizedBeta(df / (df + t * t), df / 2, 0.5);
}

/** ln Γ(x), Lanczos (g = 7, nine terms): 15 significant digits for x > 0. */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = c[0];
  for (let i = 1; i < 9; i++) a += c[i] / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The regularized incomplete beta function I_x(a, b) by its continued fraction (Numerical Recipes' betacf). */
function regularizedBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  if (x > (a + 1) / (a + b + 2)) return 1 - regularizedBeta(1 - x, b, a);
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < 1e-300) d = 1e-300;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = 1 + aa / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = 1 + aa / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-14) break;
  }
  return (front * h) / a;
}

/** Two-sided exact binomial test of `wins` in `games` against a fair coin: P(a record at least this lopsided). */
export function binomialTwoSidedP(wins: number, games: number): number {
  if (games === 0) return 1;
  const tail = Math.min(wins, games - wins);
  // P(X ≤ tail) for X ~ Binomial(games, ½), summed in logs.
  const logHalf = games * Math.log(0.5);
  let sum = 0;
  for (let k = 0; k <= tail; k++)
    sum += Math.exp(logGamma(games + 1) - logGamma(k + 1) - logGamma(games - k + 1) + logHalf);
  return Math.min(1, 2 * sum);
}

/**
 * Benjamini–Hochberg at false discovery rate `q`: the largest p-value p(k) with p(k) ≤ k·q/m among the m
 * sorted p-values; every test with p at or below it is a discovery. 0 when none is (nothing passes).
 */
export function benjaminiHochbergCutoff(pValues: number[], q: number): number {
  const sorted = [...pValues].sort((a, b) => a - b);
  const m = sorted.length;
  let cutoff = 0;
  sorted.forEach((p, i) => {
    if (p <= ((i + 1) * q) / m) cutoff = p;
  });
  return cutoff;
}
