import { atsOutcome, lineRecords, LINE_SOURCES, ouOutcome, type LinedSide } from './line-records';

const side = (over: Partial<LinedSide>): LinedSide => ({
  home: true,
  pointsFor: 0,
  pointsAgainst: 0,
  spread: null,
  total: null,
  ...over,
});

describe('against the spread, from the team’s side', () => {
  it('a home favourite at −3.5 that wins by 3 fails to cover; its opponent covers', () => {
    expect(atsOutcome(3.5, true, 24, 21)).toBe('fail');
    expect(atsOutcome(3.5, false, 21, 24)).toBe('cover');
  });

  it('a home favourite at −3.5 that wins by 4 covers', () => {
    expect(atsOutcome(3.5, true, 104, 100)).toBe('cover');
  });

  it('an away underdog at +7 (home spread 7) that loses by 7 pushes, by 6 covers, by 8 fails', () => {
    expect(atsOutcome(7, false, 10, 17)).toBe('push');
    expect(atsOutcome(7, false, 11, 17)).toBe('cover');
    expect(atsOutcome(7, false, 9, 17)).toBe('fail');
  });

  it('a home underdog (negative spread) covers by losing by less than its points', () => {
    expect(atsOutcome(-2.5, true, 20, 22)).toBe('cover');
    expect(atsOutcome(-2.5, false, 22, 20)).toBe('fail');
  });
});

describe('over/under', () => {
  it('a 44 total with 44 points is a push; 45 over; 43 under', () => {
    expect(ouOutcome(44, 44)).toBe('push');
    expect(ouOutcome(44, 45)).toBe('over');
    expect(ouOutcome(44, 43)).toBe('under');
  });
});

describe('lineRecords', () => {
  const games = [
    side({ home: true, pointsFor: 24, pointsAgainst: 21, spread: 3.5, total: 45.5 }), // fail, under
    side({ home: false, pointsFor: 17, pointsAgainst: 27, spread: 3, total: 44 }), // fail, push
    side({ home: true, pointsFor: 30, pointsAgainst: 27, spread: 3, total: 44 }), // push, over
    side({ home: false, pointsFor: 28, pointsAgainst: 20, spread: 1, total: null }), // cover, no total
    side({ home: true, pointsFor: 10, pointsAgainst: 3, spread: null, total: 12.5 }), // no spread, over
  ];

  it('counts covers, fails and pushes, leaving pushes out of the cover percentage', () => {
    const { ats, ou } = lineRecords(games, LINE_SOURCES.nfl);
    expect(ats).toEqual({
      source: 'nflverse closing spread_line',
      covers: 1,
      fails: 2,
      pushes: 1,
      cover_pct: 33.3,
      unlined: 1,
    });
    expect(ou).toEqual({
      source: 'nflverse closing total_line',
      overs: 2,
      unders: 1,
      pushes: 1,
      over_pct: 66.7,
      unlined: 1,
    });
  });

  it('gives no record where the league has no such line, and no percentage without a decided game', () => {
    expect(lineRecords(games, { spread: null, total: null })).toEqual({ ats: null, ou: null });
    const totalsOnly = lineRecords(games, { ...LINE_SOURCES.mlb, spread: null });
    expect(totalsOnly.ats).toBeNull();
    expect(totalsOnly.ou?.overs).toBe(2);
    expect(lineRecords([], LINE_SOURCES.nba).ats?.cover_pct).toBeNull();
  });
});
