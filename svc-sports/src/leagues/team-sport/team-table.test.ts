import { teamSportLeagues } from '../registry';
import { teamTable } from './team-table';
import { NFL_TEAMS } from '../nfl/profile';
import { TeamIndex } from './teams';

describe("each league's team table (its folder's teams.json)", () => {
  it.each(teamSportLeagues().map((league) => [league.id, league] as const))(
    '%s: its object carries it, one row per code, every spelling found',
    (id, league) => {
      const { teams } = league.engine.model;
      const codes = teams.map((t) => t.code);
      expect(new Set(codes).size).toBe(codes.length);
      const index = new TeamIndex(id, teams);
      for (const team of teams) {
        expect(team.league).toBe(id);
        for (const spelling of [team.name, ...(team.aliases ?? []), ...(team.history ?? []).map((h) => h.code)])
          expect([spelling, index.franchise(spelling)]).toEqual([spelling, team.code]);
      }
    },
  );

  it('reads moves and renames as the season they applied in', () => {
    const nfl = new TeamIndex('nfl', NFL_TEAMS);
    expect(nfl.in('Oakland Raiders', 2019)).toMatchObject({ franchise: 'LV', code: 'OAK', city: 'Oakland' });
    expect(nfl.in('OAK', 2020)).toMatchObject({ franchise: 'LV', code: 'LV', city: 'Las Vegas' });
  });

  it('refuses a malformed table, naming the league and the field', () => {
    const row = ['AAA', 'Here', 'Team', 'East', 'North', 40, -75, -5];
    expect(teamTable('nba', { teams: [row], changes: [] })).toEqual([
      expect.objectContaining({ league: 'nba', code: 'AAA', name: 'Here Team', lat: 40, utcOffset: -5 }),
    ]);
    expect(() => teamTable('nba', { teams: [row.slice(0, 7)], changes: [] })).toThrow(
      /^nba: teams\.json does not read: .*\n.*at teams\[0\]/,
    );
    expect(() => teamTable('nhl', { teams: [row], changes: [{ code: 'BBB', aliases: ['B'] }] })).toThrow(
      'nhl: teams.json changes BBB, no team of its table',
    );
  });
});
