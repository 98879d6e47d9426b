import { dashboardLeague } from './league';

test('the URL names the league; else the first covered favourite sport, else a favourite team’s league, else MLB', () => {
  const fan = { favorite_sports: ['MLS', 'NHL', 'NBA'] as never, favorite_teams: { NBA: ['Lakers'] } };
  expect(dashboardLeague('nfl', fan)).toBe('nfl');
  expect(dashboardLeague(null, fan)).toBe('nhl');
  expect(dashboardLeague('cricket', fan)).toBe('nhl');
  expect(
    dashboardLeague(null, {
      favorite_sports: ['MLS'] as never,
      favorite_teams: { MLS: ['LAFC'], NFL: ['Bills'] } as never,
    }),
  ).toBe('nfl');
  expect(dashboardLeague(null, { favorite_sports: [], favorite_teams: { NFL: [] } })).toBe('mlb');
  expect(dashboardLeague(null, undefined)).toBe('mlb');
});
