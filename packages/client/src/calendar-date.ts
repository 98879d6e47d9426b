// How every screen writes a calendar date (YYYY-MM-DD). Every date of the product is US Eastern (product rules
// §4/§9), and "today" is the server's calendar date (GET /api/<league>/calendar/), never the browser's clock: the
// demo replays a past date. A game's start time is @vantage/client/game-start's.

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic, no time zone involved). */
export function shiftDate(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

// Written from fixed English names, not with Intl: the first formatter of a page loads the browser's locale
// data, a long task in the middle of a first render on a phone.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function utcDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

const shortMonth = (date: Date) => MONTHS[date.getUTCMonth()].slice(0, 3);

/** 'Jul' */
export function formatShortMonth(isoDate: string): string {
  return shortMonth(utcDate(isoDate));
}

/** 'Jul 15' */
export function formatMonthDay(isoDate: string): string {
  const date = utcDate(isoDate);
  return `${shortMonth(date)} ${date.getUTCDate()}`;
}

/** '2 Aug 2023' */
export function formatDayMonthYear(isoDate: string): string {
  const date = utcDate(isoDate);
  return `${date.getUTCDate()} ${shortMonth(date)} ${date.getUTCFullYear()}`;
}

/** 'Jul 2023' */
export function formatMonthYear(isoDate: string): string {
  const date = utcDate(isoDate);
  return `${shortMonth(date)} ${date.getUTCFullYear()}`;
}

/** 'Saturday, July 15, 2023' */
export function formatLongDate(isoDate: string): string {
  const date = utcDate(isoDate);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
