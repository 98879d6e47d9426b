import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { League } from '@vantage/contracts/sports-rules';
import { viewerKey } from '@vantage/client/session';
import { useSession } from '@vantage/client/use-session';
import { useStaffInfoQuery, useTrendsDataQuery, type TrendsRange } from '../api/staff-api';
import { dashboardLoad, type DashboardLoad } from '../model/dashboard-load';

export type DashboardState = Exclude<DashboardLoad, { kind: 'redirect' }>;

/** User info, then the league's trends data of `range` (product rules §4); null while either is on its way. */
export function useTrendsDashboard(league: League, range: TrendsRange): DashboardState | null {
  const navigate = useNavigate();
  // Asked afresh on every visit: who may see the dashboard changes with a sign-in elsewhere (the staff cookie).
  const user = useStaffInfoQuery(viewerKey(useSession()), { refetchOnMountOrArgChange: true });
  const isStaff = user.currentData?.is_staff === true;
  const data = useTrendsDataQuery({ league, range }, { skip: !isStaff });
  // The answer to this league and range only: one no longer asked for shows as loading.
  const load = dashboardLoad(
    { data: user.currentData, error: user.isError ? user.error : undefined },
    { data: data.currentData, error: data.isError ? data.error : undefined },
  );
  const redirectTo = load?.kind === 'redirect' ? load.to : null;
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);
  return load?.kind === 'redirect' ? null : load;
}
