import { gameDetail, listGame } from '@vantage/contracts/testing/games';
import { enhancedPrediction, favouredTeam } from './prediction';

test('the comprehensive analysis wins when the caller may see it', () => {
  const detail = gameDetail({
    comprehensive_analysis: {
      predicted_winner: 'away',
      win_probability: 61,
      margin: 14,
      confidence: 'medium',
      summary: 'Boston by a distance.',
      home_unified_score: 44,
      away_unified_score: 56,
      home_algorithm_score: 40,
      away_algorithm_score: 60,
      home_trend_score: 48,
      away_trend_score: 52,
      ev_integration: { home_ev: -3, away_ev: 6, ev_impact: 6 },
    },
  });
  expect(enhancedPrediction(listGame(), detail)).toEqual({
    source: 'comprehensive',
    confidence: 'medium',
    winner: 'away',
    winProbability: 61,
    margin: 14,
    summary: 'Boston by a distance.',
  });
});

test("otherwise the Vantage analysis from the list entry: the server's pick, never re-derived", () => {
  expect(enhancedPrediction(listGame({ predicted_winner: 'home' }), gameDetail())).toMatchObject({
    source: 'vantage',
    winner: 'home',
    summary: 'Yankees favoured at home.',
  });
  // Final scores that would read 'home' by the neutral rule: the server's 'neutral' stands.
  expect(
    enhancedPrediction(
      listGame({ predicted_winner: 'neutral', home_final_score: 60, away_final_score: 40 }),
      undefined,
    ),
  ).toMatchObject({
    winner: 'neutral',
    summary: '',
  });
});

test('favoured team by side', () => {
  const game = listGame();
  expect(favouredTeam(game, 'home')).toBe('New York Yankees');
  expect(favouredTeam(game, 'away')).toBe('Boston Red Sox');
  expect(favouredTeam(game, 'neutral')).toBeNull();
});
