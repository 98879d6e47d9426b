/**
 * The probability EV is computed from: Vantage's probability and the de-vigged market's, combined by a logistic
 * stack fitted walk-forward on the league's earlier seasons,
 *
 *   P(home) = σ(intercept + model · logit(p_model) + market · logit(p_market)).
 *
 * The model's own probability stays the pick and what the track record scores; the blend only prices a bet:
 * where the model and the market disagree, it leans as far towards the model as the model's earlier
 * disagreements earned. League-neutral: the back-test and the served pipeline both call it with the
 * (model, market, result) of the seasons before the one they predict.
 *
 * The fit is a ridge-penalised logistic regression whose penalty pulls towards the market alone (intercept 0,
 * model 0, market 1), so a few hundred games cannot swing it far; with fewer than BLEND_MIN_GAMES earlier games
 * it is not fitted and EV falls back to the market (no value bet then: the vig makes every EV negative).
 */
import { devigHome } from '@vantage/contracts/bet-rules';

/** The fitted stack, as stored beside a prediction (weights to four decimals: what EV is computed from). */
export interface BlendWeights {
  intercept: number;
  model: number;
  market: number;
  /** The seasons it was fitted on (all strictly before the season it prices). */
  seasons: number[];
  /** Decided games with a line it was fitted on. */
  games: number;
}

/** A decided game of an earlier season: the model's and the de-vigged market's home probability, the result. */
export interface BlendSample {
  season: number;
  pModel: number;
  pMarket: number;
  /** 1 when the home side won, 0 when it lost (ties left out by the caller). */
  homeWon: number;
}

/** The stack is fitted on at most this many seasons before the one it prices. */
export const BLEND_SEASONS = 3;
/** Fewer earlier decided games with a line than this: no fit, EV from the market. */
export const BLEND_MIN_GAMES = 200;
/** Strength of the pull towards the market alone (log-likelihood units per unit of weight²). */
export const BLEND_RIDGE = 10;

const EPSILON = 1e-6;
const logit = (p: number) => {
  const q = Math.min(1 - EPSILON, Math.max(EPSILON, p));
  return Math.log(q / (1 - q));
};
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const round4 = (x: number) => Math.round(x * 1e4) / 1e4 + 0;

/** The prior the penalty pulls towards: the market alone. */
const PRIOR = [0, 0, 1];

/**
 * The stack for `season`, fitted on the samples of the BLEND_SEASONS seasons strictly before it (samples of
 * `season` or later are never read); null when they hold fewer than BLEND_MIN_GAMES games.
 */
export function fitBlend(samples: readonly BlendSample[], season: number): BlendWeights | null {
  const rows = samples.filter((s) => s.season < season && s.season >= season - BLEND_SEASONS);
  if (rows.length < BLEND_MIN_GAMES) return null;
  const x = rows.map((s) => [1, logit(s.pModel), logit(s.pMarket)]);
  const y = rows.map((s) => s.homeWon);
  let w = [...PRIOR];
  // Newton's method on the penalised log-likelihood (three weights: a 3×3 solve per step).
  for (let iteration = 0; iteration < 50; iteration++) {
    const gradient = w.map((wi, i) => -BLEND_RIDGE * (wi - PRIOR[i]));
    const hessian = [0, 1, 2].map((i) => [0, 1, 2].map((j) => (i === j ? BLEND_RIDGE : 0)));
    x.forEach((xi, r) => {
      const p = sigmoid(xi[0] * w[0] + xi[1] * w[1] + xi[2] * w[2]);
      const v = p * (1 - p);
      for (let i = 0; i < 3; i++) {
        gradient[i] += (y[r] - p) * xi[i];
        for (let j = 0; j < 3; j++) hessian[i][j] += v * xi[i] * xi[j];
      }
    });
    const step = solve3(hessian, gradient);
    w = w.map((wi, i) => wi + step[i]);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  return {
    intercept: round4(w[0]),
    model: round4(w[1]),
    market: round4(w[2]),
    seasons: [...new Set(rows.map((s) => s.season))].sort((a, b) => a - b),
    games: rows.length,
  };
}

function solve3(a: number[][], b: number[]): number[] {
  const m = a.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < 3; col++) {
    let pivot = col;
    for (let r = col + 1; r < 3; r++) if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) pivot = r;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    for (let r = 0; r < 3; r++) {
      if (r === col) continue;
      const f = m[r][col] / m[col][col];
      for (let c = col; c < 4; c++) m[r][c] -= f * m[col][c];
    }
  }
  return m.map((row, i) => row[3] / row[i]);
}

/** The blended home probability of the model's and the de-vigged market's; the market's without a fit. */
export function blendProbability(weights: BlendWeights | null, pModel: number, pMarket: number): number {
  if (!weights) return pMarket;
  return sigmoid(weights.intercept + weights.model * logit(pModel) + weights.market * logit(pMarket));
}

/**
 * The home probability EV, value picks and stakes are priced with, from the model's and the moneylines:
 * the blend when the prediction carries one (null: too little history, the market's), the model's own for a
 * prediction stored before the blend existed (`undefined`: it is shown as it was recorded).
 */
export function evProbability(
  pModel: number,
  blend: BlendWeights | null | undefined,
  line: { homeMoneyline: number; awayMoneyline: number } | null,
): number {
  if (blend === undefined || !line) return pModel;
  return blendProbability(blend, pModel, devigHome(line.homeMoneyline, line.awayMoneyline));
}

/** The stack of each season in `seasons`, each fitted on the samples before it only. */
export function blendBySeason(
  samples: readonly BlendSample[],
  seasons: Iterable<number>,
): Map<number, BlendWeights | null> {
  return new Map([...new Set(seasons)].map((s) => [s, fitBlend(samples, s)]));
}
