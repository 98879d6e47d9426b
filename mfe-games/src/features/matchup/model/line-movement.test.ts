import type { MarketPrices } from '@vantage/contracts/sports';
import { bestPriceText, movementChartLabel, movementLabel, movementRows } from './line-movement';

const prices: MarketPrices = {
  source: 'sbr',
  books: 1,
  best: { home: { price: -130, book: 'sbr' }, away: { price: 120, book: 'sbr' } },
  fair_home_probability: 55.4,
  fair_away_probability: 44.6,
  home_ev: null,
  away_ev: null,
  movement: [
    {
      kind: 'open',
      seen_at: null,
      books: 1,
      home_probability: 51.2,
      away_probability: 48.8,
      home_price: -110,
      away_price: 100,
    },
    {
      kind: 'close',
      seen_at: null,
      books: 1,
      home_probability: 55.4,
      away_probability: 44.6,
      home_price: -130,
      away_price: 120,
    },
  ],
  spread_movement: [],
  total_movement: [],
  spread: null,
  total: null,
};

test("the archive's open and close, then polls by their Eastern time", () => {
  expect(movementRows(prices).map((r) => [r.label, r.home, r.homePrice])).toEqual([
    ['Open', 51.2, '-110'],
    ['Close', 55.4, '-130'],
  ]);
  expect(movementLabel({ kind: 'poll', seen_at: '2024-05-24T16:31:00Z' })).toBe('May 24, 12:31 PM ET');
});

test('the best price names its book, and the chart reads as a sentence', () => {
  expect(bestPriceText({ price: 145, book: 'betmgm' })).toBe('+145 at betmgm');
  expect(bestPriceText(prices.best.home)).toBe('-130 at SBR archive');
  expect(movementChartLabel(movementRows(prices), { home: 'NYY', away: 'BOS' })).toBe(
    'NYY fair probability moved from 51.2% (Open, -110) to 55.4% (Close, -130) over 2 prices.',
  );
});
