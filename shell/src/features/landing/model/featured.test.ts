import type { ComparisonGame } from '@vantage/contracts/sports';
import {
  featuredGames,
  involvesFavourite,
  landingTrends,
  leagueFavourites,
  leaguesInFavourOrder,
  SPORT_FILTERS,
  sportFilterOf,
  sportFilterPath,
} from './featured';

function game(id: string, home: string, away: string, margin: number, insight = true): ComparisonGame {
  return {
    game_id: id,
    home_team: home,
    away_team: away,
    margin,
    access: { insight, comprehensive_analysis: false, expected_value: false },
  } as ComparisonGame;
}

test('favourite teams match by full name or nickname, any case', () => {
  const yankees = game('a', 'New York Yankees', 'Boston Red Sox', 0);
  expect(involvesFavourite(yankees, ['yankees'])).toBe(true);
  expect(involvesFavourite(yankees, ['Boston Red Sox'])).toBe(true);
  expect(involvesFavourite(yankees, ['Cubs', ''])).toBe(false);
});

test('featured: visible insights first, then favourites, then the clearest calls; limited', () => {
  const games = [
    game('locked', 'Chicago Cubs', 'St. Louis Cardinals', 30, false),
    game('small', 'Houston Astros', 'Texas Rangers', 2),
    game('big', 'Atlanta Braves', 'Los Angeles Angels', 20),
    game('fav', 'New York Yankees', 'Boston Red Sox', 5),
  ];
  expect(featuredGames(games, []).map((g) => g.game_id)).toEqual(['big', 'fav', 'small', 'locked']);
  expect(featuredGames(games, ['Yankees']).map((g) => g.game_id)).toEqual(['fav', 'big', 'small', 'locked']);
  expect(featuredGames(games, [], 2).map((g) => g.game_id)).toEqual(['big', 'fav']);
});

test('two trends, positive first; MLB favourites from the profile', () => {
  const teams = [
    {
      team_name: 'A',
      team_code: 'AAA',
      team_abbreviation: 'AAA',
      is_home: false,
      team_logo: null,
      positive: [],
      negative: ['x — 1-3 (25.0%)'],
    },
    {
      team_name: 'B',
      team_code: 'BBB',
      team_abbreviation: 'BBB',
      is_home: true,
      team_logo: null,
      positive: ['y — 3-1 (75.0%)', 'z — 2-1 (66.7%)'],
      negative: [],
    },
  ];
  expect(landingTrends(teams)).toEqual([
    { team: 'BBB', text: 'y — 3-1 (75.0%)', positive: true },
    { team: 'BBB', text: 'z — 2-1 (66.7%)', positive: true },
  ]);
  expect(leagueFavourites('mlb', { mlb: ['Yankees'], NBA: ['Knicks'] })).toEqual(['Yankees']);
  expect(leagueFavourites('nba', { mlb: ['Yankees'], NBA: ['Knicks'] })).toEqual(['Knicks']);
  expect(leagueFavourites('mlb', undefined)).toEqual([]);
});

test('under All Sports the favourite sports come first, then the leagues of favourite teams', () => {
  expect(leaguesInFavourOrder(['NHL', 'MLS', 'NBA'], { NFL: ['Bills'] })).toEqual(['nhl', 'nba', 'nfl', 'mlb']);
  expect(leaguesInFavourOrder(undefined, undefined)).toEqual(['mlb', 'nba', 'nfl', 'nhl']);
});

test('each sport of the filter is a URL that shows it; anything else shows All Sports', () => {
  for (const sport of SPORT_FILTERS)
    expect(sportFilterOf(new URL(sportFilterPath(sport), 'http://x').search)).toBe(sport);
  expect(sportFilterOf('?sport=cricket')).toBe('all');
  expect(sportFilterOf('?sport=NHL')).toBe('nhl');
});
