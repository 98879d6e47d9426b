import { loadDataset } from '../data/dataset';
import { loadParks, loadTeams, TeamDirectory } from '../data/reference';
import { ParkLocator } from './schedule';
import { walkForward } from './walkForward';

const teams = new TeamDirectory(loadTeams());
const parks = new ParkLocator(loadParks());
// Three seasons keep the test fast: 2021 warms ratings up, 2022 trains, 2023 is predicted.
const games = loadDataset().games.filter((g) => g.season >= 2021);
const CUTOFF = '2023-06-13';

describe('walk-forward predictions', () => {
  const full = walkForward(games, teams, parks, { trendsFrom: 2022 });

  it('are identical for a date whether or not any later game exists', () => {
    const truncated = walkForward(
      games.filter((g) => g.date <= CUTOFF),
      teams,
      parks,
      { trendsFrom: 2022 },
    );
    const byId = new Map(full.map((p) => [p.game.id, p]));
    expect(truncated.length).toBeGreaterThan(3000);
    for (const p of truncated) {
      const other = byId.get(p.game.id)!;
      expect(other.pHome).toBe(p.pHome);
      expect(other.factors).toEqual(p.factors);
      expect(other.trends).toEqual(p.trends);
    }
  });

  it('do not change when the results of the day itself and later are hidden', () => {
    const hidden = walkForward(
      games.map((g) => (g.date >= CUTOFF ? { ...g, result: null } : g)),
      teams,
      parks,
    );
    const onCutoff = hidden.filter((p) => p.game.date === CUTOFF);
    expect(onCutoff.length).toBeGreaterThan(10);
    for (const p of onCutoff) expect(p.pHome).toBe(full.find((f) => f.game.id === p.game.id)!.pHome);
  });

  it('fit each season only on earlier seasons', () => {
    for (const p of full) if (p.fittedOn) expect(Math.max(...p.fittedOn)).toBeLessThan(p.game.season);
    expect(full.find((p) => p.game.season === 2023)!.fittedOn).toEqual([2022]);
    expect(full.find((p) => p.game.season === 2021)!.fittedOn).toBeNull();
  });

  it('score every factor 0–10 around a slate average of 5', () => {
    const day = full.filter((p) => p.game.date === CUTOFF);
    for (const key of ['E', 'D', 'G', 'R', 'I', 'Q'] as const) {
      const values = day.flatMap((p) => [p.factors.home[key], p.factors.away[key]]);
      for (const v of values) expect(v).toBeGreaterThanOrEqual(0);
      for (const v of values) expect(v).toBeLessThanOrEqual(10);
      expect(values.reduce((s, v) => s + v, 0) / values.length).toBeCloseTo(5, 0);
    }
  });

  it('render trends as "<key> — W-L (P%)"', () => {
    const strings = full
      .filter((p) => p.game.season === 2023)
      .flatMap((p) => [...p.trends!.home.positive, ...p.trends!.away.negative]);
    expect(strings.length).toBeGreaterThan(100);
    for (const s of strings) expect(s).toMatch(/^[A-Z][\w+ -]* — \d+-\d+ \(\d+\.\d%\)$/);
  });
});
