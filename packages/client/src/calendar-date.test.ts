import {
  formatDayMonthYear,
  formatLongDate,
  formatMonthDay,
  formatMonthYear,
  formatShortMonth,
  shiftDate,
} from './calendar-date';

test('dates: shifting across months and years', () => {
  expect(shiftDate('2023-03-01', -1)).toBe('2023-02-28');
  expect(shiftDate('2024-03-01', -1)).toBe('2024-02-29');
  expect(shiftDate('2023-12-31', 1)).toBe('2024-01-01');
  expect(shiftDate('2023-07-15', -29)).toBe('2023-06-16');
  expect(formatLongDate('2023-07-15')).toBe('Saturday, July 15, 2023');
});

test('dates are written as Intl en-US writes them, for every day of a leap year and the next', () => {
  const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
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
    expect(formatShortMonth(isoDate)).toBe(month.format(date));
    expect(formatDayMonthYear(isoDate)).toBe(dayMonthYear.format(date).replace('Sept', 'Sep'));
  }
});
