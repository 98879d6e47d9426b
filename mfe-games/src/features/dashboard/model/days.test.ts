import { listGame } from '@vantage/contracts/testing/games';
import { dayCountText, isDayLoading } from './days';

test("today's count line counts every game, yesterday's only the completed ones", () => {
  const games = [
    listGame({ game_id: 'a', game_status: 'completed' }),
    listGame({ game_id: 'b', game_status: 'postponed' }),
    listGame({ game_id: 'c', game_status: 'completed' }),
  ];
  expect(dayCountText('today', games)).toBe('3 games today');
  expect(dayCountText('yesterday', games)).toBe('2 games completed');
  expect(dayCountText('today', games.slice(0, 1))).toBe('1 game today');
  expect(dayCountText('yesterday', games.slice(1, 2))).toBe('0 games completed');
});

test('the count line waits for the list', () => {
  expect(dayCountText('today', undefined)).toBeUndefined();
  expect(dayCountText('yesterday', undefined)).toBeUndefined();
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
