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

const easternHour = new Intl.DateTimeFormat('en-US', { timeZone: SPORTS_TIMEZONE, hour: 'numeric', hourCycle: 'h23' });

/** The first instant of an Eastern calendar date (midnight in New York, EST or EDT). */
export function dayOpening(date: string): Date {
  for (const offset of [4, 5]) {
    const t = new Date(Date.parse(`${date}T00:00:00Z`) + offset * 3_600_000);
    if (easternDate(t) === date && Number(easternHour.format(t)) === 0) return t;
  }
  throw new Error(`no Eastern midnight on ${date}`);
}

/** A replay's instant: the eve of its date, a minute before it begins, when every game of the date is ahead. */
export function replayInstant(date: string): Date {
  return new Date(dayOpening(date).getTime() - 60_000);
}

/** What "today" is: the Eastern date now, or a replayed past date. */
export interface Clock {
  today(): string;
  yesterday(): string;
  /** The clock's instant: the real time, or a replay's (replayInstant of its date). */
  now(): Date;
  readonly replay: boolean;
}

export function createClock(replayDate: string | null, now: () => Date = () => new Date()): Clock {
  if (replayDate !== null && !isCalendarDate(replayDate)) throw new Error(`invalid replay date ${replayDate}`);
  const today = () => replayDate ?? easternDate(now());
  return {
    today,
    yesterday: () => addDays(today(), -1),
    now: replayDate === null ? now : () => replayInstant(replayDate),
    replay: replayDate !== null,
  };
}
