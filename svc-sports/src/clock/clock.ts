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

/** The instant a US Eastern calendar date begins (midnight is never skipped nor repeated by daylight saving). */
export function easternStartOf(date: string): Date {
  const daylight = new Date(`${date}T04:00:00Z`);
  return easternDate(daylight) === date ? daylight : new Date(`${date}T05:00:00Z`);
}

/** What "today" is: the Eastern date now, or a replayed past date. */
export interface Clock {
  today(): string;
  yesterday(): string;
  /** The instant now: the real one, or, replaying, the start of the replayed day (its games not yet begun). */
  now(): Date;
  readonly replay: boolean;
}

export function createClock(replayDate: string | null, now: () => Date = () => new Date()): Clock {
  if (replayDate !== null && !isCalendarDate(replayDate)) throw new Error(`invalid replay date ${replayDate}`);
  const today = () => replayDate ?? easternDate(now());
  return {
    today,
    yesterday: () => addDays(today(), -1),
    now: () => (replayDate === null ? now() : easternStartOf(replayDate)),
    replay: replayDate !== null,
  };
}
