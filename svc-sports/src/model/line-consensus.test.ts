import { bestLines, consensusLinesBefore, type PolledLine } from './line-consensus';

const START = new Date('2025-01-05T18:00:00Z');

/** A polled row of `book` at `at` quoting a spread and a total (null: none). */
function row(
  book: string,
  at: string,
  spread: [number, number, number] | null,
  total: [number, number, number] | null,
): PolledLine {
  return {
    book,
    seenAt: new Date(at),
    homeMoneyline: null,
    awayMoneyline: null,
    spread: spread?.[0] ?? null,
    spreadHomePrice: spread?.[1] ?? null,
    spreadAwayPrice: spread?.[2] ?? null,
    total: total?.[0] ?? null,
    overPrice: total?.[1] ?? null,
    underPrice: total?.[2] ?? null,
  };
}

describe("the books' consensus line before the start", () => {
  it("takes each book's last line before the start, a row at the start itself not counting", () => {
    const rows = [
      row('a', '2025-01-05T12:00:00Z', [7, -110, -110], [44, -110, -110]),
      row('a', '2025-01-05T17:59:00Z', [6.5, -115, -105], null),
      row('a', '2025-01-05T18:00:00Z', [3, -110, -110], [50, -110, -110]),
      row('b', '2025-01-05T15:00:00Z', [6.5, -105, -115], [44.5, -110, -110]),
      row('c', '2025-01-05T16:00:00Z', [7.5, -110, -110], null),
    ];
    // Spreads a 6.5, b 6.5, c 7.5 → 6.5, priced by a and b: −115 and −105 → −110 each side. Totals: a's last is
    // its 44 (its 17:59 row quotes no total), b 44.5: their median 44.25, a point no book quotes, so no price.
    expect(consensusLinesBefore(rows, START)).toEqual({
      spread: { point: 6.5, homePrice: -110, awayPrice: -110, books: 3 },
      total: { point: 44.25, overPrice: null, underPrice: null, books: 2 },
    });
    expect(consensusLinesBefore([], START)).toEqual({ spread: null, total: null });
  });

  it("gives each side's best line across books, then its best price", () => {
    const rows = [
      row('a', '2025-01-05T12:00:00Z', [3, -120, 100], [44, -105, -115]),
      row('b', '2025-01-05T12:00:00Z', [3, -110, -110], [44.5, -110, -110]),
      row('c', '2025-01-05T12:00:00Z', [3.5, 105, -125], [44, -110, -110]),
      // In-play, after the start: never the game's best.
      row('d', '2025-01-05T19:00:00Z', [0.5, 300, -400], [30, 200, -250]),
    ];
    expect(bestLines(rows, START)).toEqual({
      spread: {
        books: 3,
        home: { point: 3, price: -110, book: 'b' },
        away: { point: 3.5, price: -125, book: 'c' },
      },
      total: {
        books: 3,
        over: { point: 44, price: -105, book: 'a' },
        under: { point: 44.5, price: -110, book: 'b' },
      },
    });
  });
});
