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
          {
            key: 'totals',
            outcomes: [
              { name: 'Over', price: -110, point: 8.5 },
              { name: 'Under', price: -105, point: 8.5 },
            ],
          },
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
          {
            key: 'spreads',
            outcomes: [
              { name: 'Boston Red Sox', price: -145, point: 1.5 },
              { name: 'New York Yankees', price: 125, point: -1.5 },
            ],
          },
        ],
      },
      // A book quoting a total only: kept with its total, not counted in the moneyline's median.
      {
        key: 'd',
        markets: [
          {
            key: 'totals',
            outcomes: [
              { name: 'Over', price: 100, point: 9 },
              { name: 'Under', price: -120, point: 9 },
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
  it("takes the median moneyline of the bookmakers and keeps each one's spread and total", () => {
    const none = { spread: null, total: null, updatedAt: null };
    expect(parseOddsApiEvents(EVENTS)).toEqual([
      {
        commenceTime: new Date('2025-06-01T23:05:00Z'),
        homeTeam: 'New York Yankees',
        awayTeam: 'Boston Red Sox',
        homeMoneyline: -150,
        awayMoneyline: 130,
        bookmakers: 3,
        books: [
          {
            ...none,
            book: 'a',
            homeMoneyline: -150,
            awayMoneyline: 130,
            total: { point: 8.5, overPrice: -110, underPrice: -105 },
          },
          // The home side at −1.5 is favoured by 1.5; each side's price is found by its name, not its order.
          {
            ...none,
            book: 'b',
            homeMoneyline: -140,
            awayMoneyline: 120,
            spread: { point: 1.5, homePrice: 125, awayPrice: -145 },
          },
          {
            ...none,
            book: 'd',
            homeMoneyline: null,
            awayMoneyline: null,
            total: { point: 9, overPrice: 100, underPrice: -120 },
          },
          { ...none, book: 'c', homeMoneyline: -160, awayMoneyline: 140 },
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
      {
        book: 'fanduel',
        homeMoneyline: 138,
        awayMoneyline: -164,
        spread: null,
        total: null,
        updatedAt: new Date('2024-05-24T16:31:10Z'),
      },
      {
        book: 'betrivers',
        homeMoneyline: 140,
        awayMoneyline: -165,
        spread: null,
        total: null,
        updatedAt: new Date('2024-05-24T16:31:04Z'),
      },
    ]);
  });

  it("asks for the league's sport key and the moneyline, spread and total markets", async () => {
    const asked: URL[] = [];
    const provider = new TheOddsApiProvider({
      league: 'nfl',
      apiKey: 'key',
      baseUrl: 'https://odds.example/v4',
      http: providerHttp(1000, {
        backoffMs: 0,
        fetcher: (async (url: URL) => {
          asked.push(new URL(url));
          return Response.json([]);
        }) as unknown as typeof fetch,
      }),
    });
    await provider.upcoming();
    expect(asked[0].pathname).toBe('/v4/sports/americanfootball_nfl/odds');
    expect(asked[0].searchParams.get('markets')).toBe('h2h,spreads,totals');
  });

  it('fails loudly on an HTTP error so the caller keeps its data', async () => {
    const provider = new TheOddsApiProvider({
      league: 'mlb',
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
      spread: { point: 3.5, homePrice: -179, awayPrice: 144 },
      total: { point: 7, overPrice: -113, underPrice: -109 },
      updatedAt: new Date('2022-09-18T00:59:46Z'),
    });
    expect(lines[0].books.find((b) => b.book === 'betfair')).toMatchObject({
      homeMoneyline: -2000,
      awayMoneyline: -303,
    });
  });

  test("the consensus moneyline is the books' median price of each side", () => {
    // Detroit's 17 pairs: the 9th of the home prices by decimal odds is 1.909 (−110), of the away 1.833 (−120).
    expect([lines[1].homeMoneyline, lines[1].awayMoneyline]).toEqual([-110, -120]);
  });

  test("each book's spread and total are read, a book quoting only those kept too", () => {
    // Books quoting anything: all 18 of the Rays' (11 without a moneyline), Detroit's 17, Cleveland's 16.
    expect(lines.map((l) => l.books.length)).toEqual([18, 17, 16]);
    const spreads = lines.map((l) => l.books.filter((b) => b.spread).length);
    const totals = lines.map((l) => l.books.filter((b) => b.total).length);
    expect([spreads, totals]).toEqual([
      [13, 4, 12],
      [6, 2, 11],
    ]);
    const book = (game: number, key: string) => lines[game].books.find((b) => b.book === key)!;
    // DraftKings has the Rays at −3.5 (−585) and no total nor moneyline in this answer.
    expect(book(0, 'draftkings')).toMatchObject({
      homeMoneyline: null,
      spread: { point: 3.5, homePrice: -585, awayPrice: 420 },
      total: null,
    });
    // Detroit is the underdog: FOX Bet lists Chicago −1.5 first, Detroit +1.5 (−357) second.
    expect(book(1, 'foxbet').spread).toEqual({ point: -1.5, homePrice: -357, awayPrice: 230 });
    expect(book(1, 'circasports')).toMatchObject({
      spread: null,
      total: { point: 5.5, overPrice: -105, underPrice: -113 },
    });
    expect(book(1, 'bovada')).toMatchObject({
      spread: { point: -1.5, homePrice: -325, awayPrice: 230 },
      total: { point: 4, overPrice: -110, underPrice: -120 },
    });
    // Cleveland's twelve spreads: three books at −3.5, seven at −4, two at −4.5.
    expect(book(2, 'fanduel')).toMatchObject({
      spread: { point: 3.5, homePrice: -164, awayPrice: 128 },
      total: { point: 6, overPrice: -113, underPrice: -113 },
    });
    expect(book(2, 'bovada').spread).toEqual({ point: 4.5, homePrice: 140, awayPrice: -185 });
    const points = (game: number) => lines[game].books.flatMap((b) => (b.spread ? [b.spread.point] : []));
    expect(points(2).sort((a, b) => a - b)).toEqual([3.5, 3.5, 3.5, 4, 4, 4, 4, 4, 4, 4, 4.5, 4.5]);
  });
});
