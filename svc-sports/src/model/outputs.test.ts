import fc from 'fast-check';
import { confidenceForMargin, recommendationForScores } from '@vantage/contracts/sports-rules';
import { expectedValuePercent, predictionOutputs } from './outputs';

const flat = { E: 5, D: 5, G: 5, R: 5, I: 5, Q: 5 };

describe('prediction outputs', () => {
  it('applies the neutral rule of product rules §5 and the confidence bands of §9', () => {
    expect(recommendationForScores(54, 46)).toBe('neutral'); // 8 < 10% of 100
    expect(recommendationForScores(55, 45)).toBe('home');
    expect(recommendationForScores(40, 60)).toBe('away');
    expect(recommendationForScores(0, 0)).toBe('neutral');
    expect(confidenceForMargin(15)).toBe('medium');
    expect(confidenceForMargin(15.1)).toBe('high');
    expect(confidenceForMargin(10)).toBe('low');
  });

  it('prices EV from the moneyline: p × decimal odds − 1', () => {
    expect(expectedValuePercent(0.5, 110)).toBe(5);
    expect(expectedValuePercent(0.6, -150)).toBe(0);
  });

  it('fills every field consistently for one game', () => {
    const out = predictionOutputs(
      0.62,
      { home: { ...flat, Q: 7 }, away: flat },
      { home: 61, away: 44 },
      { homeMoneyline: -140, awayMoneyline: 120, total: 8, source: 'sbr' },
    );
    expect(out).toMatchObject({
      home_win_probability: 62,
      away_win_probability: 38,
      predicted_winner: 'home',
      win_probability: 62,
      margin: 24,
      confidence: 'high',
      home_final_score: 62,
      home_vantage: 32,
      away_vantage: 30,
      home_algorithm_score: 53.3,
      vantage_winner: 'home',
      advantage_margin: 2,
      home_trend_score: 61,
      home_ev: expectedValuePercent(0.62, -140),
      away_ev: expectedValuePercent(0.38, 120),
    });
    expect(out.ev_impact).toBe(Math.max(out.home_ev!, out.away_ev!));
  });

  it('has no EV without a moneyline', () => {
    const out = predictionOutputs(0.5, { home: flat, away: flat }, { home: 50, away: 50 }, null);
    expect([out.home_ev, out.away_ev, out.ev_impact]).toEqual([null, null, null]);
    expect(out.predicted_winner).toBe('neutral');
  });

  it('gives equal Vantage totals to the side the probability leans to', () => {
    const lean = (p: number) =>
      predictionOutputs(p, { home: flat, away: flat }, { home: 50, away: 50 }, null).vantage_winner;
    expect(lean(0.499)).toBe('away');
    expect(lean(0.501)).toBe('home');
  });

  it('never recommends the side the probability goes against', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 0.99, noNaN: true }), (p) => {
        const out = predictionOutputs(p, { home: flat, away: flat }, { home: 50, away: 50 }, null);
        if (out.predicted_winner === 'home') return p > 0.5;
        if (out.predicted_winner === 'away') return p < 0.5;
        return out.confidence === 'low';
      }),
    );
  });
});
