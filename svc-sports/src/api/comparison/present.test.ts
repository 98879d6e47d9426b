import { compareGames, gameStart, gameTime } from './present';
import type { GameRecord } from './repository';

test('a known first pitch is sent as an instant; without one, what the record says', () => {
  const start = gameStart(new Date('2024-07-15T23:05:00Z'), 'N', true);
  expect(start).toEqual({ start_time: '2024-07-15T23:05:00.000Z', start_kind: 'time' });
  expect(gameTime(start)).toBe('7:05 PM');
  expect(gameStart(null, 'D', true)).toEqual({ start_time: null, start_kind: 'day' });
  expect(gameStart(null, 'N', false)).toEqual({ start_time: null, start_kind: 'night' });
  // A replayed game whose record has no time (the NBA's) says so; a live game without one is still to be set.
  expect(gameStart(null, null, true)).toEqual({ start_time: null, start_kind: 'unrecorded' });
  expect(gameTime(gameStart(null, null, true))).toBe('Time not recorded');
  expect(gameStart(null, null, false)).toEqual({ start_time: null, start_kind: 'tbd' });
  expect(gameTime(gameStart(null, null, false))).toBe('TBD');
});

test("a day's list is in start order: first pitches in time, then day games, night games, unknown starts", () => {
  const record = (id: string, startTime: string | null, dayNight: 'D' | 'N' | null, gameNumber = 0) =>
    ({
      game: { id, startTime: startTime ? new Date(startTime) : null, dayNight, gameNumber },
    }) as unknown as GameRecord;
  const games = [
    record('tbd', null, null),
    record('night-2', null, 'N', 2),
    record('late', '2024-08-13T23:10:00Z', 'N'),
    record('day', null, 'D'),
    record('night-1', null, 'N', 1),
    record('early', '2024-08-13T17:05:00Z', 'D'),
  ];
  expect(games.sort(compareGames).map((r) => r.game.id)).toEqual(['early', 'late', 'day', 'night-1', 'night-2', 'tbd']);
});
