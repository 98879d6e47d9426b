import { teamAbbreviation } from './teams';

test('a side is labelled with the abbreviation fans know, not the historical code', () => {
  const game = {
    home_team_code: 'SDN',
    away_team_code: 'ANA',
    home_team_abbreviation: 'SD',
    away_team_abbreviation: 'LAA',
  };
  expect([teamAbbreviation(game, 'away'), teamAbbreviation(game, 'home')]).toEqual(['LAA', 'SD']);
  expect(teamAbbreviation({ home_team_code: 'NYA' }, 'home')).toBe('NYA');
});
