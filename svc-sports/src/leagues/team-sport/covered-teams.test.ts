// The teams a member may choose as favourites (packages/contracts/src/league-teams.ts, which svc-auth checks
// against) are the teams this service knows today: the same codes and full names, league by league.
import { COVERED_TEAMS } from '@vantage/contracts/league-teams';
import { loadTeams } from '../mlb/reference';
import { teamSportLeagues } from '../registry';

const byCode = (teams: readonly { code: string; name: string }[]) =>
  Object.fromEntries(teams.map(({ code, name }) => [code, name]));

test.each(teamSportLeagues().map((l) => [l.id, l] as const))(
  '%s: the favourites offered are the league’s teams',
  (id, league) => {
    expect(byCode(COVERED_TEAMS[id])).toEqual(byCode(league.engine.model.teams));
  },
);

test('mlb: the favourites offered are the teams of teams.csv, with their abbreviations', () => {
  const teams = loadTeams();
  expect(byCode(COVERED_TEAMS.mlb)).toEqual(byCode(teams));
  expect(COVERED_TEAMS.mlb.map(({ code, abbreviation }) => [code, abbreviation]).sort()).toEqual(
    teams.map(({ code, abbreviation }) => [code, abbreviation]).sort(),
  );
});
