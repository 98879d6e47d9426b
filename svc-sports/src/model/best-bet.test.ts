// product rules §5 "Best bet": the shared rule the server decides every game's best bet with.
import {
  bestBet,
  bestLineBet,
  bestOfMarkets,
  betSubject,
  bestBetText,
  breakEvenPrice,
  expectedValuePercent,
  largeGapRecord,
  largeGapText,
  LARGE_MARKET_GAP,
} from '@vantage/contracts/bet-rules';

describe('the break-even price', () => {
  it('is the American price where the EV is 0, both signs', () => {
    expect(breakEvenPrice(0.2)).toBe(400); // 1/0.2 = 5.0 decimal
    expect(breakEvenPrice(0.25)).toBe(300);
    expect(breakEvenPrice(0.5)).toBe(100);
    expect(breakEvenPrice(0.6)).toBe(-150);
    expect(breakEvenPrice(0.75)).toBe(-300);
    expect(expectedValuePercent(0.2, 400)).toBe(0);
    expect(expectedValuePercent(0.6, -150)).toBe(0);
  });

  it('rounds to the whole price from which on the bet is worth it', () => {
    // 1/0.21 − 1 = 3.7619 (+376.19): +377 pays, +376 does not.
    expect(breakEvenPrice(0.21)).toBe(377);
    expect(expectedValuePercent(0.21, 377)).toBeGreaterThanOrEqual(0);
    // 0.62/0.38 × 100 = 163.16: −163 pays, −164 does not.
    expect(breakEvenPrice(0.62)).toBe(-163);
    expect(100 * (0.62 * (1 + 100 / 163) - 1)).toBeGreaterThan(0);
    expect(100 * (0.62 * (1 + 100 / 164) - 1)).toBeLessThan(0);
  });

  it('writes even money as +100 from either side', () => {
    expect(breakEvenPrice(0.501)).toBe(100); // -100.4 still pays at -100, that is +100
    expect(breakEvenPrice(0.499)).toBe(101);
  });

  it('refuses a probability that has no price', () => {
    expect(() => breakEvenPrice(0)).toThrow(RangeError);
    expect(() => breakEvenPrice(1)).toThrow(RangeError);
  });
});

describe('the best bet', () => {
  it('is the underdog whose price pays more than the model gives it, with its break-even', () => {
    // Model: home 70%, away 30%; market (−300/+250) gives the away side about 27.6%.
    const bet = bestBet(0.7, { home: -300, away: 250 });
    expect(bet).toEqual({
      market: 'moneyline',
      side: 'away',
      line: null,
      price: 250,
      ev: 5,
      break_even: 234,
      market_gap: 2.4,
    });
    expect(bestBetText(bet, { home: 'PHI', away: 'ARI' })).toBe('Value on ARI at +250 — worth it at +234 or longer');
  });

  it('is the favourite at a negative price, worded "or better"', () => {
    const bet = bestBet(0.75, { home: -200, away: 170 });
    expect(bet?.side).toBe('home');
    expect(bet?.price).toBe(-200);
    expect(bet?.ev).toBe(12.5);
    expect(bet?.break_even).toBe(-300);
    expect(bestBetText(bet, { home: 'ATL', away: 'LAA' })).toBe('Value on ATL at -200 — worth it at -300 or better');
  });

  it('is no bet when neither EV, as shown, is above 0', () => {
    expect(bestBet(0.6, { home: -150, away: 130 })).toBeNull(); // home 0.0%, away −8.0%
    expect(bestBet(0.5, { home: -110, away: -110 })).toBeNull();
    expect(bestBetText(null, { home: 'ATL', away: 'LAA' })).toMatch(/^No bet/);
  });

  it('says how far the side is from the de-vigged market', () => {
    // Model 45% on a +400 underdog the market gives about 19%: a large disagreement.
    const bet = bestBet(0.55, { home: -500, away: 400 })!;
    expect(bet.side).toBe('away');
    expect(bet.market_gap).toBeGreaterThanOrEqual(LARGE_MARKET_GAP);
  });
});

describe('the large-gap record', () => {
  it('counts only value bets far from the market, with their return at the listed price', () => {
    const far = bestBet(0.55, { home: -500, away: 400 })!;
    const near = bestBet(0.7, { home: -300, away: 250 })!;
    const record = largeGapRecord([
      { bet: far, won: true },
      { bet: far, won: false },
      { bet: far, won: false },
      { bet: near, won: true },
    ]);
    // One win at +400 (+4 units) and two losses (−2): +2 over 3 bets.
    expect(record).toEqual({ bets: 3, wins: 1, return_percent: 66.7 });
    expect(largeGapText(far, record)).toContain('won 1 of 3 (33.3%) in the track record, +66.7% per bet');
    expect(largeGapRecord([{ bet: near, won: true }])).toEqual({ bets: 0, wins: 0, return_percent: null });
  });
});

describe('the best bet of the spread and the total', () => {
  it('takes the side with the larger positive EV, a push returning the stake', () => {
    // Over 55% / under 40% / push 5% at -110 both sides: over EV = .55 × 100/110 − .40 = +10.0%.
    const bet = bestLineBet(
      'total',
      47,
      [
        { side: 'over', win: 0.55, price: -110 },
        { side: 'under', win: 0.4, price: -110 },
      ],
      0.05,
    );
    expect(bet).toMatchObject({ market: 'total', side: 'over', line: 47, price: -110, ev: 10 });
    // Worth it down to the price that pays even for 55 / (55 + 40): −138 or better.
    expect(bet!.break_even).toBe(breakEvenPrice(0.55 / 0.95));
    expect(bet!.market_gap).toBeCloseTo(100 * (0.55 / 0.95 - 0.5), 1);
    expect(betSubject(bet!, { home: 'KC', away: 'BUF' })).toBe('Over 47');
  });

  it('finds no bet when the vig eats the edge, and words a spread from the side taken', () => {
    const sides = (home: number) =>
      [
        { side: 'home', win: home, price: -110 },
        { side: 'away', win: 1 - home, price: -110 },
      ] as const;
    expect(bestLineBet('spread', 3.5, [...sides(0.52)], 0)).toBeNull();
    const away = bestLineBet('spread', 3.5, [...sides(0.4)], 0)!;
    expect(away.side).toBe('away');
    expect(betSubject(away, { home: 'KC', away: 'BUF' })).toBe('BUF +3.5');
    expect(bestBetText(away, { home: 'KC', away: 'BUF' })).toMatch(/^Value on BUF \+3\.5 at -110/);
    expect(bestOfMarkets([null, away, { ...away, ev: away.ev + 1, market: 'moneyline' }])!.market).toBe('moneyline');
  });
});
