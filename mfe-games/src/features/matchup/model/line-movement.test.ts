import type { MarketPrices } from '@vantage/contracts/sports';
import {
  bestLineEvText,
  bestLineText,
  bestPriceText,
  movementChart,
  movementLabel,
  MOVEMENT_WORDS,
} from './line-movement';

const sides = { home: 'NYY', away: 'BOS' };

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
  spread_movement: [{ kind: 'close', seen_at: null, books: 1, point: 1.5, home_price: 140, away_price: -160 }],
  total_movement: [],
  spread: null,
  total: null,
};

const polled: MarketPrices = {
  ...prices,
  source: 'the-odds-api',
  spread_movement: [
    { kind: 'poll', seen_at: '2024-05-24T14:00:00Z', books: 3, point: 1.5, home_price: 140, away_price: -160 },
    { kind: 'poll', seen_at: '2024-05-24T16:00:00Z', books: 3, point: 2, home_price: null, away_price: null },
  ],
  total_movement: [
    { kind: 'poll', seen_at: '2024-05-24T14:00:00Z', books: 3, point: 8.5, over_price: -110, under_price: -110 },
    { kind: 'poll', seen_at: '2024-05-24T16:00:00Z', books: 3, point: 9, over_price: -105, under_price: -115 },
  ],
};

test("the archive's open and close, then polls by their Eastern time", () => {
  const chart = movementChart(prices, 'moneyline', sides);
  expect(chart.rows.map((r) => [r.label, r.values.home, r.notes.home])).toEqual([
    ['Open', 51.2, '-110'],
    ['Close', 55.4, '-130'],
  ]);
  expect(chart.series.map((s) => s.name)).toEqual(['BOS', 'NYY']);
  expect(movementLabel({ kind: 'poll', seen_at: '2024-05-24T16:31:00Z' })).toBe('May 24, 12:31 PM ET');
});

test('the best price names its book, and the chart reads as a sentence', () => {
  expect(bestPriceText({ price: 145, book: 'betmgm' })).toBe('+145 at betmgm');
  expect(bestPriceText(prices.best.home)).toBe('-130 at SBR archive');
  expect(movementChart(prices, 'moneyline', sides).description).toBe(
    'NYY fair probability moved from 51.2% (Open, -110) to 55.4% (Close, -130) over 2 prices.',
  );
});

test("the spread is drawn as the home side's handicap over the polls, the total as its points", () => {
  const spread = movementChart(polled, 'spread', sides);
  expect(spread.series).toEqual([{ key: 'spread', name: 'NYY spread' }]);
  expect(spread.rows.map((r) => [r.label, r.values.spread, r.notes.spread])).toEqual([
    ['May 24, 10:00 AM ET', -1.5, 'NYY -1.5 +140 · BOS +1.5 -160'],
    // No book at the median point: the point without prices.
    ['May 24, 12:00 PM ET', -2, 'NYY -2 · BOS +2'],
  ]);
  expect(spread.description).toBe(
    'NYY spread moved from -1.5 (May 24, 10:00 AM ET, NYY -1.5 +140 · BOS +1.5 -160) to -2 (May 24, 12:00 PM ET, ' +
      'NYY -2 · BOS +2) over 2 prices.',
  );
  const total = movementChart(polled, 'total', sides);
  expect(total.rows.map((r) => [r.values.total, r.notes.total])).toEqual([
    [8.5, 'Over -110 · Under -110'],
    [9, 'Over -105 · Under -115'],
  ]);
});

test('a market seen fewer than twice is said in words', () => {
  expect(movementChart(prices, 'spread', sides).rows).toHaveLength(1);
  expect(MOVEMENT_WORDS.tooFew('spread', 1)).toBe('The spread was seen once for this game: no movement to draw.');
  expect(movementChart(prices, 'total', sides).rows).toHaveLength(0);
  expect(MOVEMENT_WORDS.tooFew('total', 0)).toBe('No total was seen for this game: no movement to draw.');
});

test("the best spread and total name their points, prices and books, and each side's EV", () => {
  expect(bestLineText({ point: 1.5, price: 150, book: 'betmgm' }, 'home')).toBe('-1.5 +150 at betmgm');
  expect(bestLineText({ point: 1.5, price: -140, book: 'draftkings' }, 'away')).toBe('+1.5 -140 at draftkings');
  expect(bestLineText({ point: 8.5, price: -110, book: 'sbr' }, 'over')).toBe('8.5 -110 at SBR archive');
  expect(bestLineEvText(['Over', null], ['Under', 0.3])).toBe('Over N/A · Under +0.3%');
});
