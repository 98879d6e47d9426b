// The prediction card's input (product rules §3), built from the game's detail and its list entry (never a sample).
import type { Breakdown, ComparisonGame, GameDetail, Recommendation } from '@vantage/contracts/sports';
import { formatGameStart } from '@vantage/client/game-start';
import { algorithmScoreFallback } from '@/shared/model/scores';
import { keyTrends, type KeyTrend } from '@/shared/model/trends';

/** product rules §9: the prediction card shows at most 2 key insights. */
export const PREDICTION_CARD_INSIGHTS = 2;

export interface PredictionCardInput {
  gameId: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamCode: string;
  awayTeamCode: string;
  homeTeamLogo: string | null;
  awayTeamLogo: string | null;
  sport: 'MLB';
  /** The start as the screens show it ('7:05 PM ET', 'Night game'…). */
  gameTime: string;
  gameDate: string;
  recommendation: Recommendation;
  /** Win probability of the pick, percent (50 when there is none). */
  confidence: number;
  /** The prediction's margin (percentage points between the sides' win probabilities): the edge's strength. */
  margin: number;
  algorithmScore: number;
  trends: KeyTrend[];
  vantageScore: {
    home: number;
    away: number;
    winner: 'home' | 'away';
    breakdown: { home: Breakdown; away: Breakdown };
  } | null;
}

export function predictionCardInput(detail: GameDetail, entry: ComparisonGame | undefined): PredictionCardInput {
  const analysis = detail.comprehensive_analysis;
  const recommendation = analysis?.predicted_winner ?? entry?.predicted_winner ?? 'neutral';
  const confidence = analysis?.win_probability ?? entry?.win_probability ?? 50;
  const pickedAlgorithmScore =
    analysis && recommendation !== 'neutral'
      ? recommendation === 'home'
        ? analysis.home_algorithm_score
        : analysis.away_algorithm_score
      : null;
  const comparison = detail.vantage_comparison;
  return {
    gameId: detail.game_id,
    homeTeam: detail.home_team,
    awayTeam: detail.away_team,
    homeTeamCode: detail.teams.find((team) => team.is_home)?.team_code ?? entry?.home_team_code ?? '',
    awayTeamCode: detail.teams.find((team) => !team.is_home)?.team_code ?? entry?.away_team_code ?? '',
    homeTeamLogo: entry?.home_team_logo ?? null,
    awayTeamLogo: entry?.away_team_logo ?? null,
    sport: 'MLB',
    gameTime: formatGameStart(detail),
    gameDate: detail.game_date,
    recommendation,
    confidence,
    margin: analysis?.margin ?? entry?.margin ?? 0,
    algorithmScore: pickedAlgorithmScore ?? algorithmScoreFallback(confidence),
    trends: keyTrends(detail.teams, PREDICTION_CARD_INSIGHTS),
    vantageScore: comparison && {
      home: comparison.home_score,
      away: comparison.away_score,
      winner: comparison.winner,
      breakdown: { home: comparison.home_breakdown, away: comparison.away_breakdown },
    },
  };
}
