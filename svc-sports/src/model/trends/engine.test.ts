import { trendKeys } from './conditions';
import { formatTrend } from './engine';

describe('trends', () => {
  it('formats a record as "<key> — W-L (P%)"', () => {
    expect(formatTrend({ key: 'Home favourite after a loss', wins: 45, losses: 30 })).toBe(
      'Home favourite after a loss — 45-30 (60.0%)',
    );
  });

  it('combines venue, price and one other situation', () => {
    expect(trendKeys({ venue: 'Home', price: 'favourite', others: ['after a loss', 'in night games'] })).toEqual([
      'Home',
      'Home after a loss',
      'Home in night games',
      'Home favourite',
      'Home favourite after a loss',
      'Home favourite in night games',
    ]);
    expect(trendKeys({ venue: 'Away', price: null, others: [] })).toEqual(['Away']);
  });
});
