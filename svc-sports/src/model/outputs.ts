import { expectedValuePercent } from '@vantage/contracts/bet-rules';
import type { GameOdds } from '../data/games';
import { vantageTotal, type Factors } from './factors';

// The outputs' rules both sides of the wire read (neutral pick, confidence) live once, in the contracts.
import {
  confidenceForMargin,
  recommendationForScores,
  type Confidence,
  type Recommendation,
} from '@vantage/contracts/sports-rules';

type Side = 'home' | 'away';

export interface PredictionOutputs {
  home_win_probability: number;
  away_win_probability: number;
  predicted_winner: Recommendation;
  /** Win probability (percent) of the side the model favours. */
  win_probability: number;
  margin: number;
  confidence: Confidence;
  home_final_score: number;
  away_final_score: number;
  home_unified_score: number;
  away_unified_score: number;
  home_algorithm_score: number;
  away_algorithm_score: number;
  home_trend_score: number;
  away_trend_score: number;
  home_vantage: number;
  away_vantage: number;
  home_breakdown: Factors;
  away_breakdown: Factors;
  vantage_winner: Side;
  advantage_margin: number;
  home_ev: number | null;
  away_ev: number | null;
  ev_impact: number | null;
}

const round1 = (x: number) => Math.round(x * 10) / 10 + 0; // + 0 turns -0 into 0

export { expectedValuePercent };

/**
 * Everything shown for a prediction, derived from the calibrated home win probability so that no field can
 * disagree with it: the final (= unified) scores are the two sides' win probabilities in points, the
 * recommendation, margin and confidence follow from those; EV from the moneyline and the probability it is priced
 * with (the blend of model and market, model/blend.ts).
 */
export function predictionOutputs(
  pHome: number,
  factors: { home: Factors; away: Factors },
  trendScores: { home: number; away: number },
  // Only the two prices matter: any league's lines, whatever else they carry.
  odds: (Pick<GameOdds, 'homeMoneyline' | 'awayMoneyline'> & Partial<GameOdds>) | null,
  /** The home probability EV is priced with (model/blend.ts evProbability); the model's own by default. */
  pEvHome = pHome,
): PredictionOutputs {
  const homeFinal = round1(100 * pHome);
  const awayFinal = round1(100 - homeFinal);
  const margin = round1(Math.abs(homeFinal - awayFinal));
  const homeVantage = vantageTotal(factors.home);
  const awayVantage = vantageTotal(factors.away);
  const homeEv = odds ? expectedValuePercent(pEvHome, odds.homeMoneyline) : null;
  const awayEv = odds ? expectedValuePercent(1 - pEvHome, odds.awayMoneyline) : null;
  return {
    home_win_probability: homeFinal,
    away_win_probability: awayFinal,
    predicted_winner: recommendationForScores(homeFinal, awayFinal),
    win_probability: Math.max(homeFinal, awayFinal),
    margin,
    confidence: confidenceForMargin(margin),
    home_final_score: homeFinal,
    away_final_score: awayFinal,
    home_unified_score: homeFinal,
    away_unified_score: awayFinal,
    home_algorithm_score: round1((homeVantage * 100) / 60),
    away_algorithm_score: round1((awayVantage * 100) / 60),
    home_trend_score: trendScores.home,
    away_trend_score: trendScores.away,
    home_vantage: homeVantage,
    away_vantage: awayVantage,
    home_breakdown: { ...factors.home },
    away_breakdown: { ...factors.away },
    // Equal totals only when the game is within a twentieth of a log-odds point of even: p decides.
    vantage_winner: homeVantage > awayVantage || (homeVantage === awayVantage && pHome >= 0.5) ? 'home' : 'away',
    advantage_margin: round1(Math.abs(homeVantage - awayVantage)),
    home_ev: homeEv,
    away_ev: awayEv,
    ev_impact: homeEv === null || awayEv === null ? null : Math.max(homeEv, awayEv),
  };
}
