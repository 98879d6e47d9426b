import { closingLineValues, type PricedPrediction } from './track-record';
import { priceAtCommit } from './repository';
import { CLV_MIN_PICKS } from '@vantage/contracts/bet-book-rules';

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
  // 60% at +110 is value on the home side; it closed at -120: 2.10 / 1.8333 − 1 = +14.5%.
  const beat = game(0.6, [-120, 100], open(110, -130));
  // 40% home: the away side at -110 (60% × 1.909 − 1 > 0) closed at +100: 1.909 / 2 − 1 = −4.5%.
  const missed = game(0.4, [-120, 100], open(100, -110));
  const times = (n: number, g: PricedPrediction) => Array.from({ length: n }, () => g);

  it('picks the side at the price at commit and compares that price with the close', () => {
    const clv = closingLineValues([
      ...times(CLV_MIN_PICKS / 2, beat),
      ...times(CLV_MIN_PICKS / 2, missed),
      // No value at either price: no pick.
      game(0.55, [-120, 100], open(-140, 120)),
      // No price at commit: not counted.
      game(0.7, [-120, 100], null),
    ]);
    expect(clv).toMatchObject({
      price_at_commit: ['archive_open'],
      picks: CLV_MIN_PICKS,
      beat_close: CLV_MIN_PICKS / 2,
      excluded_implausible: 0,
      mean: 5,
    });
    // Thirty values, half 14.5 and half −4.5: standard deviation 9.5 × √(30/29), interval ±1.96 × 9.6626 / √30.
    expect(clv.low).toBeCloseTo(5 - 3.46, 1);
    expect(clv.high).toBeCloseTo(5 + 3.46, 1);
  });

  it('gives no mean below the minimum of picks, only their count', () => {
    const clv = closingLineValues([beat, missed]);
    expect(clv).toMatchObject({ picks: 2, beat_close: 1, min_picks: CLV_MIN_PICKS, mean: null, low: null, high: null });
    expect(CLV_MIN_PICKS).toBeGreaterThan(2);
  });

  it('leaves out and counts a price at commit implausibly far from the close', () => {
    // The archive's -1235/+770 opening of a game that closed -124/+114: the away side's +770 would "beat" the close
    // by 8.70 / 2.14 − 1 = +306%.
    const error = game(0.4, [-124, 114], open(-1235, 770));
    // 20 points of de-vigged probability apart (50% at the open, 72.4% at the close): left out too.
    const moved = game(0.6, [-300, 250], open(-110, -110));
    const base = [...times(CLV_MIN_PICKS / 2, beat), ...times(CLV_MIN_PICKS / 2, missed)];
    const clv = closingLineValues([...base, error, moved]);
    expect(clv).toMatchObject({ picks: CLV_MIN_PICKS, excluded_implausible: 2, mean: 5 });
    expect(closingLineValues(base)).toMatchObject({ excluded_implausible: 0, mean: 5 });
  });

  it('has no figure without a pick', () => {
    expect(closingLineValues([game(0.7, [-120, 100], null)])).toEqual({
      price_at_commit: [],
      picks: 0,
      beat_close: 0,
      excluded_implausible: 0,
      min_picks: CLV_MIN_PICKS,
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
