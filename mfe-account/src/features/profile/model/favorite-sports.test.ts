import { addSport, addTeam, availableSports, removeSport, removeTeam, type FavoriteSelection } from './favorite-sports';

const NONE: FavoriteSelection = { favorite_sports: [], favorite_teams: {} };
const MLB_YANKEES: FavoriteSelection = { favorite_sports: ['MLB'], favorite_teams: { MLB: ['Yankees'] } };

describe('sports', () => {
  test('only sports of the list that are not chosen yet are offered and added', () => {
    expect(availableSports(['MLB', 'NBA'])).toEqual(['NFL', 'NHL', 'MLS', 'WNBA', 'NCAA Football', 'NCAA Basketball']);
    expect(addSport(NONE, 'MLB').favorite_sports).toEqual(['MLB']);
    expect(addSport(MLB_YANKEES, 'MLB')).toBe(MLB_YANKEES);
    expect(addSport(NONE, 'Cricket')).toBe(NONE);
  });

  test('removing a sport removes its teams', () => {
    const both: FavoriteSelection = {
      favorite_sports: ['MLB', 'NBA'],
      favorite_teams: { MLB: ['Yankees'], NBA: ['Knicks'] },
    };
    expect(removeSport(both, 'MLB')).toEqual({ favorite_sports: ['NBA'], favorite_teams: { NBA: ['Knicks'] } });
  });
});

describe('teams', () => {
  test('adds a trimmed name', () => {
    expect(addTeam(MLB_YANKEES, 'MLB', '  Red Sox ')).toEqual({
      selection: { favorite_sports: ['MLB'], favorite_teams: { MLB: ['Yankees', 'Red Sox'] } },
    });
  });

  test('refuses empty and duplicate names (ignoring case)', () => {
    expect(addTeam(MLB_YANKEES, 'MLB', '   ')).toEqual({ error: 'Team names cannot be empty.' });
    expect(addTeam(MLB_YANKEES, 'MLB', 'yankees')).toEqual({ error: 'Each team can be added only once per sport.' });
  });

  test('removes one team', () => {
    expect(removeTeam(MLB_YANKEES, 'MLB', 'Yankees').favorite_teams).toEqual({ MLB: [] });
  });
});
