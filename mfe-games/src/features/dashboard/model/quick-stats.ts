// Quick Stats from recorded predictions (every figure computed, none hard-coded).
import type { Performance } from '@vantage/contracts/sports';
import { LEAGUE_LABELS, type League } from '@vantage/contracts/sports-rules';
import { formatMonthYear } from '@vantage/client/calendar-date';

/** The spans of "This Week" and "30-day accuracy". */
export const QUICK_STATS_DAYS = { week: 7, month: 30 };

/** 'W-L (P%)' of the scored, non-neutral predictions, or null when none were scored. */
export function recordText(performance: Pick<Performance, 'counted' | 'correct'>): string | null {
  if (performance.counted === 0) return null;
  const losses = performance.counted - performance.correct;
  const percent = ((100 * performance.correct) / performance.counted).toFixed(1);
  return `${performance.correct}-${losses} (${percent}%)`;
}

/** 'NBA (61%)': the shown league's accuracy over the period. */
export function leagueAccuracyText(league: League, performance: Pick<Performance, 'accuracy'>): string | null {
  if (performance.accuracy === null) return null;
  return `${LEAGUE_LABELS[league]} (${Math.round(performance.accuracy * 100)}%)`;
}

/** "Member since" from the profile's created_at: 'Jul 2023', or a dash. */
export function memberSince(createdAt: string | null | undefined): string {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return '—';
  return formatMonthYear(date.toISOString().slice(0, 10));
}
