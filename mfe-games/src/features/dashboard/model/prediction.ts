// The card's "Enhanced Prediction" box: the comprehensive analysis when the caller may see one, else the
// Vantage analysis from the list entry (product rules §4): the server's pick, confidence and margin.
import type { ComparisonGame, GameDetail, Recommendation } from '@vantage/contracts/sports';
import type { Confidence } from '@vantage/contracts/sports-rules';

export interface EnhancedPrediction {
  source: 'comprehensive' | 'vantage';
  confidence: Confidence;
  winner: Recommendation;
  winProbability: number;
  margin: number;
  summary: string;
}

export function enhancedPrediction(game: ComparisonGame, detail: GameDetail | undefined): EnhancedPrediction {
  const analysis = detail?.comprehensive_analysis;
  if (analysis) {
    return {
      source: 'comprehensive',
      confidence: analysis.confidence,
      winner: analysis.predicted_winner,
      winProbability: analysis.win_probability,
      margin: analysis.margin,
      summary: analysis.summary,
    };
  }
  return {
    source: 'vantage',
    confidence: game.confidence,
    winner: game.predicted_winner,
    winProbability: game.win_probability,
    margin: game.margin,
    summary: detail?.summary[0] ?? '',
  };
}

/** The favoured team's name, or null for a neutral call. */
export function favouredTeam(
  game: Pick<ComparisonGame, 'home_team' | 'away_team'>,
  winner: Recommendation,
): string | null {
  if (winner === 'neutral') return null;
  return winner === 'home' ? game.home_team : game.away_team;
}
