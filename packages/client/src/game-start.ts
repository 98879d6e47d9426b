// How a game's start reads on every screen: the server sends the instant and its kind (product rules §3); the
// screens only format it, in US Eastern (SPORTS_TIMEZONE) like every time of the product.
import type { GameStart } from '@vantage/contracts/sports';
import { START_KIND_WORDS } from '@vantage/contracts/sports-rules';

// The Eastern clock is worked out here rather than with Intl.DateTimeFormat: a page's first Intl formatter
// loads the browser's locale and time-zone data, an 80 ms task on a phone (4× CPU) in the middle of the first
// render of every screen that lists games. The rule is the federal one since 2007: Eastern Daylight Time
// (UTC−4) from the second Sunday of March at 2:00 EST to the first Sunday of November at 2:00 EDT, Eastern
// Standard Time (UTC−5) otherwise. The unit test holds it to Intl's America/New_York for every half hour of
// two decades, so a change of the rule in the time-zone database fails it.
const HOUR_MS = 3_600_000;

/** The day of the month of `month`'s `nth` Sunday (month 0–11). */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (nth - 1) * 7;
}

/** Hours from UTC to US Eastern at an instant: −4 in daylight time, −5 otherwise. */
function easternOffsetHours(instant: Date): number {
  const year = instant.getUTCFullYear();
  const daylightFrom = Date.UTC(year, 2, nthSunday(year, 2, 2), 2 + 5);
  const daylightUntil = Date.UTC(year, 10, nthSunday(year, 10, 1), 2 + 4);
  const time = instant.getTime();
  return time >= daylightFrom && time < daylightUntil ? -4 : -5;
}

/** '7:05 PM': the US Eastern wall-clock time of an instant. */
function easternClock(instant: Date): string {
  const eastern = new Date(instant.getTime() + easternOffsetHours(instant) * HOUR_MS);
  const hours = eastern.getUTCHours();
  const minutes = String(eastern.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** '7:05 PM ET', 'Day game', 'Night game', 'Time not recorded' (a replayed game without a time) or 'TBD'. */
export function formatGameStart({ start_time, start_kind }: GameStart): string {
  if (start_kind === 'time' && start_time) return `${easternClock(new Date(start_time))} ET`;
  return START_KIND_WORDS[start_kind === 'time' ? 'tbd' : start_kind];
}
