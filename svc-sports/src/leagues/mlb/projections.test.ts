import { PlayerProjections, withReliefPenalty, withYouthBonus } from './projections';
import { PitcherRecords } from './records';
import { emptyLine, type PlayerSeason } from './splits';

/** A season line of `pa` plate appearances: a quarter singles, the rest outs. */
const line = (pa: number) => ({ ...emptyLine(), pa, ab: pa, h: Math.round(pa / 4) });
const season = (id: string, role: 'bat' | 'pitch', year: number, pa: number): PlayerSeason => ({
  season: year,
  id,
  role,
  hand: 'R',
  vsL: line(pa / 2),
  vsR: line(pa / 2),
});

// A veteran seen every season 2016–2021, a batter with one earlier season, one with three, and pitchers.
const players = [
  ...[2016, 2017, 2018, 2019, 2020, 2021].map((y) => season('vet', 'bat', y, 600)),
  season('rookie', 'bat', 2021, 600),
  ...[2019, 2020, 2021].map((y) => season('third', 'bat', y, 600)),
  season('young', 'pitch', 2021, 200),
  season('swing', 'pitch', 2021, 200),
  ...[2016, 2017, 2018, 2019, 2020, 2021].map((y) => season('ace', 'pitch', y, 800)),
];
const projections = new PlayerProjections(players).forSeason(2022);

describe("players' experience and the young side of the age curve", () => {
  it('counts the earlier seasons a player batted or pitched in, and none for a newcomer', () => {
    expect(projections.seasonsSeen('vet', 'bat')).toBe(6);
    expect(projections.seasonsSeen('rookie', 'bat')).toBe(1);
    expect(projections.seasonsSeen('young', 'bat')).toBe(0);
    expect(projections.seasonsSeen('newcomer', 'pitch')).toBe(0);
  });

  it('projects a player with one to three seasons better by the bonus per season short of four', () => {
    const young = withYouthBonus(projections, 0.002);
    expect(young.batter('rookie', 'R') - projections.batter('rookie', 'R')).toBeCloseTo(0.006, 10);
    expect(young.batter('third', 'L') - projections.batter('third', 'L')).toBeCloseTo(0.002, 10);
    expect(young.pitcher('young') - projections.pitcher('young')).toBeCloseTo(-0.006, 10);
    // Four or more seasons, and a newcomer, keep their projections.
    expect(young.batter('vet', 'R')).toBe(projections.batter('vet', 'R'));
    expect(young.batter('newcomer', 'R')).toBe(projections.batter('newcomer', 'R'));
    expect(young.pitcher('ace')).toBe(projections.pitcher('ace'));
  });
});

describe("a starter's relief work", () => {
  it('makes his projection worse by the penalty times the share of his batters faced in relief', () => {
    // swing: 200 batters in 2021 and 5 starts (120 batters), so 40% in relief; ace: only starts.
    const starts: Record<string, number> = { 'swing:2021': 5, 'young:2021': 0 };
    for (const y of [2019, 2020, 2021]) starts[`ace:${y}`] = 34;
    const adjusted = withReliefPenalty(projections, 0.01, (id, s) => starts[`${id}:${s}`] ?? 0);
    expect(adjusted.pitcher('swing') - projections.pitcher('swing')).toBeCloseTo(0.004, 10);
    expect(adjusted.pitcher('young') - projections.pitcher('young')).toBeCloseTo(0.01, 10);
    expect(adjusted.pitcher('ace')).toBe(projections.pitcher('ace'));
    expect(adjusted.pitcher('newcomer')).toBe(projections.pitcher('newcomer'));
    // The batters are not touched.
    expect(adjusted.batter('rookie', 'R')).toBe(projections.batter('rookie', 'R'));
  });

  it("counts a pitcher's starts by season from the game logs", () => {
    const records = new PitcherRecords();
    records.addStart('swing', 2021, '2021-05-01');
    records.addStart('swing', 2021, '2021-05-06');
    records.addStart('swing', 2022, '2022-04-10');
    expect([records.startsIn('swing', 2021), records.startsIn('swing', 2022), records.startsIn('swing', 2020)]).toEqual(
      [2, 1, 0],
    );
  });

  it('reads only the seasons the projection reads (the three before)', () => {
    expect(projections.pitcherPaBySeason('ace').map((s) => s.season)).toEqual([2021, 2020, 2019]);
  });
});
