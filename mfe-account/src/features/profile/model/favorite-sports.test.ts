import {
  addSport,
  addTeam,
  availableSports,
  removeSport,
  removeTeam,
  shownTeams,
  type FavoriteSelection,
} from './favorite-sports';

const NONE: FavoriteSelection = { favorite_sports: [], favorite_teams: {} };
const MLB_YANKEES: FavoriteSelection = { favorite_sports: ['MLB'], favorite_teams: { MLB: ['Yankees'] } };

describe('sports', () => {
  test('only sports of the list that are not chosen yet are offered and added', () => {
    expect(availableSports(['MLB', 'NBA'])).toEqual(['NFL', 'NHL']);
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

  test('removes one team, with every stored name it stands for', () => {
    const both: FavoriteSelection = { favorite_sports: ['MLB'], favorite_teams: { MLB: ['Braves', 'Atlanta Braves'] } };
    const [braves] = shownTeams(both.favorite_teams.MLB!, MLB_TEAMS);
    expect(removeTeam(both, 'MLB', braves).favorite_teams).toEqual({ MLB: [] });
  });
});

const MLB_TEAMS = [
  // As the API lists them: no nickname field.
  { name: 'Atlanta Braves', city: 'Atlanta', abbreviation: 'ATL' },
  { name: 'New York Yankees', city: 'New York', abbreviation: 'NYY' },
  { name: 'New York Mets', city: 'New York', abbreviation: 'NYM' },
];

describe('stored names, typed before the picker', () => {
  test('read as the real team they name, one entry per team; a name of no team stays, marked', () => {
    expect(shownTeams(['Braves', 'Atlanta Braves', 'New York', 'Bravehearts'], MLB_TEAMS)).toEqual([
      { name: 'Atlanta Braves', stored: ['Braves', 'Atlanta Braves'], known: true },
      { name: 'New York', stored: ['New York'], known: false },
      { name: 'Bravehearts', stored: ['Bravehearts'], known: false },
    ]);
  });

  test('only the leagues Vantage covers are offered', () => {
    expect(availableSports(['MLB'])).toEqual(['NFL', 'NBA', 'NHL']);
  });
});
