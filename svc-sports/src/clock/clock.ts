import { isCalendarDate, SPORTS_TIMEZONE } from '@vantage/contracts/sports';

const easternFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SPORTS_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The US Eastern calendar date of an instant. */
export function easternDate(instant: Date): string {
  return easternFormat.format(instant);
}

export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T12:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** What "today" is: the Eastern date now, or a replayed past date. */
export interface Clock {
  today(): string;
  yesterday(): string;
  readonly replay: boolean;
}

export function createClock(replayDate: string | null, now: () => Date = () => new Date()): Clock {
  if (replayDate !== null && !isCalendarDate(replayDate)) throw new Error(`invalid replay date ${replayDate}`);
  const today = () => replayDate ?? easternDate(now());
  return { today, yesterday: () => addDays(today(), -1), replay: replayDate !== null };
}
