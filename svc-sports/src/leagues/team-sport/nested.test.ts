import { teamSportModel } from '../registry';
import { leaguePredictor, type TeamSportModel } from './model';
import { eloPredictor } from './elo';
import { before, chooseVariant, nestedSeason, teamSportSelection, UNTESTED, type NestedOptions } from './nested';
import { loadShippedLeague } from './shipped';
import type { LeagueGame } from './types';

// Four NFL seasons and a menu of two variants keep the test quick; the scheme is the one every league uses.
const games = loadShippedLeague('nfl').filter((g) => g.season >= 2016 && g.season <= 2019);
const model: TeamSportModel = {
  ...teamSportModel('nfl'),
  variants: [
    { name: 'ridge 2', changes: { ridge: 2 } },
    { name: 'Elo alone, refitted', changes: { features: ['elo'] } },
  ],
};
const selection = teamSportSelection(model);
const SEASON = 2019;

/** Every result of `season` and later turned round (the home side's score swapped with the away side's). */
const reversedFrom = (season: number): LeagueGame[] =>
  games.map((g) => (g.season >= season ? { ...g, homeScore: g.awayScore, awayScore: g.homeScore } : g));

/** What a choice for SEASON read, and whether it stays the same when that season's and later results change. */
function audit(options: NestedOptions) {
  let latestRead = -Infinity;
  const recording: typeof leaguePredictor = (m, constants) => {
    const inner = leaguePredictor(m, constants);
    return {
      ...inner,
      predict(list) {
        for (const g of list) latestRead = Math.max(latestRead, g.season);
        return inner.predict(list);
      },
    };
  };
  const choice = chooseVariant(teamSportSelection(model, recording), games, SEASON, options);
  const other = chooseVariant(selection, reversedFrom(SEASON), SEASON, options);
  return { latestRead, choice, unmoved: JSON.stringify(other) === JSON.stringify(choice) };
}

describe('nested walk-forward model selection', () => {
  it('chooses a season’s variant from earlier seasons only: what comes after cannot move it', () => {
    const { latestRead, choice, unmoved } = audit({});
    expect(latestRead).toBe(SEASON - 1);
    expect(unmoved).toBe(true);
    expect(choice.scoredOn).toEqual([2017, 2018]);
    expect(choice.scores.map((s) => s.variant)).toEqual(['as shipped', 'ridge 2', 'Elo alone, refitted']);
    const best = Math.min(...choice.scores.map((s) => s.brier));
    expect(choice.scores.find((s) => s.variant === choice.variant)!.brier).toBe(best);
  });

  it('catches a planted peek: a choice that reads the season it is made for', () => {
    const peek = audit({ history: (list, season) => list.filter((g) => g.season <= season) });
    expect(peek.latestRead).toBe(SEASON);
    expect(peek.unmoved).toBe(false);
    expect(peek.choice.scoredOn).toContain(SEASON);
  });

  it('predicts the season with the chosen constants, each date from earlier results only', () => {
    const { choice, pHome } = nestedSeason(selection, games, SEASON);
    const own = new Map(
      leaguePredictor(model, choice.constants)
        .predict(games)
        .map((p) => [p.gameId, p.pHome]),
    );
    const ofSeason = games.filter((g) => g.season === SEASON);
    expect(pHome.size).toBe(ofSeason.length);
    for (const g of ofSeason) expect(pHome.get(g.id)).toBe(own.get(g.id));
    // The last date's results hidden: that date's forecasts do not change.
    const last = ofSeason.at(-1)!.date;
    const hidden = games.map((g) => (g.date === last ? { ...g, homeScore: null, awayScore: null } : g));
    const again = nestedSeason(selection, hidden, SEASON).pHome;
    for (const g of ofSeason.filter((x) => x.date === last)) expect(again.get(g.id)).toBe(pHome.get(g.id));
  });

  it('predicts by the Elo formula a season no earlier season can score the menu for', () => {
    const first = chooseVariant(selection, games, 2017);
    expect(first).toMatchObject({ variant: UNTESTED.name, scoredOn: [], scores: [] });
    expect(before(games, 2016)).toEqual([]);
    // The Elo formula: the plain Elo's forecast of every game of the season.
    const elo = new Map(
      eloPredictor(model)
        .predict(games.filter((g) => g.season <= 2017))
        .map((p) => [p.gameId, p.pHome]),
    );
    const { pHome } = nestedSeason(selection, games, 2017);
    for (const [id, p] of pHome) expect(p).toBeCloseTo(elo.get(id)!, 12);
  });
});
