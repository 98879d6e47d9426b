import { isCalendarDate } from '@vantage/contracts/sports';
import { addDays, createClock, easternDate } from './clock';

describe('clock', () => {
  it('uses the US Eastern date, not UTC', () => {
    // 03:30 UTC on 1 August is still 31 July in New York (EDT, UTC-4).
    expect(easternDate(new Date('2023-08-01T03:30:00Z'))).toBe('2023-07-31');
    expect(easternDate(new Date('2023-12-01T04:59:00Z'))).toBe('2023-11-30'); // EST, UTC-5
    const clock = createClock(null, () => new Date('2023-08-01T03:30:00Z'));
    expect([clock.today(), clock.yesterday(), clock.replay]).toEqual(['2023-07-31', '2023-07-30', false]);
  });

  it('replays a fixed date', () => {
    const clock = createClock('2023-03-01');
    expect([clock.today(), clock.yesterday(), clock.replay]).toEqual(['2023-03-01', '2023-02-28', true]);
    expect(() => createClock('2023-02-30')).toThrow(/invalid replay date/);
    // On the eve of its date: a minute before midnight in New York, before any of the date's games.
    expect(clock.now().toISOString()).toBe('2023-03-01T04:59:00.000Z');
    expect(createClock('2023-08-01').now().toISOString()).toBe('2023-08-01T03:59:00.000Z');
  });

  it('validates and shifts calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-8-1')).toBe(false);
    // JavaScript has a year 0; PostgreSQL does not.
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(isCalendarDate('0001-01-01')).toBe(true);
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-11-05', 1)).toBe('2023-11-06');
  });
});
