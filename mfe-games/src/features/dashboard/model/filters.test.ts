import { listGame } from '@vantage/contracts/testing/games';
import { activeFilterCount, matchesFilters, NO_FILTERS, showsExpectedValues, teamsPlaying } from './filters';

const games = [
  listGame({ game_id: 'a', confidence: 'high', home_ev: 2, away_ev: -4 }),
  listGame({
    game_id: 'b',
    home_team: 'Chicago Cubs',
    away_team: 'St. Louis Cardinals',
    confidence: 'low',
    home_ev: -1,
    away_ev: -2,
  }),
  listGame({
    game_id: 'c',
    home_team: 'Boston Red Sox',
    away_team: 'Chicago Cubs',
    confidence: 'high',
    home_ev: null,
    away_ev: null,
  }),
];
const ids = (filters = NO_FILTERS) => games.filter((game) => matchesFilters(game, filters)).map((game) => game.game_id);

test('no filters keep every game', () => {
  expect(ids()).toEqual(['a', 'b', 'c']);
  expect(activeFilterCount(NO_FILTERS)).toBe(0);
});

test('team matches home or away; confidence; positive EV on either side; filters combine', () => {
  expect(ids({ ...NO_FILTERS, team: 'Chicago Cubs' })).toEqual(['b', 'c']);
  expect(ids({ ...NO_FILTERS, confidence: 'high' })).toEqual(['a', 'c']);
  expect(ids({ ...NO_FILTERS, positiveEv: true })).toEqual(['a']);
  const both = { team: 'Boston Red Sox', confidence: 'high' as const, positiveEv: true };
  expect(ids(both)).toEqual(['a']);
  expect(activeFilterCount(both)).toBe(3);
});

test('teams playing, once each, alphabetical', () => {
  expect(teamsPlaying(games)).toEqual(['Boston Red Sox', 'Chicago Cubs', 'New York Yankees', 'St. Louis Cardinals']);
});

test('"Positive EV only" is offered when the tier shows any game\'s expected value', () => {
  const hidden = (game: (typeof games)[number]) => ({ ...game, access: { ...game.access, expected_value: false } });
  expect(showsExpectedValues(games)).toBe(true);
  expect(showsExpectedValues(games.map(hidden))).toBe(false);
  expect(showsExpectedValues([hidden(games[0]), games[1]])).toBe(true);
  expect(showsExpectedValues([])).toBe(false);
});
