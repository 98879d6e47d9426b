import { formatGameStart } from './game-start';
import { SPORTS_TIMEZONE } from '@vantage/contracts/sports-rules';

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

test('the Eastern clock is the one Intl reads in America/New_York, every half hour of 2010–2030', () => {
  const intl = new Intl.DateTimeFormat('en-US', {
    timeZone: SPORTS_TIMEZONE,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  const from = Date.UTC(2010, 0, 1);
  const until = Date.UTC(2031, 0, 1);
  for (let time = from; time < until; time += 30 * 60_000) {
    const start_time = new Date(time).toISOString();
    const shown = formatGameStart({ start_time, start_kind: 'time' });
    if (shown !== `${intl.format(new Date(time))} ET`) throw new Error(`${start_time}: ${shown}`);
  }
});
