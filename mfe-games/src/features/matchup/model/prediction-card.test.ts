import { gameDetail, listGame } from '@vantage/contracts/testing/games';
import { predictionCardInput } from './prediction-card';

const analysis = {
  predicted_winner: 'away' as const,
  win_probability: 62,
  margin: 14,
  confidence: 'medium' as const,
  summary: '',
  home_unified_score: 40,
  away_unified_score: 60,
  home_algorithm_score: 38,
  away_algorithm_score: 97,
  home_trend_score: 50,
  away_trend_score: 50,
  ev_integration: { home_ev: null, away_ev: null, ev_impact: null },
};

test('from the comprehensive analysis when present; the algorithm score of the pick', () => {
  const input = predictionCardInput(gameDetail({ comprehensive_analysis: analysis }), listGame());
  expect(input).toMatchObject({ recommendation: 'away', confidence: 62, algorithmScore: 97, sport: 'MLB' });
  expect(input.vantageScore).toMatchObject({ home: 33, away: 29, winner: 'home' });
});

test('else from the list entry, with the algorithm score fallback capped at 95', () => {
  const input = predictionCardInput(gameDetail(), listGame({ predicted_winner: 'home', win_probability: 97.4 }));
  expect(input).toMatchObject({ recommendation: 'home', confidence: 97.4, algorithmScore: 95 });
});

test('without list entry or analysis: neutral at 50; at most 2 insights; no Vantage score for a future game', () => {
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
  const input = predictionCardInput(gameDetail({ teams, vantage_comparison: null }), undefined);
  expect(input).toMatchObject({ recommendation: 'neutral', confidence: 50, algorithmScore: 50, vantageScore: null });
  expect(input.trends.map((t) => t.name)).toEqual(['x', 'y']);
});
