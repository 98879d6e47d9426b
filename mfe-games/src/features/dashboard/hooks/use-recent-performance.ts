import { skipToken } from '@reduxjs/toolkit/query';
import { useModelPerformanceQuery, type Viewer } from '@vantage/client/sports-api';
import { shiftDate } from '@/shared/model/game-time';
import type { ViewerState } from '@/shared/hooks/use-viewer';

/**
 * The model's record over the `days` days up to yesterday (today's games have no result yet). The totals are
 * public; the day-by-day history and calibration come for tiers with algorithm performance (`access.history`).
 */
export function useRecentPerformance(yesterday: string | undefined, days: number, viewer: ViewerState) {
  return useModelPerformanceQuery(
    yesterday && !viewer.tierLoading ? recentPerformanceArgs(yesterday, days, viewer.viewer) : skipToken,
  );
}

/** The `days` days up to yesterday, as the query's arguments (the dashboard's prefetch asks the same). */
export const recentPerformanceArgs = (yesterday: string, days: number, viewer: Viewer) => ({
  from: shiftDate(yesterday, -(days - 1)),
  to: yesterday,
  viewer,
});
