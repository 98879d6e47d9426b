import { formatGameStart } from './game-start';

test('a start instant reads as the US Eastern clock time, in summer and in winter', () => {
  expect(formatGameStart({ start_time: '2023-07-15T23:05:00Z', start_kind: 'time' })).toBe('7:05 PM ET');
  expect(formatGameStart({ start_time: '2024-01-10T00:10:00Z', start_kind: 'time' })).toBe('7:10 PM ET');
  expect(formatGameStart({ start_time: '2024-08-13T13:10:00-05:00', start_kind: 'time' })).toBe('2:10 PM ET');
});

test('without an instant the kind says what is known', () => {
  expect(formatGameStart({ start_time: null, start_kind: 'day' })).toBe('Day game');
  expect(formatGameStart({ start_time: null, start_kind: 'night' })).toBe('Night game');
  expect(formatGameStart({ start_time: null, start_kind: 'tbd' })).toBe('TBD');
  expect(formatGameStart({ start_time: null, start_kind: 'time' })).toBe('TBD');
});
