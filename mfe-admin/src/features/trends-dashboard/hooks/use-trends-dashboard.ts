import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { League } from '@vantage/contracts/sports-rules';
import { fetchTrendsData, fetchUserInfo, type TrendsRange } from '../api/staff-api';
import { loadDashboard, type DashboardLoad } from '../model/dashboard-load';

export type DashboardState = Exclude<DashboardLoad, { kind: 'redirect' }>;

/** Loads user info then the league's trends data of `range` (product rules §4); reloads when either changes. */
export function useTrendsDashboard(league: League, range: TrendsRange): DashboardState | null {
  const navigate = useNavigate();
  const [state, setState] = useState<DashboardState | null>(null);
  const { season, from, to } = range;
  useEffect(() => {
    const controller = new AbortController();
    setState(null);
    loadDashboard(
      () => fetchUserInfo(controller.signal),
      () => fetchTrendsData(league, { season, from, to }, controller.signal),
    )
      .then((result) => {
        if (result.kind === 'redirect') navigate(result.to, { replace: true });
        else setState(result);
      })
      .catch(() => {
        // Aborted: the range changed or the page closed.
      });
    return () => controller.abort();
  }, [league, season, from, to, navigate]);
  return state;
}
