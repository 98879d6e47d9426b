import fs from 'node:fs';
import path from 'node:path';
import { LEAGUES } from '@vantage/contracts/sports-rules';
import type { League } from './league';
import { LEAGUE_REGISTRY, leagueOf } from './registry';

/** The members every league object must have (the League interface, checked at run time too). */
const MEMBERS: (keyof League)[] = [
  'id',
  'profile',
  'teams',
  'seed',
  'computeInput',
  'computeRows',
  'backtest',
  'pooledBacktest',
  'seasonSides',
  'feed',
];

describe('the league registry', () => {
  it('lists each league of the contracts exactly once, in their order', () => {
    expect(LEAGUE_REGISTRY.map((l) => l.id)).toEqual([...LEAGUES]);
    expect(new Set(LEAGUE_REGISTRY).size).toBe(LEAGUES.length);
  });

  it('holds one folder per league, each exporting the object the registry lists', async () => {
    const folders = fs
      .readdirSync(__dirname, { withFileTypes: true })
      // fixtures/ is the snapshot's; team-sport/ the engine the NBA, NFL and NHL share, no league of its own.
      .filter((e) => e.isDirectory() && !['fixtures', 'team-sport'].includes(e.name))
      .map((e) => e.name)
      .sort();
    expect(folders).toEqual([...LEAGUES].sort());
    for (const id of LEAGUES) {
      const module = (await import(path.join(__dirname, id, 'league'))) as Record<string, League>;
      expect(module[id]).toBe(leagueOf(id));
    }
  });

  it.each(LEAGUES)('%s satisfies the League interface, with its own profile', async (id) => {
    const league = leagueOf(id);
    for (const member of MEMBERS) expect(league[member]).toBeDefined();
    for (const member of MEMBERS.filter((m) => m !== 'id' && m !== 'profile'))
      expect(typeof league[member]).toBe('function');
    expect(league.id).toBe(id);
    expect(league.profile.league).toBe(id);
    // The profile is the one its folder's profile.ts defines: no other list of leagues holds one.
    const profile = (await import(path.join(__dirname, id, 'profile'))) as Record<string, unknown>;
    expect(profile[`${id.toUpperCase()}_PROFILE`]).toBe(league.profile);
    // Its teams are read from the shipped data: the API's lookup finds a code by itself.
    const teams = league.teams(path.resolve(__dirname, '../../data'));
    expect(teams.teams.length).toBeGreaterThanOrEqual(30);
    expect(teams.get(teams.teams[0].code)).toEqual(teams.teams[0]);
  });

  it('says which league it does not know', () => {
    expect(() => leagueOf('cricket')).toThrow('unknown league "cricket" (one of mlb, nba, nfl, nhl)');
  });
});
