// How a game's start reads on every screen: the server sends the instant and its kind (product rules §3); the
// screens only format it, in US Eastern like every time of the product.
import type { GameStart } from '@vantage/contracts/sports';
import { SPORTS_TIMEZONE } from '@vantage/contracts/sports-rules';

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

const LABELS = { day: 'Day game', night: 'Night game', tbd: 'TBD' } as const;

/** '7:05 PM ET', 'Day game', 'Night game' or 'TBD'. */
export function formatGameStart({ start_time, start_kind }: GameStart): string {
  if (start_kind === 'time' && start_time) return `${easternClock().format(new Date(start_time))} ET`;
  return LABELS[start_kind === 'time' ? 'tbd' : start_kind];
}
