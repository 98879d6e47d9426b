import {
  dateLabel,
  formatGameTime,
  formatLongDate,
  formatMonthDay,
  formatMonthYear,
  formatDayMonthYear,
  parseClockMinutes,
  shiftDate,
  sortByTime,
  timeSortKey,
} from './gameTime';

test('h:mm AM/PM parses to minutes after midnight', () => {
  expect(parseClockMinutes('7:05 PM')).toBe(19 * 60 + 5);
  expect(parseClockMinutes('12:10 PM')).toBe(12 * 60 + 10);
  expect(parseClockMinutes('12:30 am')).toBe(30);
  expect(parseClockMinutes('9:00AM')).toBe(9 * 60);
  expect(parseClockMinutes('13:00 PM')).toBeNull();
  expect(parseClockMinutes('TBD')).toBeNull();
});

test('games sort by time of day; Day game sits at 1 PM, Night game at 7 PM; TBD and unparsable last, in server order', () => {
  const games = ['TBD', 'Night game', '7:10 PM', 'soon', '1:05 PM', 'Day game', '12:35 PM', '7:10 PM'].map(
    (game_time, i) => ({ game_time, i }),
  );
  expect(sortByTime(games).map((g) => `${g.game_time}#${g.i}`)).toEqual([
    '12:35 PM#6',
    'Day game#5',
    '1:05 PM#4',
    'Night game#1',
    '7:10 PM#2',
    '7:10 PM#7',
    'TBD#0',
    'soon#3',
  ]);
});

test('a timestamp game_time sorts and shows in US Eastern', () => {
  // 23:05 UTC in July is 7:05 PM EDT.
  expect(timeSortKey('2023-07-15T23:05:00Z')).toBe(19 * 60 + 5);
  expect(formatGameTime('2023-07-15T23:05:00Z')).toBe('7:05 PM ET');
  // 00:10 UTC in January is 7:10 PM EST the day before.
  expect(formatGameTime('2024-01-10T00:10:00Z')).toBe('7:10 PM ET');
});

test('display of game times', () => {
  expect(formatGameTime('7:05 pm')).toBe('7:05 PM ET');
  expect(formatGameTime('Day game')).toBe('Day game');
  expect(formatGameTime('Night game')).toBe('Night game');
  expect(formatGameTime('')).toBe('TBD');
  expect(formatGameTime('whenever')).toBe('TBD');
});

test('dates: shifting across months and years, labels against the server calendar', () => {
  expect(shiftDate('2023-03-01', -1)).toBe('2023-02-28');
  expect(shiftDate('2024-03-01', -1)).toBe('2024-02-29');
  expect(shiftDate('2023-12-31', 1)).toBe('2024-01-01');
  expect(shiftDate('2023-07-15', -29)).toBe('2023-06-16');
  const calendar = { today: '2023-07-15', yesterday: '2023-07-14' };
  expect(dateLabel('2023-07-15', calendar)).toBe('Today');
  expect(dateLabel('2023-07-14', calendar)).toBe('Yesterday');
  expect(dateLabel('2023-07-04', calendar)).toBe('Jul 4');
  expect(formatLongDate('2023-07-15')).toBe('Saturday, July 15, 2023');
});

test('dates are written as Intl en-US writes them, for every day of a leap year and the next', () => {
  const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  for (let day = 0; day < 366 + 365; day++) {
    const isoDate = shiftDate('2024-01-01', day);
    const date = new Date(`${isoDate}T00:00:00Z`);
    expect(formatLongDate(isoDate)).toBe(long.format(date));
    expect(formatMonthDay(isoDate)).toBe(short.format(date));
    expect(formatMonthYear(isoDate)).toBe(monthYear.format(date));
    expect(formatDayMonthYear(isoDate)).toBe(dayMonthYear.format(date).replace('Sept', 'Sep'));
  }
});
