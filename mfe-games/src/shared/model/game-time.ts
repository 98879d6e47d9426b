// The game card's date label. Calendar dates are written by @vantage/client/calendar-date.
import { formatMonthDay } from '@vantage/client/calendar-date';

/** The card's date label: Today, Yesterday, or the short month and day. */
export function dateLabel(gameDate: string, calendar: { today: string; yesterday: string }): string {
  if (gameDate === calendar.today) return 'Today';
  if (gameDate === calendar.yesterday) return 'Yesterday';
  return formatMonthDay(gameDate);
}
