import { gameDetail, listGame } from '@vantage/contracts/testing/games';
import { predictionCardInput } from './prediction-card';

test('the figures of the detail, the same for every tier: a tier only adds the expected value', () => {
  const free = predictionCardInput(gameDetail(), listGame());
  expect(free.figures).toEqual({
    predictedWinner: 'home',
    homeWinProbability: 56,
    awayWinProbability: 44,
    margin: 12,
    confidence: 'medium',
    homeVantage: 33,
    awayVantage: 29,
  });
  expect(free.vantageScore).toMatchObject({ home: 33, away: 29, winner: 'home' });
  const analysis = {
    predicted_winner: 'home' as const,
    win_probability: 56,
    margin: 12,
    confidence: 'medium' as const,
    summary: '',
    home_unified_score: 56,
    away_unified_score: 44,
    home_algorithm_score: 55,
    away_algorithm_score: 48.3,
    home_trend_score: 50,
    away_trend_score: 50,
    ev_integration: { home_ev: 3, away_ev: -4, ev_impact: 3, best_bet: null },
  };
  expect(predictionCardInput(gameDetail({ comprehensive_analysis: analysis }), listGame()).figures).toEqual(
    free.figures,
  );
});

test('a future game has no figures and no Vantage score; at most 2 insights', () => {
  const teams = [
    {
      team_name: 'A',
      team_code: 'A',
      team_abbreviation: 'A',
      is_home: true,
      team_logo: null,
      positive: ['x — 3-1 (75.0%)', 'y — 2-1 (66.7%)', 'z — 5-5 (50.0%)'],
      negative: [],
    },
  ];
  const input = predictionCardInput(gameDetail({ teams, vantage_comparison: null, pick: null }), undefined);
  expect(input).toMatchObject({ figures: null, vantageScore: null });
  expect(input.trends.map((t) => t.name)).toEqual(['x', 'y']);
});
