import { Card, Descriptions } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetProfileQuery } from '@vantage/client/profile';
import type { ViewerState } from '@/shared/hooks/use-viewer';
import { useRecentPerformance } from '../hooks/use-recent-performance';
import { useCachedTeamCount } from '../hooks/use-cached-team-count';
import { CALLS_CORRECT } from '@/shared/model/calls-correct';
import { leagueAccuracyText, memberSince, QUICK_STATS_DAYS, recordText } from '../model/quick-stats';
import { useLeague } from '@/shared/hooks/use-league';

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
  return (
    <Card size="small" title="Quick Stats">
      <Descriptions column={1} size="small" colon={false} labelStyle={{ minWidth: 130 }}>
        <Descriptions.Item label="Teams with trends">{teamsWithTrends}</Descriptions.Item>
        <Descriptions.Item label="This Week">
          {week.data ? (recordText(week.data) ?? 'N/A') : week.error ? 'N/A' : pending}
        </Descriptions.Item>
        <Descriptions.Item label={`${CALLS_CORRECT}, ${QUICK_STATS_DAYS.month} days`}>
          {month.data ? (leagueAccuracyText(league, month.data) ?? 'N/A') : month.error ? 'N/A' : pending}
        </Descriptions.Item>
        <Descriptions.Item label="Games today">
          {gamesToday === null ? 'N/A' : (gamesToday ?? pending)}
        </Descriptions.Item>
        <Descriptions.Item label="Member since">{memberSince(profile?.created_at)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
