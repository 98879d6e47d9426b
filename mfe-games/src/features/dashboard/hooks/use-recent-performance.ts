import { skipToken } from '@reduxjs/toolkit/query';
import { useModelPerformanceQuery, type Viewer } from '@vantage/client/sports-api';
import { shiftDate } from '@vantage/client/calendar-date';
import type { ViewerState } from '@/shared/hooks/use-viewer';
import { useLeague } from '@/shared/hooks/use-league';
import type { League } from '@vantage/contracts/sports-rules';

/**
 * The model's record over the `days` days up to yesterday (today's games have no result yet). The totals are
 * public; the day-by-day history and calibration come for tiers with algorithm performance (`access.history`).
 */
export function useRecentPerformance(yesterday: string | undefined, days: number, viewer: ViewerState) {
  const league = useLeague();
  return useModelPerformanceQuery(
    yesterday && !viewer.tierLoading ? recentPerformanceArgs(league, yesterday, days, viewer.viewer) : skipToken,
  );
}

/** The `days` days up to yesterday, as the query's arguments (the dashboard's prefetch asks the same). */
export const recentPerformanceArgs = (league: League, yesterday: string, days: number, viewer: Viewer) => ({
  league,
  from: shiftDate(yesterday, -(days - 1)),
  to: yesterday,
  viewer,
});
