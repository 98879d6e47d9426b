// Quick Stats from recorded predictions (every figure computed, none hard-coded).
import type { Performance } from '@vantage/contracts/sports';
import { LEAGUE_LABELS, type League } from '@vantage/contracts/sports-rules';
import { formatMonthYear } from '@vantage/client/calendar-date';
import { callsCorrectText } from '@/shared/model/calls-correct';

/** The spans of "This Week" and "Calls correct, 30 days". */
export const QUICK_STATS_DAYS = { week: 7, month: 30 };

/** 'W-L (P%)' of the scored, non-neutral predictions, or null when none were scored. */
export function recordText(performance: Pick<Performance, 'counted' | 'correct'>): string | null {
  if (performance.counted === 0) return null;
  const losses = performance.counted - performance.correct;
  const percent = ((100 * performance.correct) / performance.counted).toFixed(1);
  return `${performance.correct}-${losses} (${percent}%)`;
}

/** 'NBA 61.0% (25/41)': the shown league's calls correct over the period (product rules §5). */
export function leagueAccuracyText(
  league: League,
  performance: Pick<Performance, 'correct' | 'counted'>,
): string | null {
  if (performance.counted === 0) return null;
  return `${LEAGUE_LABELS[league]} ${callsCorrectText(performance.correct, performance.counted)}`;
}

/** "Member since" from the profile's created_at: 'Jul 2023', or a dash. */
export function memberSince(createdAt: string | null | undefined): string {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return '—';
  return formatMonthYear(date.toISOString().slice(0, 10));
}
