// Test data builders: complete contract objects, overridden per test.
import type { ComparisonGame, GameDetail, TeamGames } from '../sports';

export function listGame(overrides: Partial<ComparisonGame> = {}): ComparisonGame {
  return {
    game_id: '2023-07-15-BOS-NYA-1',
    game_date: '2023-07-15',
    game_time: '7:05 PM',
    start_time: '2023-07-15T23:05:00Z',
    start_kind: 'time',
    home_team: 'New York Yankees',
    away_team: 'Boston Red Sox',
    home_team_code: 'NYA',
    home_team_abbreviation: 'NYY',
    away_team_abbreviation: 'BOS',
    matchup: 'BOS @ NYY',
    away_team_code: 'BOS',
    home_team_logo: null,
    away_team_logo: null,
    game_status: 'scheduled',
    final_score: null,
    actual_result: null,
    predicted_winner: 'home',
    win_probability: 58,
    home_win_probability: 58,
    away_win_probability: 42,
    margin: 12,
    confidence: 'medium',
    home_final_score: 56,
    away_final_score: 44,
    home_algorithm_score: 58,
    away_algorithm_score: 42,
    home_trend_score: 55,
    away_trend_score: 45,
    home_vantage: 34.5,
    away_vantage: 28.1,
    home_ev: 3.2,
    away_ev: -5.1,
    home_momentum: 0.4,
    away_momentum: -0.2,
    total_trends: 12,
    home_starter: null,
    away_starter: null,
    moneyline: null,
    prediction_correct: null,
    has_prediction: true,
    provenance: 'recorded',
    access: { insight: true, comprehensive_analysis: true, expected_value: true },
    predicted_team: 'New York Yankees',
    home_vantage_100: 58,
    away_vantage_100: 47,
    ...overrides,
  };
}

export function gameDetail(overrides: Partial<GameDetail> = {}): GameDetail {
  const breakdown = { E: 6, D: 5, G: 7, R: 5, I: 4, Q: 6 };
  return {
    game_id: '2023-07-15-BOS-NYA-1',
    game_date: '2023-07-15',
    game_time: '7:05 PM',
    start_time: '2023-07-15T23:05:00Z',
    start_kind: 'time',
    game_status: 'scheduled',
    home_team: 'New York Yankees',
    away_team: 'Boston Red Sox',
    home_team_abbreviation: 'NYY',
    away_team_abbreviation: 'BOS',
    matchup: 'BOS @ NYY',
    final_score: null,
    actual_result: null,
    teams: [],
    summary: ['Yankees favoured at home.'],
    vantage_comparison: {
      home_score: 33,
      away_score: 29,
      home_breakdown: breakdown,
      away_breakdown: breakdown,
      winner: 'home',
      advantage_margin: 4,
    },
    comprehensive_analysis: null,
    pick: {
      predicted_winner: 'home',
      home_win_probability: 56,
      away_win_probability: 44,
      margin: 12,
      confidence: 'medium',
    },
    prediction: null,
    access: { insight: true, comprehensive_analysis: false, expected_value: false },
    ...overrides,
  };
}

/** A game of a team's season (GET /api/mlb/games/), a night game between the codes given. */
export function teamGame(
  overrides: Partial<TeamGames['games'][number]> & { home_team_code: string; away_team_code: string },
): TeamGames['games'][number] {
  const { home_team_code: home, away_team_code: away } = overrides;
  return {
    game_id: `2023-07-01-${away}-${home}-0`,
    game_date: '2023-07-01',
    game_time: 'Night game',
    start_time: null,
    start_kind: 'night',
    home_team: home,
    away_team: away,
    home_team_abbreviation: home,
    away_team_abbreviation: away,
    matchup: `${away} @ ${home}`,
    game_status: 'scheduled',
    final_score: null,
    actual_result: null,
    ...overrides,
  };
}
