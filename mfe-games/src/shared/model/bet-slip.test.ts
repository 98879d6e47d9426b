import type { ComparisonGame } from '@vantage/contracts/sports';
import {
  betInputOf,
  initialSlip,
  marketsOfGame,
  parsePrice,
  previousBooks,
  priceEcho,
  withMarket,
  withSide,
  type SlipGame,
} from './bet-slip';

const game: SlipGame = {
  game_id: 'nba-2026-11-29-BOS-LAL',
  home_team: 'Los Angeles Lakers',
  away_team: 'Boston Celtics',
  home_team_code: 'LAL',
  away_team_code: 'BOS',
  home_team_abbreviation: 'LAL',
  away_team_abbreviation: 'BOS',
  moneyline: { home: -150, away: 130, total: 221.5 },
} as Pick<ComparisonGame, keyof SlipGame>;

describe('the bet slip', () => {
  test('a price is typed American or decimal and logged American', () => {
    expect(['-110', '+150', '150', '2.5', '1.5', '2', '1.91', '−120', '50'].map(parsePrice)).toEqual([
      -110, 150, 150, 150, -200, 100, -110, -120, 4900,
    ]);
    expect(['', 'abc', '-99', '1', '0.5', '110.5'].map(parsePrice)).toEqual([null, null, null, null, null, null]);
    expect(priceEcho('2.5')).toBe('Logged as +150');
    expect(priceEcho('+150')).toBeNull();
    expect(priceEcho('7')).toBe('Logged as +600');
    expect(priceEcho('x')).toMatch(/^Not a price/);
  });

  test('the markets come from the game: the moneyline at its prices, the total when the line has one', () => {
    expect(marketsOfGame(game).map(({ market, line }) => [market, line])).toEqual([
      ['moneyline', null],
      ['total', 221.5],
    ]);
    expect(marketsOfGame({ ...game, moneyline: null }).map(({ market, prices }) => [market, prices])).toEqual([
      ['moneyline', {}],
    ]);
  });

  test('a priced spread and total come at their prices; an assumed −110 is left for the member to type', () => {
    const priced = {
      ...game,
      spread: { line: 3.5, home_price: -115, away_price: -105, prices_assumed: false },
      total: { line: 44.5, over_price: -110, under_price: null, prices_assumed: false },
    } as SlipGame;
    expect(marketsOfGame(priced).map(({ market, line, prices }) => [market, line, prices])).toEqual([
      ['moneyline', null, { home: -150, away: 130 }],
      ['spread', 3.5, { home: -115, away: -105 }],
      ['total', 44.5, { over: -110 }],
    ]);
    const assumed = { ...priced, spread: { ...priced.spread!, prices_assumed: true } } as SlipGame;
    expect(marketsOfGame(assumed)[1]).toMatchObject({ market: 'spread', prices: {} });
  });

  test('the slip starts on the away side at its current price and follows the side and market', () => {
    const slip = initialSlip(game, null);
    expect(slip).toMatchObject({ market: 'moneyline', side: 'away', price: '+130', line: null });
    const [moneyline, total] = marketsOfGame(game);
    expect(withSide(slip, moneyline, 'home').price).toBe('-150');
    const over = withMarket({ ...slip, price: '-110' }, total);
    expect(over).toMatchObject({ market: 'total', side: 'over', line: 221.5, price: '-110' });
  });

  test('the slip becomes the bet it logs, or says what is missing', () => {
    const slip = { ...initialSlip(game, 25), book: ' DraftKings ', note: '' };
    expect(betInputOf(game, slip)).toEqual({
      input: {
        league: 'nba',
        game_id: game.game_id,
        market: 'moneyline',
        side: 'away',
        price: 130,
        stake: 25,
        line: null,
        book: 'DraftKings',
        note: null,
      },
    });
    expect(betInputOf(game, { ...slip, price: '' })).toEqual({ problem: expect.stringMatching(/^Type the price/) });
    expect(betInputOf(game, { ...slip, stake: 0 })).toEqual({ problem: 'Type the stake: more than 0.' });
    expect(betInputOf(game, { ...slip, market: 'total', side: 'over', line: null })).toEqual({
      problem: 'Type the line.',
    });
  });

  test("the book's suggestions are the member's books, most used first", () => {
    expect(
      previousBooks([{ book: 'FanDuel' }, { book: 'DraftKings' }, { book: null }, { book: 'DraftKings' }]),
    ).toEqual(['DraftKings', 'FanDuel']);
  });
});
