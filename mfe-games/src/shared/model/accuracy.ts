// Spec §5 accuracy rule: only games with an actual result and a non-neutral recommendation count; a hit is
// home recommended with home_win, or away recommended with away_win.
import type { ActualResult, Recommendation } from '@vantage/contracts/sports';

export interface PredictionOutcome {
  predicted_winner: Recommendation;
  actual_result: ActualResult | null;
}

export interface Accuracy {
  correct: number;
  counted: number;
  /** Percent correct, rounded; null when nothing counted (shown as N/A). */
  percent: number | null;
}

export function isCounted(game: PredictionOutcome): boolean {
  return game.actual_result !== null && game.predicted_winner !== 'neutral';
}

export function isHit(game: PredictionOutcome): boolean {
  return (
    (game.predicted_winner === 'home' && game.actual_result === 'home_win') ||
    (game.predicted_winner === 'away' && game.actual_result === 'away_win')
  );
}

export function accuracyOf(games: readonly PredictionOutcome[]): Accuracy {
  const counted = games.filter(isCounted);
  const correct = counted.filter(isHit).length;
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
