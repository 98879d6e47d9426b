// The prediction card's input (product rules §3), built from the game's detail and its list entry (never a sample).
import type { BestBet, Breakdown, ComparisonGame, GameDetail } from '@vantage/contracts/sports';
import { LEAGUE_LABELS, leagueOfGameId } from '@vantage/contracts/sports-rules';
import { figuresOfDetail, type GameFigures } from '@/shared/model/figures';
import { keyTrends, type KeyTrend } from '@/shared/model/trends';

/** product rules §9: the prediction card shows at most 2 key insights. */
export const PREDICTION_CARD_INSIGHTS = 2;

export interface PredictionCardInput {
  gameId: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamCode: string;
  awayTeamCode: string;
  /** The abbreviations fans know (LAA, LAD), for badges and labels. */
  homeAbbreviation: string;
  awayAbbreviation: string;
  homeTeamLogo: string | null;
  awayTeamLogo: string | null;
  /** The league's name ('NBA'). */
  sport: string;
  /** The pick's figures, as on the game's card and in its modal; null before the game's day. */
  figures: GameFigures | null;
  /** The best bet (Basic and up; null below, or without a line), the same as on the card and in the modal. */
  bestBet: BestBet | null;
  trends: KeyTrend[];
  vantageScore: {
    home: number;
    away: number;
    winner: 'home' | 'away';
    breakdown: { home: Breakdown; away: Breakdown };
  } | null;
}

export function predictionCardInput(detail: GameDetail, entry: ComparisonGame | undefined): PredictionCardInput {
  const comparison = detail.vantage_comparison;
  return {
    gameId: detail.game_id,
    homeTeam: detail.home_team,
    awayTeam: detail.away_team,
    homeTeamCode: detail.teams.find((team) => team.is_home)?.team_code ?? entry?.home_team_code ?? '',
    awayTeamCode: detail.teams.find((team) => !team.is_home)?.team_code ?? entry?.away_team_code ?? '',
    homeAbbreviation: detail.home_team_abbreviation,
    awayAbbreviation: detail.away_team_abbreviation,
    homeTeamLogo: entry?.home_team_logo ?? null,
    awayTeamLogo: entry?.away_team_logo ?? null,
    sport: LEAGUE_LABELS[leagueOfGameId(detail.game_id)],
    figures: figuresOfDetail(detail),
    bestBet: detail.comprehensive_analysis?.ev_integration.best_bet ?? null,
    trends: keyTrends(detail.teams, PREDICTION_CARD_INSIGHTS),
    vantageScore: comparison && {
      home: comparison.home_score,
      away: comparison.away_score,
      winner: comparison.winner,
      breakdown: { home: comparison.home_breakdown, away: comparison.away_breakdown },
    },
  };
}
