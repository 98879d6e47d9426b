import { closingLineValues, type PricedPrediction } from './track-record';
import { priceAtCommit } from './repository';

/** A prediction without a fitted blend: EV is the model's own (a row stored before the blend). */
const game = (pHome: number, close: [number, number], atCommit: PricedPrediction['atCommit']): PricedPrediction => ({
  date: '2019-05-01',
  pHome,
  homeWon: true,
  homeMoneyline: close[0],
  awayMoneyline: close[1],
  atCommit,
});

const open = (home: number, away: number) => ({
  basis: 'archive_open' as const,
  homeMoneyline: home,
  awayMoneyline: away,
});

describe("the value picks' closing-line value", () => {
  it('picks the side at the price at commit and compares that price with the close', () => {
    const clv = closingLineValues([
      // 60% at +110 is value on the home side; it closed at -120: 2.10 / 1.8333 − 1 = +14.5%.
      game(0.6, [-120, 100], open(110, -130)),
      // 40% home: the away side at -110 (60% × 1.909 − 1 > 0) closed at +100: 1.909 / 2 − 1 = −4.5%.
      game(0.4, [-120, 100], open(100, -110)),
      // No value at either price: no pick.
      game(0.55, [-120, 100], open(-140, 120)),
      // No price at commit: not counted.
      game(0.7, [-120, 100], null),
    ]);
    expect(clv).toMatchObject({ price_at_commit: ['archive_open'], picks: 2, beat_close: 1, mean: 5 });
    // Two values 14.5 and −4.5: standard deviation 13.435, standard error 9.5, interval ±18.62.
    expect(clv.low).toBeCloseTo(5 - 18.62, 1);
    expect(clv.high).toBeCloseTo(5 + 18.62, 1);
  });

  it('has no figure without a pick', () => {
    expect(closingLineValues([game(0.7, [-120, 100], null)])).toEqual({
      price_at_commit: [],
      picks: 0,
      beat_close: 0,
      mean: null,
      low: null,
      high: null,
    });
  });

  it("takes the books' median at the prediction's time over the archive's open", () => {
    const created = new Date('2024-05-24T14:00:00Z');
    const polls = [
      {
        book: 'a',
        kind: 'poll' as const,
        seenAt: new Date('2024-05-24T12:00:00Z'),
        homeMoneyline: 120,
        awayMoneyline: -140,
      },
      // Seen after the prediction was stored: not the price at commit.
      {
        book: 'a',
        kind: 'poll' as const,
        seenAt: new Date('2024-05-24T15:00:00Z'),
        homeMoneyline: 100,
        awayMoneyline: -120,
      },
    ];
    const recorded = { createdAt: created, provenance: 'recorded' as const };
    expect(priceAtCommit(polls, recorded, 110, -130)).toEqual({
      basis: 'books_at_commit',
      homeMoneyline: 120,
      awayMoneyline: -140,
    });
    expect(priceAtCommit(undefined, recorded, 110, -130)).toEqual(open(110, -130));
    // A reconstructed prediction was written after the polls: they are not its price at commit.
    expect(priceAtCommit(polls, { ...recorded, provenance: 'reconstructed' }, 110, -130)).toEqual(open(110, -130));
    expect(priceAtCommit(polls, { ...recorded, createdAt: new Date('2024-05-24T11:00:00Z') }, null, null)).toBeNull();
  });
});
