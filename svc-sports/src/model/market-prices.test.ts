import {
  bestPriceEv,
  bestPrices,
  consensusHome,
  latestByBook,
  medianLineAt,
  movement,
  type StoredPrice,
} from './market-prices';

const at = (iso: string) => new Date(iso);
const poll = (book: string, seen: string, home: number, away: number): StoredPrice => ({
  book,
  kind: 'poll',
  seenAt: at(seen),
  homeMoneyline: home,
  awayMoneyline: away,
});

describe('prices across books', () => {
  const books = [
    { book: 'draftkings', homeMoneyline: -150, awayMoneyline: 130 },
    { book: 'fanduel', homeMoneyline: -140, awayMoneyline: 120 },
    { book: 'betmgm', homeMoneyline: -160, awayMoneyline: 145 },
  ];

  it('takes the longest price of each side and names its book', () => {
    const best = bestPrices(books)!;
    expect([best.home.book, best.home.homeMoneyline]).toEqual(['fanduel', -140]);
    expect([best.away.book, best.away.awayMoneyline]).toEqual(['betmgm', 145]);
  });

  it("averages each book's de-vigged probability", () => {
    // -150/+130: 0.6/(0.6+0.4348) = 0.57983; -140/+120: 0.58333/(0.58333+0.45455) = 0.56205;
    // -160/+145: 0.61538/(0.61538+0.40816) = 0.60123.
    expect(consensusHome(books)).toBeCloseTo((0.57983 + 0.56205 + 0.60123) / 3, 4);
  });

  it('prices EV at the best price with the consensus', () => {
    const fair = consensusHome(books)!;
    // Home at -140 (decimal 1.7143), away at +145 (2.45).
    expect(bestPriceEv(books)).toEqual({
      home: Math.round(1000 * (fair * (1 + 100 / 140) - 1)) / 10,
      away: Math.round(1000 * ((1 - fair) * 2.45 - 1)) / 10,
    });
  });

  it("keeps each book's last price seen by a moment", () => {
    const prices = [
      poll('a', '2024-05-24T12:00:00Z', -150, 130),
      poll('a', '2024-05-24T15:00:00Z', -170, 150),
      poll('b', '2024-05-24T13:00:00Z', -140, 120),
    ];
    expect(latestByBook(prices, at('2024-05-24T14:00:00Z'))).toEqual([
      { book: 'a', homeMoneyline: -150, awayMoneyline: 130 },
      { book: 'b', homeMoneyline: -140, awayMoneyline: 120 },
    ]);
    // The median of two books is the middle of their decimal prices: home 1.6667 and 1.7143 → 1.6905 → -145.
    expect(medianLineAt(prices, at('2024-05-24T14:00:00Z'))).toEqual({ home: -145, away: 125 });
    expect(medianLineAt(prices, at('2024-05-24T11:00:00Z'))).toBeNull();
  });

  it('draws one point per poll and the archive as open then close', () => {
    const polls = movement([
      poll('b', '2024-05-24T13:00:00Z', -140, 120),
      poll('a', '2024-05-24T12:00:00Z', -150, 130),
      poll('a', '2024-05-24T13:00:00Z', -170, 150),
    ]);
    expect(polls.map((p) => [p.seenAt?.toISOString(), p.books, p.homeMoneyline, p.awayMoneyline])).toEqual([
      ['2024-05-24T12:00:00.000Z', 1, -150, 130],
      ['2024-05-24T13:00:00.000Z', 2, -140, 150],
    ]);
    const archive = movement([
      { book: 'sbr', kind: 'close', seenAt: null, homeMoneyline: -130, awayMoneyline: 120 },
      { book: 'sbr', kind: 'open', seenAt: null, homeMoneyline: -110, awayMoneyline: 100 },
    ]);
    expect(archive.map((p) => [p.kind, p.homeMoneyline])).toEqual([
      ['open', -110],
      ['close', -130],
    ]);
  });
});
