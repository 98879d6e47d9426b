import { decimalOdds } from '@vantage/contracts/bet-rules';
import type { BlendWeights } from '../../model/blend';
import { evBuckets, positiveEvSide, type PricedPrediction } from './track-record';

/** Half the weight on each side's log-odds: the blend sits halfway between model and market (in log-odds). */
const HALFWAY: BlendWeights = { intercept: 0, model: 0.5, market: 0.5, seasons: [2021, 2022], games: 4000 };

const game = (pHome: number, homeWon: boolean, blend?: BlendWeights | null): PricedPrediction => ({
  date: '2023-05-01',
  pHome,
  homeWon,
  homeMoneyline: 100,
  awayMoneyline: -120,
  blend,
});

describe('the value picks by EV band', () => {
  it('prices EV with the stored blend, not the model alone', () => {
    // Home at +100 (market about 47.8%): the model's 60% would be +20% EV; halfway in log-odds it is about +7.9%.
    const [small, , middle, large] = evBuckets([game(0.6, true, HALFWAY)]);
    expect(large.bets).toBe(0);
    expect(middle).toMatchObject({ from: 5, to: 10, bets: 1, won: 1, roi: 100 });
    expect(small.bets).toBe(0);
    // Without a fit the blend is the market: the vig leaves no value bet. Priced with the model alone, +20%.
    expect(positiveEvSide(game(0.6, true, null))).toBeNull();
    expect(evBuckets([game(0.6, true, null)], 'model')[3]).toMatchObject({ bets: 1, won: 1, roi: 100 });
    // A row stored before the blend existed keeps the model's EV (+20%: the top band).
    expect(evBuckets([game(0.6, false)])[3]).toMatchObject({ from: 10, to: null, bets: 1, won: 0, roi: -100 });
  });

  it('gives each band its flat-stake return and a 95% interval', () => {
    const games = [game(0.6, true), game(0.6, false), game(0.6, false), game(0.6, true)];
    const top = evBuckets(games)[3];
    // Two wins at +100 (profit 1 each), two losses: mean profit 0 per unit.
    expect(top).toMatchObject({ bets: 4, won: 2, roi: 0 });
    const sd = Math.sqrt(4 / 3);
    expect(top.roi_high).toBeCloseTo(100 * 1.96 * (sd / 2), 1);
    expect(top.roi_low).toBeCloseTo(-top.roi_high!, 1);
    expect(decimalOdds(100)).toBe(2);
  });
});
