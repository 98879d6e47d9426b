import { Card } from 'antd';
import Descriptions from 'antd/es/descriptions';
import { useMinWidth } from '@vantage/client/use-min-width';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetProfileQuery } from '@vantage/client/profile';
import type { ViewerState } from '@/shared/hooks/use-viewer';
import { useRecentPerformance } from '../hooks/use-recent-performance';
import { useCachedTeamCount } from '../hooks/use-cached-team-count';
import { CALLS_CORRECT } from '@/shared/model/calls-correct';
import { leagueAccuracyText, memberSince, QUICK_STATS_DAYS, recordText } from '../model/quick-stats';
import { useLeague } from '@/shared/hooks/use-league';

/** The width from which the panel stands beside the games (antd's xl, as the dashboard's row). */
export const SIDE_BY_SIDE_PX = 1200;

/** product rules §2 side panel, every figure computed. */
export function QuickStats({
  yesterday,
  gamesToday,
  viewer,
}: {
  yesterday: string | undefined;
  /** undefined while loading, null when today's list failed. */
  gamesToday: number | null | undefined;
  viewer: ViewerState;
}) {
  const week = useRecentPerformance(yesterday, QUICK_STATS_DAYS.week, viewer);
  const month = useRecentPerformance(yesterday, QUICK_STATS_DAYS.month, viewer);
  const { data: profile } = useGetProfileQuery(viewer.signedIn ? (viewer.email ?? '') : skipToken);
  const league = useLeague();
  const teamsWithTrends = useCachedTeamCount(league);
  const pending = '…';
  // On a phone the panel sits above the games: folded to its title (a native disclosure, which opens before
  // the page's code has run), it leaves the first game on the first screen.
  const wide = useMinWidth(SIDE_BY_SIDE_PX);
  const stats = (
    <Descriptions column={1} size="small" colon={false} labelStyle={{ minWidth: 130 }}>
      <Descriptions.Item label="Teams with trends">{teamsWithTrends}</Descriptions.Item>
      <Descriptions.Item label="This Week">
        {week.data ? (recordText(week.data) ?? 'N/A') : week.error ? 'N/A' : pending}
      </Descriptions.Item>
      <Descriptions.Item label={`${CALLS_CORRECT}, ${QUICK_STATS_DAYS.month} days`}>
        {month.data ? (leagueAccuracyText(league, month.data) ?? 'N/A') : month.error ? 'N/A' : pending}
      </Descriptions.Item>
      <Descriptions.Item label="Games today">{gamesToday === null ? 'N/A' : (gamesToday ?? pending)}</Descriptions.Item>
      <Descriptions.Item label="Member since">{memberSince(profile?.created_at)}</Descriptions.Item>
    </Descriptions>
  );
  if (wide) {
    return (
      <Card size="small" title="Quick Stats">
        {stats}
      </Card>
    );
  }
  return (
    <Card size="small" styles={{ body: { padding: 0 } }}>
      <details data-testid="quick-stats">
        <summary style={{ padding: '8px 12px', fontWeight: 600, cursor: 'pointer' }}>Quick Stats</summary>
        <div style={{ padding: '0 12px 8px' }}>{stats}</div>
      </details>
    </Card>
  );
}
