import { expectedValuePercent, lineEvPercent } from '@vantage/contracts/bet-rules';
import type { Spread, Total } from '@vantage/contracts/sports';
import {
  evProbability,
  largeGap,
  SIZING_TEXT,
  sizeLineStakes,
  sizeStakes,
  stakedSide,
  type SizingGame,
} from './stake-sizing';

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
  spread: null,
  total: null,
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

// A spread on a half point (no push): the blend gives SEA −3.5 56% to cover, the model alone 60%, at −110 a side.
// A total on a whole number (8: a push 6%): the blend gives the over 50%, the under 44%, at −105 and −115.
/** A line market as the list entry sends it (home side first), its EV priced with the blend's chances. */
function market(
  line: number,
  prices: [number, number],
  model: [number, number],
  blend: [number, number],
  push: number,
  assumed: boolean,
): Spread {
  return {
    line,
    home_price: prices[0],
    away_price: prices[1],
    prices_assumed: assumed,
    home_cover_probability: model[0],
    away_cover_probability: model[1],
    push_probability: 100 * push,
    home_ev: lineEvPercent(blend[0], push, prices[0]),
    away_ev: lineEvPercent(blend[1], push, prices[1]),
    expected_margin: 4.8,
  };
}

/** The same figures as a total: over first. */
const asTotal = (m: Spread): Total => ({
  line: m.line,
  over_price: m.home_price,
  under_price: m.away_price,
  prices_assumed: m.prices_assumed,
  over_probability: m.home_cover_probability,
  under_probability: m.away_cover_probability,
  push_probability: m.push_probability,
  over_ev: m.home_ev,
  under_ev: m.away_ev,
  expected_total: 8.4,
});

const lined: SizingGame = {
  ...game,
  spread: market(3.5, [-110, -110], [60, 40], [0.56, 0.44], 0, false),
  total: asTotal(market(8, [-105, -115], [51, 43], [0.5, 0.44], 0.06, true)),
};

describe('stake sizing on the spread and the total', () => {
  test('the best-EV side of each market, sized by Kelly from the probability its EV was priced with', () => {
    const [spread, total] = sizeLineStakes(lined, 1000, 0.25)!;
    expect([spread.market, spread.side, spread.subject, spread.price]).toEqual(['spread', 'home', 'SEA -3.5', -110]);
    // f* = (0.56 × 1.9091 − 1) ÷ 0.9091 = 0.076; a quarter of it of 1000 = 19.00 (the EV's rounding: cents).
    expect(spread.probability).toBeCloseTo(0.56, 3);
    expect(spread.stake).toBeGreaterThan(18.8);
    expect(spread.stake).toBeLessThan(19.2);
    expect(SIZING_TEXT.stake(spread, 0.25, 1000)).toMatch(/^1\d\.\d\d on SEA -3\.5 at -110: quarter Kelly/);
    // A push returns the stake: Kelly on the win's chance among decided bets, 0.5 ÷ 0.94 = 0.532 at 1.952:
    // f* = (0.532 × 1.952 − 1) ÷ 0.952 = 0.0402, a quarter of 1000 = 10.06.
    expect([total.market, total.side, total.subject, total.price]).toEqual(['total', 'over', 'Over 8', -105]);
    expect(total.probability).toBeCloseTo(0.5, 3);
    expect(total.stake).toBeGreaterThan(9.8);
    expect(total.stake).toBeLessThan(10.3);
    expect(SIZING_TEXT.stake(total, 0.25, 1000)).toMatch(/^\d+\.\d\d on Over 8 at -105 \(assumed\): quarter/);
    // The break-even is the win's chance at which EV is 0: (1 − push) ÷ d = 0.94 ÷ 1.952 = 48.1%.
    expect(SIZING_TEXT.basis(total)).toMatch(/gives Over 8 50\.0% and a push 6\.0% .* pays 48\.1% break-even/);
    // Half Kelly is twice the quarter.
    expect(sizeLineStakes(lined, 1000, 0.5)![1].stake).toBeCloseTo(2 * total.stake, 1);
    // The model's own cover chance against the de-vigged market's: 60 − 50 points on the spread.
    expect(spread.marketGap).toBeCloseTo(10, 1);
    expect(largeGap(spread)).toBe(true);
  });

  test('the other side when it is the better one; no stake when neither is worth a bet', () => {
    const under = {
      ...lined,
      total: { ...lined.total!, over_ev: lineEvPercent(0.4, 0.06, -105), under_ev: lineEvPercent(0.54, 0.06, -115) },
    };
    expect(sizeLineStakes(under, 1000, 0.25)![1]).toMatchObject({ side: 'under', subject: 'Under 8', price: -115 });
    const away = { ...lined, spread: { ...lined.spread!, home_ev: lineEvPercent(0.4, 0, -110), away_ev: 4 } };
    expect(sizeLineStakes(away, 1000, 0.25)![0].subject).toBe('BOS +3.5');
    const even = { ...lined, spread: { ...lined.spread!, home_ev: -4.5, away_ev: -4.5 } };
    const [spread] = sizeLineStakes(even, 1000, 0.25)!;
    expect(spread.stake).toBe(0);
    expect(SIZING_TEXT.noLineStake(spread)).toMatch(/^No stake on the spread: its better side, SEA -3\.5 at -110/);
  });

  test('a locked EV (below Basic: no prices, no EV) or no line sizes nothing; a game with one market, that one', () => {
    const locked = {
      ...lined,
      spread: { ...lined.spread!, home_price: null, away_price: null, home_ev: null, away_ev: null },
      total: { ...lined.total!, over_price: null, under_price: null, over_ev: null, under_ev: null },
    };
    expect(sizeLineStakes(locked, 1000, 0.25)).toBeNull();
    expect(sizeLineStakes(game, 1000, 0.25)).toBeNull();
    expect(sizeLineStakes({ ...lined, spread: null }, 1000, 0.25)!.map((s) => s.market)).toEqual(['total']);
  });
});
