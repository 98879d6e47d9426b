/**
 * The back-test's third forecaster: the blend of the model and the de-vigged market EV is priced with
 * (model/blend.ts), fitted on the seasons before the one scored and scored on the same games as the market.
 */
import { devigHome } from '@vantage/contracts/bet-rules';
import { blendProbability, fitBlend, type BlendSample, type BlendWeights } from '../../model/blend';
import { pairedTTest, scoreForecasts } from '../../model/metrics';
import type { PricedSeasonGame } from './samples';

export interface BlendScore {
  season: number;
  games: number;
  /** The stack used for the season (null: too little history, the blend is the market). */
  weights: BlendWeights | null;
  brier: number;
  market: number;
  model: number;
  /** Per game: the blend's squared error minus the market's. */
  differences: number[];
}

export const blendSample = (g: PricedSeasonGame): BlendSample => ({
  season: g.season,
  pModel: g.pHome,
  pMarket: devigHome(g.homeMoneyline, g.awayMoneyline),
  homeWon: g.homeWon,
});

/**
 * The blend, the market and the model scored on `season`'s priced games; the blend fitted on `history`'s
 * games of earlier seasons only (pass the model's warm-up seasons out: their probabilities are not the model's).
 */
export function blendScore(history: PricedSeasonGame[], season: number): BlendScore | null {
  const target = history.filter((g) => g.season === season);
  if (target.length === 0) return null;
  const weights = fitBlend(history.map(blendSample), season);
  const y = target.map((g) => g.homeWon);
  const samples = target.map(blendSample);
  const blended = samples.map((s) => blendProbability(weights, s.pModel, s.pMarket));
  return {
    season,
    games: target.length,
    weights,
    brier: scoreForecasts(blended, y).brier,
    market: scoreForecasts(
      samples.map((s) => s.pMarket),
      y,
    ).brier,
    model: scoreForecasts(
      samples.map((s) => s.pModel),
      y,
    ).brier,
    differences: samples.map((s, i) => (blended[i] - y[i]) ** 2 - (s.pMarket - y[i]) ** 2),
  };
}

/** The `--json` fields: blend_brier and the weights it was fitted to. */
export function blendSummary(score: BlendScore | null) {
  return { blend_brier: score ? score.brier : null, blend: score ? score.weights : null };
}

const f4 = (x: number) => x.toFixed(4);
const signed = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(5);

export function weightsWords(w: BlendWeights | null): string {
  return w
    ? `σ(${w.intercept} + ${w.model}·logit model + ${w.market}·logit market), fitted on ${w.seasons.join(', ')} (${w.games} games)`
    : 'too little earlier history: the market alone';
}

/** One line of the report: the blend beside the market. */
export function blendLine(s: BlendScore): string {
  return `blend   Brier ${f4(s.brier)}  (blend − market ${signed(s.brier - s.market)}; ${weightsWords(s.weights)})`;
}

/**
 * Every season from `from` on (earlier ones are the model's warm-up, whose probabilities are not yet the
 * fitted model's): the blend against the market, each fitted on the seasons before it.
 */
export function blendSeasons(games: PricedSeasonGame[], from: number): string {
  const history = games.filter((g) => g.season >= from);
  const seasons = [...new Set(history.map((g) => g.season))].sort((a, b) => a - b);
  const lines = ['  blend (EV is priced with it) by season, each fitted on the seasons before it only:'];
  const differences: number[] = [];
  for (const season of seasons) {
    const s = blendScore(history, season)!;
    differences.push(...s.differences);
    lines.push(
      `    ${season}  ${String(s.games).padStart(5)} games  model ${f4(s.model)}  market ${f4(s.market)}  blend ${f4(s.brier)}  blend − market ${signed(s.brier - s.market)}  ${weightsWords(s.weights)}`,
    );
  }
  const test = pairedTTest(differences);
  lines.push(
    `    all   ${String(test.games).padStart(5)} games  blend − market ${signed(test.mean)} ± ${test.standardError.toFixed(5)} (one standard error of the paired per-game difference)`,
  );
  return lines.join('\n');
}
