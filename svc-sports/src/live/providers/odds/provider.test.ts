import { parseOddsApiEvents, TheOddsApiProvider } from './provider';
import { providerHttp } from '../http';
import recorded from './fixtures/theoddsapi_baseball_mlb_odds_2022-09-18.json';

// A hand-written answer in the documented v4 shape; a recorded one is below (fixtures/NOTICE.md).
const EVENTS = [
  {
    id: 'e1',
    sport_key: 'baseball_mlb',
    commence_time: '2025-06-01T23:05:00Z',
    home_team: 'New York Yankees',
    away_team: 'Boston Red Sox',
    bookmakers: [
      {
        key: 'a',
        markets: [
          {
            key: 'h2h',
            outcomes: [
              { name: 'New York Yankees', price: -150 },
              { name: 'Boston Red Sox', price: 130 },
            ],
          },
          { key: 'totals', outcomes: [{ name: 'Over', price: -110, point: 8.5 }] },
        ],
      },
      {
        key: 'b',
        markets: [
          {
            key: 'h2h',
            outcomes: [
              { name: 'New York Yankees', price: -140 },
              { name: 'Boston Red Sox', price: 120 },
            ],
          },
        ],
      },
      {
        key: 'c',
        markets: [
          {
            key: 'h2h',
            outcomes: [
              { name: 'New York Yankees', price: -160 },
              { name: 'Boston Red Sox', price: 140 },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'e2',
    commence_time: '2025-06-01T23:10:00Z',
    home_team: 'Chicago Cubs',
    away_team: 'Milwaukee Brewers',
    bookmakers: [],
  },
];

describe('odds provider', () => {
  it('takes the median price of the bookmakers', () => {
    expect(parseOddsApiEvents(EVENTS)).toEqual([
      {
        commenceTime: new Date('2025-06-01T23:05:00Z'),
        homeTeam: 'New York Yankees',
        awayTeam: 'Boston Red Sox',
        homeMoneyline: -150,
        awayMoneyline: 130,
        total: 8.5,
        bookmakers: 3,
        books: [
          { book: 'a', homeMoneyline: -150, awayMoneyline: 130, updatedAt: null },
          { book: 'b', homeMoneyline: -140, awayMoneyline: 120, updatedAt: null },
          { book: 'c', homeMoneyline: -160, awayMoneyline: 140, updatedAt: null },
        ],
      },
    ]);
  });

  it("keeps each bookmaker's price with when the book last moved it", () => {
    // Every field the v4 /odds answer documents (sport_title, bookmaker title and last_update, market last_update).
    const [line] = parseOddsApiEvents([
      {
        id: '8c2b639e6aa80a53f165c03dab273d8c',
        sport_key: 'baseball_mlb',
        sport_title: 'MLB',
        commence_time: '2024-05-24T22:40:00Z',
        home_team: 'Pittsburgh Pirates',
        away_team: 'Atlanta Braves',
        bookmakers: [
          {
            key: 'fanduel',
            title: 'FanDuel',
            last_update: '2024-05-24T16:31:14Z',
            markets: [
              {
                key: 'h2h',
                last_update: '2024-05-24T16:31:10Z',
                outcomes: [
                  { name: 'Atlanta Braves', price: -164 },
                  { name: 'Pittsburgh Pirates', price: 138 },
                ],
              },
            ],
          },
          {
            key: 'betrivers',
            title: 'BetRivers',
            last_update: '2024-05-24T16:31:04Z',
            markets: [
              {
                key: 'h2h',
                outcomes: [
                  { name: 'Atlanta Braves', price: -165 },
                  { name: 'Pittsburgh Pirates', price: 140 },
                ],
              },
            ],
          },
        ],
      },
    ]);
    expect(line.books).toEqual([
      { book: 'fanduel', homeMoneyline: 138, awayMoneyline: -164, updatedAt: new Date('2024-05-24T16:31:10Z') },
      { book: 'betrivers', homeMoneyline: 140, awayMoneyline: -165, updatedAt: new Date('2024-05-24T16:31:04Z') },
    ]);
  });

  it('fails loudly on an HTTP error so the caller keeps its data', async () => {
    const provider = new TheOddsApiProvider({
      apiKey: 'key',
      baseUrl: 'https://odds.example/v4',
      http: providerHttp(1000, {
        backoffMs: 0,
        fetcher: (async () => new Response('quota', { status: 429 })) as typeof fetch,
      }),
    });
    // Named without its query: the API key stays out of the message.
    await expect(provider.upcoming()).rejects.toThrow('odds provider unavailable after 3 attempts: HTTP 429');
  });
});

describe('a recorded answer of The Odds API (fixtures/NOTICE.md)', () => {
  const lines = parseOddsApiEvents(recorded);

  test('every event with a moneyline is read, its books counted and kept with their own pair', () => {
    expect(lines.map((l) => `${l.awayTeam} at ${l.homeTeam}`)).toEqual([
      'Texas Rangers at Tampa Bay Rays',
      'Chicago White Sox at Detroit Tigers',
      'Minnesota Twins at Cleveland Guardians',
    ]);
    // Books with an h2h market: 7 of the Rays' 18 (most quote only spreads or totals), 17 of 17, 9 of 16.
    expect(lines.map((l) => l.bookmakers)).toEqual([7, 17, 9]);
    expect(lines[0].commenceTime.toISOString()).toBe('2022-09-17T22:09:52.000Z');
    // Betfair's h2h_lay market is not a price to take; its h2h is. Markets here carry no last_update of their
    // own, so the book's is kept.
    expect(lines[0].books.find((b) => b.book === 'pinnacle')).toEqual({
      book: 'pinnacle',
      homeMoneyline: -4188,
      awayMoneyline: 1691,
      updatedAt: new Date('2022-09-18T00:59:46Z'),
    });
    expect(lines[0].books.find((b) => b.book === 'betfair')).toMatchObject({
      homeMoneyline: -2000,
      awayMoneyline: -303,
    });
  });

  test("the consensus is the books' median price of each side and their median total", () => {
    // Detroit's 17 pairs: the 9th of the home prices by decimal odds is 1.909 (−110), of the away 1.833 (−120).
    expect([lines[1].homeMoneyline, lines[1].awayMoneyline]).toEqual([-110, -120]);
    // Over points: the Rays 6.5 ×5 and 7; Detroit 4 and 5.5 (two books: their mean); Cleveland 6 ×8 and 6.5 ×3.
    expect(lines.map((l) => l.total)).toEqual([6.5, 4.75, 6]);
  });
});
