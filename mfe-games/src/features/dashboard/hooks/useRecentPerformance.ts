import { skipToken } from '@reduxjs/toolkit/query';
import { tierAllows } from '@vantage/contracts/billing';
import { useModelPerformanceQuery } from '../../../shared/api/sportsApi';
import { shiftDate } from '../../../shared/model/gameTime';
import type { ViewerState } from '../../../shared/hooks/useViewer';

/**
 * The model's record over the `days` days up to yesterday (today's games have no result yet), for tiers that
 * unlock algorithm performance; `allowed` is false for the others, who see an upgrade prompt instead.
 */
export function useRecentPerformance(yesterday: string | undefined, days: number, viewer: ViewerState) {
  const allowed = tierAllows(viewer.tier, 'algorithm_performance');
  const query = useModelPerformanceQuery(
    allowed && yesterday ? { from: shiftDate(yesterday, -(days - 1)), to: yesterday, viewer: viewer.viewer } : skipToken,
  );
  return { allowed, ...query };
}
