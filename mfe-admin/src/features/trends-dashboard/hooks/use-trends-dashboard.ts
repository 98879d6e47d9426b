import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchTrendsData, fetchUserInfo, type TrendsRange } from '../api/staff-api';
import { loadDashboard, type DashboardLoad } from '../model/dashboard-load';

export type DashboardState = Exclude<DashboardLoad, { kind: 'redirect' }>;

/** Loads user info then the trends data of `range` (product rules §4); reloads when the range changes. */
export function useTrendsDashboard(range: TrendsRange): DashboardState | null {
  const navigate = useNavigate();
  const [state, setState] = useState<DashboardState | null>(null);
  const { season, from, to } = range;
  useEffect(() => {
    const controller = new AbortController();
    setState(null);
    loadDashboard(
      () => fetchUserInfo(controller.signal),
      () => fetchTrendsData({ season, from, to }, controller.signal),
    )
      .then((result) => {
        if (result.kind === 'redirect') navigate(result.to, { replace: true });
        else setState(result);
      })
      .catch(() => {
        // Aborted: the range changed or the page closed.
      });
    return () => controller.abort();
  }, [season, from, to, navigate]);
  return state;
}
