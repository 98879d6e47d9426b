// product rules §5: the figures of a game's pick, read from the list entry or the detail (the server computes
// them once and both carry the same values) and written the same on every screen and for every tier.
import type { ComparisonGame, GameDetail } from '@vantage/contracts/sports';
import { VANTAGE_MAX, type Confidence, type Recommendation } from '@vantage/contracts/sports-rules';

export interface GameFigures {
  predictedWinner: Recommendation;
  homeWinProbability: number;
  awayWinProbability: number;
  margin: number;
  confidence: Confidence;
  homeVantage: number;
  awayVantage: number;
}

export function figuresOfGame(game: ComparisonGame): GameFigures {
  return {
    predictedWinner: game.predicted_winner,
    homeWinProbability: game.home_win_probability,
    awayWinProbability: game.away_win_probability,
    margin: game.margin,
    confidence: game.confidence,
    homeVantage: game.home_vantage,
    awayVantage: game.away_vantage,
  };
}

/** The detail's figures; null for a game not predicted yet. */
export function figuresOfDetail(detail: GameDetail): GameFigures | null {
  const { pick, vantage_comparison: vantage } = detail;
  if (!pick || !vantage) return null;
  return {
    predictedWinner: pick.predicted_winner,
    homeWinProbability: pick.home_win_probability,
    awayWinProbability: pick.away_win_probability,
    margin: pick.margin,
    confidence: pick.confidence,
    homeVantage: vantage.home_score,
    awayVantage: vantage.away_score,
  };
}

/** A Vantage total: '35.1 / 60'. */
export function formatVantage(total: number): string {
  return `${total.toFixed(1)} / ${VANTAGE_MAX}`;
}

/** A win probability: '61.3%'. */
export function formatProbability(probability: number): string {
  return `${probability.toFixed(1)}%`;
}

/**
 * The pick, the model's favourite to win: 'Braves, 22.6 percentage points ahead' (of win probability), or that
 * there is none. Not an edge over the price: that is the best bet's (bet-rules).
 */
export function formatPick(figures: GameFigures, teams: { home: string; away: string }): string {
  if (figures.predictedWinner === 'neutral') return 'No pick (too close to call)';
  return `${teams[figures.predictedWinner]}, ${figures.margin.toFixed(1)} percentage points ahead`;
}

/**
 * The model's expected final margin in the league's unit: 'Nuggets by 4.5 points', 'Bruins by 0.6 goals'; null
 * where the league's model gives none (MLB's) or the insight is locked.
 */
export function formatExpectedMargin(
  game: Pick<ComparisonGame, 'predicted_margin' | 'margin_unit' | 'home_team' | 'away_team'>,
): string | null {
  const margin = game.predicted_margin;
  if (margin === null || margin === undefined || !game.margin_unit) return null;
  if (Math.abs(margin) < 0.05) return `Even (0.0 ${game.margin_unit})`;
  return `${margin > 0 ? game.home_team : game.away_team} by ${Math.abs(margin).toFixed(1)} ${game.margin_unit}`;
}

export const CONFIDENCE_NAMES: Record<Confidence, string> = { high: 'High', medium: 'Medium', low: 'Low' };
