import { trendKeys } from './conditions';
import { formatTrend, TrendEngine } from './engine';

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

describe('a trend found, then followed out of sample', () => {
  const DAY = (n: number) => `2023-05-${String(n).padStart(2, '0')}`;

  it('is found before the first game its record qualifies for, and counts only the games from then on', () => {
    const engine = new TrendEngine();
    // 9 wins then 5 losses: 9-5 (14 games) is below the minimum sample of 15.
    const results = [...Array(9).fill(true), ...Array(5).fill(false)];
    results.forEach((won, i) => {
      expect(engine.records('NYA', 2023, ['Home'], [], DAY(i + 1)).positiveRecords).toEqual([]);
      engine.learn('NYA', 2023, ['Home'], won);
    });
    // A 15th game won: 10-5 (66.7%) passes 15 games and 60% before the game of the 16th.
    engine.records('NYA', 2023, ['Home'], [], DAY(15));
    engine.learn('NYA', 2023, ['Home'], true);
    const [found] = engine.records('NYA', 2023, ['Home'], [], DAY(16)).positiveRecords;
    expect(found).toMatchObject({ key: 'Home', wins: 10, losses: 5, found: DAY(16), since: { wins: 0, losses: 0 } });
    // The game of the 16th and later ones are its later record: won, lost.
    engine.learn('NYA', 2023, ['Home'], true);
    const [later] = engine.records('NYA', 2023, ['Home'], [], DAY(17)).positiveRecords;
    expect(later).toMatchObject({ wins: 11, losses: 5, found: DAY(16), since: { wins: 1, losses: 0 } });
  });

  it('lapses when its record no longer qualifies, and is found anew (new date, new record) when it does again', () => {
    const engine = new TrendEngine();
    const play = (day: number, won: boolean) => {
      const trends = engine.records('NYA', 2023, ['Home'], [], DAY(day));
      engine.learn('NYA', 2023, ['Home'], won);
      return trends.positiveRecords[0];
    };
    [...Array(10).fill(true), ...Array(5).fill(false)].forEach((won, i) => play(i + 1, won));
    // Found before game 16 at 10-5; it loses games 16 and 17: 10-7 (58.8%) no longer qualifies before game 18.
    expect(play(16, false)).toMatchObject({ found: DAY(16), since: { wins: 0, losses: 0 } });
    expect(play(17, false)).toMatchObject({ found: DAY(16), since: { wins: 0, losses: 1 } });
    expect(play(18, true)).toBeUndefined();
    // 11-7 (61.1%) qualifies again before game 19: a new finding whose record starts there, not at the 16th.
    expect(play(19, true)).toMatchObject({ wins: 11, losses: 7, found: DAY(19), since: { wins: 0, losses: 0 } });
    expect(play(20, true)).toMatchObject({ found: DAY(19), since: { wins: 1, losses: 0 } });
  });

  it('marks as likely noise the shown trends Benjamini–Hochberg does not keep among the day searched', () => {
    const engine = new TrendEngine();
    const play = (team: string, key: string, wins: number, losses: number) => {
      for (let i = 0; i < wins; i++) engine.learn(team, 2023, [key], true);
      for (let i = 0; i < losses; i++) engine.learn(team, 2023, [key], false);
    };
    // 24-6 (p = .0014) and 10-5 (p = .30), searched with 8 records of 15-15 (p = 1): ten tests at q = .1.
    play('NYA', 'Home', 24, 6);
    play('BOS', 'Away', 10, 5);
    for (let t = 0; t < 8; t++) play(`T${t}`, 'Home', 15, 15);
    const strong = engine.records('NYA', 2023, ['Home'], [], DAY(1)).positiveRecords[0];
    const weak = engine.records('BOS', 2023, ['Away'], [], DAY(1)).positiveRecords[0];
    for (let t = 0; t < 8; t++) engine.records(`T${t}`, 2023, ['Home'], [], DAY(1));
    engine.closeDay();
    // .0014 ≤ 1 × .1 / 10 = .01: a discovery; .30 > 2 × .1 / 10.
    expect(strong.noise).toBe(false);
    expect(weak.noise).toBe(true);
  });
});
