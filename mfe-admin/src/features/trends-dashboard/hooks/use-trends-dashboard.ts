import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { League } from '@vantage/contracts/sports-rules';
import { fetchTrendsData, fetchUserInfo, type TrendsRange } from '../api/staff-api';
import { loadDashboard, type DashboardLoad } from '../model/dashboard-load';

export type DashboardState = Exclude<DashboardLoad, { kind: 'redirect' }>;

/** Loads user info then the league's trends data of `range` (product rules §4); reloads when either changes. */
export function useTrendsDashboard(league: League, range: TrendsRange): DashboardState | null {
  const navigate = useNavigate();
  const { season, from, to } = range;
  // The answer with the league and range it is for: an answer no longer asked for shows as loading.
  const key = `${league}|${season}|${from}|${to}`;
  const [loaded, setLoaded] = useState<{ key: string; state: DashboardState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    loadDashboard(
      () => fetchUserInfo(controller.signal),
      () => fetchTrendsData(league, { season, from, to }, controller.signal),
    )
      .then((result) => {
        if (result.kind === 'redirect') navigate(result.to, { replace: true });
        else setLoaded({ key, state: result });
      })
      .catch(() => {
        // Aborted: the range changed or the page closed.
      });
    return () => controller.abort();
  }, [key, league, season, from, to, navigate]);
  return loaded?.key === key ? loaded.state : null;
}
