import { gameStart } from './present';

test('a known first pitch is sent as an instant; without one, what the record says', () => {
  expect(gameStart(new Date('2024-07-15T23:05:00Z'), 'N')).toEqual({
    start_time: '2024-07-15T23:05:00.000Z',
    start_kind: 'time',
  });
  expect(gameStart(null, 'D')).toEqual({ start_time: null, start_kind: 'day' });
  expect(gameStart(null, 'N')).toEqual({ start_time: null, start_kind: 'night' });
  expect(gameStart(null, null)).toEqual({ start_time: null, start_kind: 'tbd' });
});
