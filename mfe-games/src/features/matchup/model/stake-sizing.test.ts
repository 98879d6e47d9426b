import { expectedValuePercent } from '@vantage/contracts/bet-rules';
import { evProbability, largeGap, SIZING_TEXT, sizeStakes, stakedSide, type SizingGame } from './stake-sizing';

// The blend gives home 55%; the model alone 70%; the market (de-vigged) about 47.6%.
const pEv = 0.55;
const game: SizingGame = {
  moneyline: { home: 110, away: -130, total: null },
  home_ev: expectedValuePercent(pEv, 110),
  away_ev: expectedValuePercent(1 - pEv, -130),
  home_win_probability: 70,
  away_win_probability: 30,
  home_team: 'Seattle',
  away_team: 'Boston',
  home_team_code: 'SEA',
  away_team_code: 'BOS',
  home_team_abbreviation: 'SEA',
  away_team_abbreviation: 'BOS',
};

describe('stake sizing', () => {
  test('the probability is the one the EV was priced with, read back from the EV', () => {
    expect(evProbability(game.home_ev!, 110)).toBeCloseTo(pEv, 3);
  });

  test('a quarter Kelly of the bankroll on the side worth it, none on the other', () => {
    const sides = sizeStakes(game, 1000, 0.25)!;
    const home = stakedSide(sides)!;
    expect(home.side).toBe('home');
    // f* = (0.55 × 2.1 − 1) ÷ 1.1 = 0.1409; a quarter of it of 1000 ≈ 35.2 (the EV's rounding moves it by cents).
    expect(home.stake).toBeGreaterThan(35);
    expect(home.stake).toBeLessThan(35.5);
    expect(sides.find(({ side }) => side === 'away')!.stake).toBe(0);
    expect(stakedSide(sizeStakes(game, 1000, 0.5)!)!.stake).toBeCloseTo(2 * home.stake, 0);
    expect(SIZING_TEXT.stake(home, 0.25, 1000)).toMatch(
      /^3\d\.\d+ on SEA at \+110: quarter Kelly of your bankroll of 1,000/,
    );
  });

  test('a model far from the market is warned of; a locked EV or no line sizes nothing', () => {
    const home = stakedSide(sizeStakes(game, 1000, 0.25)!)!;
    expect(home.marketGap).toBeGreaterThan(20);
    expect(largeGap(home)).toBe(true);
    expect(SIZING_TEXT.gap(home)).toMatch(/^Careful: the model gives SEA 2\d\.\d points more than the market does/);
    const close = stakedSide(sizeStakes({ ...game, home_win_probability: 52, away_win_probability: 48 }, 1000, 0.25)!)!;
    expect(largeGap(close)).toBe(false);
    expect(sizeStakes({ ...game, home_ev: null, away_ev: null }, 1000, 0.25)).toBeNull();
    expect(sizeStakes({ ...game, moneyline: null }, 1000, 0.25)).toBeNull();
  });
});
