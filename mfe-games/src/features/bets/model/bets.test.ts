import type { Bet } from '@vantage/contracts/bets';
import {
  calibration,
  cumulativeProfit,
  filtersOf,
  formatPercent,
  formatSigned,
  keptNote,
  listQuery,
  profitTooltip,
  totalsLabel,
} from './bets';

const bet = (over: Partial<Bet>): Bet => ({
  id: '00000000-0000-4000-8000-000000000000',
  league: 'nba',
  game_id: 'nba-2026-11-01-BOS-LAL',
  matchup: 'BOS @ LAL',
  game_date: '2026-11-01',
  market: 'moneyline',
  side: 'home',
  selection: 'LAL',
  price: 100,
  stake: 10,
  line: null,
  book: null,
  note: null,
  status: 'open',
  profit: null,
  model_probability: null,
  closing_price: null,
  clv: null,
  created_at: '2026-11-01T12:00:00Z',
  settled_at: null,
  ...over,
});

describe('the bets page', () => {
  test('filters come from the address, unknown values dropped, a month becomes its first and last day', () => {
    const filters = filtersOf(
      new URLSearchParams('status=settled&league=xfl&market=total&book=FD&month=2026-02'),
      ['nba'],
      ['total'],
    );
    expect(filters).toEqual({ status: 'settled', league: null, market: 'total', book: 'FD', month: '2026-02' });
    expect(listQuery(filters)).toEqual({
      status: 'settled',
      league: undefined,
      market: 'total',
      book: 'FD',
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });

  test('the label of the totals says which filters they are of', () => {
    const none = { status: null, league: null, market: null, book: null, month: null };
    expect(totalsLabel(none)).toBe('All your bets');
    expect(totalsLabel({ ...none, market: 'moneyline' })).toBe('Moneyline bets');
    expect(totalsLabel({ ...none, month: '2026-11' })).toBe('Bets of November 2026');
    expect(totalsLabel({ ...none, league: 'nhl' })).toBe('NHL bets');
    expect(totalsLabel({ ...none, league: 'nba', book: 'FD' })).toBe('Bets matching these filters');
    expect(totalsLabel({ ...none, status: 'open' })).toBe('Bets matching these filters');
  });

  test('the running profit has one point per settled bet, in the order they settled', () => {
    const bets = [
      bet({ status: 'won', profit: 15, settled_at: '2026-11-03T04:00:00Z' }),
      bet({ status: 'lost', profit: -10, settled_at: '2026-11-02T04:00:00Z' }),
      bet({ status: 'won', profit: 5.5, settled_at: '2026-11-03T05:00:00Z' }),
      bet({ status: 'void', profit: 0, settled_at: '2026-11-03T06:00:00Z' }),
      bet({}),
    ];
    // Two bets settled on 2026-11-03: two points, not one for the day.
    expect(cumulativeProfit(bets)).toEqual([
      { bet: 1, date: '2026-11-02', profit: -10 },
      { bet: 2, date: '2026-11-03', profit: 5 },
      { bet: 3, date: '2026-11-03', profit: 10.5 },
      { bet: 4, date: '2026-11-03', profit: 10.5 },
    ]);
    expect(profitTooltip(cumulativeProfit(bets)[1])).toBe('Bet 2, settled 2026-11-03');
  });

  test("calibration groups won and lost bets by Vantage's probability", () => {
    const bets = [
      bet({ status: 'won', model_probability: 0.62, price: -150 }),
      bet({ status: 'lost', model_probability: 0.68, price: -150 }),
      bet({ status: 'won', model_probability: 0.31, price: 200 }),
      bet({ status: 'push', model_probability: 0.65 }),
      bet({ status: 'won', model_probability: null }),
    ];
    expect(calibration(bets)).toEqual([
      { predicted: 31, priced: 33.3, observed: 100, bets: 1 },
      { predicted: 65, priced: 60, observed: 50, bets: 2 },
    ]);
  });

  test('figures and the kept note', () => {
    expect([12.5, -10, 0].map(formatSigned)).toEqual(['+12.5', '−10', '0']);
    expect([8.66, -3.1, null].map(formatPercent)).toEqual(['+8.7%', '−3.1%', '—']);
    expect(keptNote(25, 'free')).toBe('Free keeps your 25 most recent bets. Basic and Pro keep every bet.');
    expect(keptNote(null, 'basic')).toBeNull();
  });
});
