// Game times and dates. Every date and time of the product is US Eastern (product rules §4/§9), and "today" is the
// server's calendar date (GET /api/mlb/calendar/), never the browser's clock: the demo replays a past date.
import { SPORTS_TIMEZONE } from '@vantage/contracts/sports-rules';

const CLOCK_TIME = /^(\d{1,2}):(\d{2})\s*([AP])\.?M\.?$/i;
/** Retrosheet knows only whether a game was played by day or at night. */
export const DAY_GAME = 'Day game';
export const NIGHT_GAME = 'Night game';
// Where those labels sit among real start times: typical MLB first pitches (1:05 PM, 7:05 PM). The half
// minute keeps a labelled game after a real start time at the same minute.
const DAY_GAME_MINUTES = 13 * 60 + 0.5;
const NIGHT_GAME_MINUTES = 19 * 60 + 0.5;

/** Minutes after midnight of a 'h:mm AM/PM' time, else null. */
export function parseClockMinutes(text: string): number | null {
  const match = CLOCK_TIME.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours < 1 || hours > 12 || minutes > 59) return null;
  const pm = match[3].toUpperCase() === 'P';
  return ((hours % 12) + (pm ? 12 : 0)) * 60 + minutes;
}

// Made on first use, not when this module loads: the first Intl.DateTimeFormat of a page loads the browser's
// locale and time-zone data (a long task on a phone), and only live games have a clock time.
let easternClockFormat: Intl.DateTimeFormat | undefined;
const easternClock = () =>
  (easternClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SPORTS_TIMEZONE,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }));

/** An ISO timestamp (the spec allows one in game_time) as 'h:mm AM/PM' US Eastern, else null. */
function timestampClock(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : easternClock().format(date);
}

/**
 * Sort key of a game_time (product rules §5): time of day parsed from 'h:mm AM/PM'; 'Day game' before 'Night game';
 * TBD or anything unparsable last.
 */
export function timeSortKey(gameTime: string): number {
  const text = timestampClock(gameTime) ?? gameTime.trim();
  const minutes = parseClockMinutes(text);
  if (minutes !== null) return minutes;
  if (text.toLowerCase() === DAY_GAME.toLowerCase()) return DAY_GAME_MINUTES;
  if (text.toLowerCase() === NIGHT_GAME.toLowerCase()) return NIGHT_GAME_MINUTES;
  return Number.POSITIVE_INFINITY;
}

/** Games ordered by time of day (stable: equal times keep the server's order). */
export function sortByTime<T extends { game_time: string }>(games: readonly T[]): T[] {
  return games
    .map((game, index) => ({ game, index, key: timeSortKey(game.game_time) }))
    .sort((a, b) => (a.key === b.key ? a.index - b.index : a.key < b.key ? -1 : 1))
    .map(({ game }) => game);
}

/** What the card shows: '7:05 PM ET', 'Day game', 'Night game' or 'TBD'. */
export function formatGameTime(gameTime: string): string {
  const text = timestampClock(gameTime) ?? gameTime.trim();
  const minutes = parseClockMinutes(text);
  if (minutes !== null) {
    const hours = Math.floor(minutes / 60);
    const clock = `${hours % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
    return `${clock} ET`;
  }
  if ([DAY_GAME, NIGHT_GAME].some((label) => label.toLowerCase() === text.toLowerCase())) return text;
  return 'TBD';
}

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic, no time zone involved). */
export function shiftDate(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

// Calendar dates are written from fixed English names, not with Intl (see easternClock): it was a long task
// in the middle of the dashboard's first render.
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

/** 'Jul 15' */
export function formatMonthDay(isoDate: string): string {
  const date = utcDate(isoDate);
  return `${MONTHS[date.getUTCMonth()].slice(0, 3)} ${date.getUTCDate()}`;
}

/** '2 Aug 2023' */
export function formatDayMonthYear(isoDate: string): string {
  const date = utcDate(isoDate);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()].slice(0, 3)} ${date.getUTCFullYear()}`;
}

/** 'Jul 2023' */
export function formatMonthYear(isoDate: string): string {
  const date = utcDate(isoDate);
  return `${MONTHS[date.getUTCMonth()].slice(0, 3)} ${date.getUTCFullYear()}`;
}

/** 'Saturday, July 15, 2023' */
export function formatLongDate(isoDate: string): string {
  const date = utcDate(isoDate);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The card's date label: Today, Yesterday, or the short month and day. */
export function dateLabel(gameDate: string, calendar: { today: string; yesterday: string }): string {
  if (gameDate === calendar.today) return 'Today';
  if (gameDate === calendar.yesterday) return 'Yesterday';
  return formatMonthDay(gameDate);
}
