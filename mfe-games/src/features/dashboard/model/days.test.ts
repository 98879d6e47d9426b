import { listGame } from '@vantage/contracts/testing/games';
import { dayCountText, isDayLoading } from './days';

const all = () => true;

test("today's count line counts every game, yesterday's only the completed ones", () => {
  const games = [
    listGame({ game_id: 'a', game_status: 'completed' }),
    listGame({ game_id: 'b', game_status: 'postponed' }),
    listGame({ game_id: 'c', game_status: 'completed' }),
  ];
  expect(dayCountText('today', games, all)).toBe('3 games today');
  expect(dayCountText('yesterday', games, all)).toBe('2 games completed');
  expect(dayCountText('today', games.slice(0, 1), all)).toBe('1 game today');
  expect(dayCountText('yesterday', games.slice(1, 2), all)).toBe('0 games completed');
});

test('the count line follows the filters: what they leave of the day', () => {
  const games = [
    listGame({ game_id: 'a', home_team_code: 'NYA' }),
    listGame({ game_id: 'b', home_team_code: 'BOS' }),
    listGame({ game_id: 'c', home_team_code: 'SEA' }),
  ];
  const yankees = (game: { home_team_code: string }) => game.home_team_code === 'NYA';
  expect(dayCountText('today', games, yankees)).toBe('1 of 3 games today');
  expect(dayCountText('today', games, () => false)).toBe('0 of 3 games today');
});

test('the count line waits for the list', () => {
  expect(dayCountText('today', undefined, all)).toBeUndefined();
  expect(dayCountText('yesterday', undefined, all)).toBeUndefined();
});

test('a tab loads while the calendar or its list is on the way, not once either has failed', () => {
  const calendarLoading = { isLoading: true };
  const calendarIn = { isLoading: false };
  expect(isDayLoading(calendarLoading, undefined, {})).toBe(true);
  expect(isDayLoading(calendarIn, undefined, {})).toBe(true);
  expect(isDayLoading(calendarIn, [], {})).toBe(false);
  expect(isDayLoading(calendarIn, undefined, { error: { status: 500 } })).toBe(false);
  // The day's query stays skipped after a failed calendar: its error shows, not skeletons.
  expect(isDayLoading({ isLoading: false, error: { status: 503 } }, undefined, {})).toBe(false);
});
