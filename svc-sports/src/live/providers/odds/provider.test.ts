import { parseOddsApiEvents, TheOddsApiProvider } from './provider';
import { providerHttp } from '../http';

// A hand-written answer in the documented v4 shape (no recorded response ships with the repository).
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
      },
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
