import { useState } from 'react';
import { Alert, Card, Col, Empty, Flex, Row, Spin, Tabs, Typography } from 'antd';
import Statistic from 'antd/es/statistic';
import Segmented from 'antd/es/segmented';
import { Link, useSearchParams } from 'react-router-dom';
import { LEAGUES, type League } from '@vantage/contracts/sports-rules';
import type { TrendsData } from '@vantage/contracts/staff';
import type { TrendsRange } from '../api/staff-api';
import { useTrendsDashboard } from '../hooks/use-trends-dashboard';
import { ADMIN_LOGIN_PATH } from '../model/dashboard-load';
import { CHARTED_TRENDS, mostFrequentTrends, summarise } from '../model/summary';
import { LazyTeamPerformanceChart, LazyTrendSuccessChart, LazyTrendVolumeChart } from './lazy-charts';
import { RangeFilter } from './range-filter';
import { TeamStatsTable } from './team-stats-table';
import { TrendsFoundCard } from './trends-found-card';

function SummaryCards({ data }: { data: TrendsData }) {
  const { totalTrends, bestTrend, activeTeams } = summarise(data);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <Card>
          <Statistic title="Total Trends" value={totalTrends} />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card>
          <Statistic title="Best Trend" value={bestTrend?.name ?? '—'} valueStyle={{ fontSize: 18 }} />
          {bestTrend ? (
            <Typography.Text type="success">
              {bestTrend.win_percentage.toFixed(1)}% win rate over {bestTrend.sample} games
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">No trend fired {data.min_sample} times yet</Typography.Text>
          )}
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card>
          <Statistic title="Active Teams" value={activeTeams} />
        </Card>
      </Col>
    </Row>
  );
}

/** Why Success Rate can run opposite to Win % (svc-sports' summariseOutcomes counts it so). */
const SUCCESS_RATE_MEANING =
  'Win % is how often the team won. Success Rate is how often the trends that fired in its games called the ' +
  'result: a trend for the team hits when it wins, one against it when it loses, so a team whose trends ' +
  'expected its losses can have a high success rate and a low win %.';

/** The two records of a trend type beside each other: the one it was shown with, and what followed. */
const RECORDS_MEANING =
  'Record when shown: the win rate the trend stood on when it was shown (the games before it, in sample). ' +
  'Won after shown: how often the side it favoured then won (out of sample).';

function ChartNote({ text }: { text: string | undefined }) {
  return text ? (
    <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
      {text}
    </Typography.Paragraph>
  ) : null;
}

function DashboardTabs({ data }: { data: TrendsData }) {
  const [tab, setTab] = useState<'trends' | 'teams'>('trends');
  const charted = mostFrequentTrends(data.trends_by_type);
  const note =
    data.trends_by_type.length > CHARTED_TRENDS
      ? `${CHARTED_TRENDS} most frequent of ${data.trends_by_type.length} trend types`
      : undefined;
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as 'trends' | 'teams')}
      items={[
        {
          key: 'trends',
          label: 'Trends Analysis',
          children: (
            <Flex vertical gap={16}>
              {/* The note under the title, not beside it: beside it, a phone cut the title to "Trend …". */}
              <Card title="Trend Success Rates">
                <ChartNote text={note} />
                <ChartNote text={RECORDS_MEANING} />
                <LazyTrendSuccessChart trends={charted} />
              </Card>
              <Card title="Trends by Volume">
                <ChartNote text={note} />
                <LazyTrendVolumeChart trends={charted} />
              </Card>
            </Flex>
          ),
        },
        {
          key: 'teams',
          label: 'Team Performance',
          children: (
            <Flex vertical gap={16}>
              <Card title="Team Performance Overview">
                <ChartNote text={SUCCESS_RATE_MEANING} />
                <LazyTeamPerformanceChart teams={data.teams_performance} />
              </Card>
              <Card title="Detailed Team Statistics">
                <TeamStatsTable
                  teams={data.teams_performance}
                  fileName={`team-performance-${data.from}-to-${data.to}.csv`}
                />
              </Card>
            </Flex>
          ),
        },
      ]}
    />
  );
}

/** The league in the URL (`?league=nhl`), so a link opens the same view; MLB when absent or unknown. */
function useLeagueParam(): [League, (league: League) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('league');
  const league = (LEAGUES as readonly string[]).includes(value ?? '') ? (value as League) : 'mlb';
  return [league, (next) => setParams({ league: next })];
}

export function TrendsDashboardPage() {
  const [league, setLeague] = useLeagueParam();
  const [range, setRange] = useState<TrendsRange>({});
  const state = useTrendsDashboard(league, range);

  if (state === null) {
    return (
      <Flex vertical align="center" gap={16} style={{ padding: 64 }}>
        <Spin size="large" />
        <Typography.Text>Loading admin dashboard...</Typography.Text>
      </Flex>
    );
  }
  if (state.kind === 'error' && state.user === null) {
    return (
      <Alert
        type="error"
        showIcon
        style={{ maxWidth: 560, margin: '48px auto' }}
        message="Access Restricted"
        description={
          <Flex vertical gap={8} align="flex-start">
            <span>{state.message}</span>
            <Link to={ADMIN_LOGIN_PATH}>Login as Admin</Link>
          </Flex>
        }
      />
    );
  }
  const user = state.user!;
  const data = state.kind === 'ready' ? state.data : null;
  const empty = data !== null && data.trends_by_type.length === 0 && data.teams_performance.length === 0;
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          SDQL Trends Analytics Dashboard
        </Typography.Title>
        <Typography.Text type="secondary">Welcome, {user.username} | Admin-only access</Typography.Text>
      </div>
      <Flex justify="space-between" wrap gap={12} align="center">
        <Segmented
          aria-label="League"
          value={league}
          onChange={(value) => setLeague(value as League)}
          options={LEAGUES.map((l) => ({ value: l, label: l.toUpperCase() }))}
        />
        <RangeFilter range={range} onChange={setRange} />
        {data && (
          <Typography.Text type="secondary">
            Played games from {data.from} to {data.to}
          </Typography.Text>
        )}
      </Flex>
      {state.kind === 'error' && <Alert type="error" showIcon message={state.message} />}
      {empty && <Empty description="No data available" />}
      {data && !empty && (
        <>
          <SummaryCards data={data} />
          <TrendsFoundCard league={league} season={range.season} />
          <DashboardTabs data={data} />
        </>
      )}
    </Flex>
  );
}
