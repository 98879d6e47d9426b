// Accuracy over a set of the model's calls. Whether a call counts and whether it hit is the server's
// `prediction_correct` (null: no call to score, a neutral pick or no result yet): only counted here.
import type { ComparisonGame } from '@vantage/contracts/sports';

export type PredictionOutcome = Pick<ComparisonGame, 'prediction_correct'>;

export interface Accuracy {
  correct: number;
  counted: number;
  /** Percent correct, rounded; null when nothing counted (shown as N/A). */
  percent: number | null;
}

export function accuracyOf(games: readonly PredictionOutcome[]): Accuracy {
  const counted = games.filter((game) => game.prediction_correct !== null);
  const correct = counted.filter((game) => game.prediction_correct).length;
  return {
    correct,
    counted: counted.length,
    percent: counted.length === 0 ? null : Math.round((100 * correct) / counted.length),
  };
}

/** '67%' or 'N/A'. */
export function formatPercent(percent: number | null): string {
  return percent === null ? 'N/A' : `${percent}%`;
}
