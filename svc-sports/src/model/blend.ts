/**
 * The probability EV is computed from: Vantage's probability and the de-vigged market's, combined by a logistic
 * stack fitted walk-forward on the league's earlier seasons,
 *
 *   P(home) = σ(intercept + model · logit(p_model) + market · logit(p_market)),
 *
 * fitted in the one-weight form intercept 0, model w, market 1 − w (0 ≤ w ≤ 1): how far to lean from the market's
 * log-odds towards the model's. The model's own probability stays the pick and what the track record scores; the
 * blend only prices a bet: where the model and the market disagree, it leans towards the model only as far as the
 * model's earlier disagreements earned. League-neutral: the back-test and the served pipeline both call it with the
 * (model, market, result) of the seasons before the one they predict.
 *
 * w maximises the likelihood of the earlier results with a ridge penalty pulling it to 0 (the market alone), so a
 * few hundred games cannot swing it far; with fewer than BLEND_MIN_GAMES earlier games it is not fitted and EV
 * falls back to the market (no value bet then: the vig makes every EV negative). The free three-weight stack was
 * measured first (intercept and market slope fitted too): re-fitting the market's calibration on three seasons
 * was noise that cost up to .0013 of Brier score against the market in a season (svc-sports README, "The blend EV
 * is priced with"), so the intercept and the market's weight are no longer free.
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
/** Strength of the pull towards the market alone (log-likelihood units per unit of w²). */
export const BLEND_RIDGE = 100;

const EPSILON = 1e-6;
const logit = (p: number) => {
  const q = Math.min(1 - EPSILON, Math.max(EPSILON, p));
  return Math.log(q / (1 - q));
};
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const round4 = (x: number) => Math.round(x * 1e4) / 1e4 + 0;

/**
 * The stack for `season`, fitted on the samples of the BLEND_SEASONS seasons strictly before it (samples of
 * `season` or later are never read); null when they hold fewer than BLEND_MIN_GAMES games.
 */
export function fitBlend(samples: readonly BlendSample[], season: number): BlendWeights | null {
  const rows = samples.filter((s) => s.season < season && s.season >= season - BLEND_SEASONS);
  if (rows.length < BLEND_MIN_GAMES) return null;
  const market = rows.map((s) => logit(s.pMarket));
  const gap = rows.map((s, i) => logit(s.pModel) - market[i]);
  // Newton's method on the penalised log-likelihood of w (concave: one weight, a few steps).
  let w = 0;
  for (let iteration = 0; iteration < 50; iteration++) {
    let gradient = -BLEND_RIDGE * w;
    let curvature = BLEND_RIDGE;
    rows.forEach((s, i) => {
      const p = sigmoid(market[i] + w * gap[i]);
      gradient += (s.homeWon - p) * gap[i];
      curvature += p * (1 - p) * gap[i] ** 2;
    });
    const step = gradient / curvature;
    w += step;
    if (Math.abs(step) < 1e-10) break;
  }
  w = round4(Math.min(1, Math.max(0, w)));
  return {
    intercept: 0,
    model: w,
    market: round4(1 - w),
    seasons: [...new Set(rows.map((s) => s.season))].sort((a, b) => a - b),
    games: rows.length,
  };
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
