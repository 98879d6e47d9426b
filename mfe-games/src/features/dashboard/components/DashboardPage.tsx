// /dashboard, 'Game Analytics' (product rules §2).
import { useState } from 'react';
import { Alert, Badge, Button, Flex, Tabs, Typography } from 'antd';
import { FilterOutlined, ReloadOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@vantage/client/redux-hooks';
import { sportsApi, useGamesCalendarQuery, useGamesOfDayQuery } from '@vantage/client/sports-api';
import { useSessionRecheck } from '@/shared/hooks/useSessionRecheck';
import { useViewer } from '@/shared/hooks/useViewer';
import { formatLongDate } from '@/shared/model/gameTime';
import { activeFilterCount, matchesFilters, NO_FILTERS, teamsPlaying } from '../model/filters';
import { AlgorithmPerformance } from './AlgorithmPerformance';
import { FilterPanel } from './FilterPanel';
import { GamesList, type Day } from './GamesList';
import { QuickStats } from './QuickStats';
import { YesterdayPerformance } from './YesterdayPerformance';
import { tokenVar } from '@vantage/client/theme';
import { prefetchDashboard } from '../api/prefetch';
import { ReplayNote } from '@/components/ReplayNote';

// 17 and 7 parts of the row, as the columns of antd's grid; the bases put both on one row from 1200 px.
const MAIN_COLUMN = { flex: '17 1 856px', minWidth: 0 };
const SIDE_COLUMN = { flex: '7 1 280px', minWidth: 0 };

/** Stands in while the calendar loads: one object, so the memoised cards see the same props. */
const NO_CALENDAR = { today: '', yesterday: '' };

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The tab's count text; its line is kept while loading so the cards below do not move when it arrives. */
function CountLine({ text }: { text: string | undefined }) {
  return <Typography.Text type="secondary">{text ?? '\u00a0'}</Typography.Text>;
}

function GuestBanner() {
  const navigate = useNavigate();
  return (
    <Alert
      type="warning"
      showIcon
      message="Guest Mode: You can view 1 free insight. Upgrade to unlock all analytics."
      action={
        <Button size="small" type="primary" onClick={() => navigate('/pricing')}>
          Upgrade
        </Button>
      }
    />
  );
}

/** The screen's first data, fetched before its first render (see @vantage/client/remote-routes). */
export const prefetch = prefetchDashboard;

export default function DashboardPage() {
  useSessionRecheck();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const viewer = useViewer();
  const [tab, setTab] = useState<Day>('today');
  // product rules §4: yesterday's games load on the first switch to their tab.
  const [yesterdayOpened, setYesterdayOpened] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filters, setFilters] = useState(NO_FILTERS);

  const calendar = useGamesCalendarQuery();
  const dates = calendar.data;
  const todayQuery = useGamesOfDayQuery(dates ? { date: dates.today, viewer: viewer.viewer } : skipToken);
  const yesterdayQuery = useGamesOfDayQuery(
    dates && yesterdayOpened ? { date: dates.yesterday, viewer: viewer.viewer } : skipToken,
  );
  // currentData: a guest's list never stands in for a member's (or the reverse) while it loads. The server
  // sends each list in start order.
  const todayGames = todayQuery.currentData;
  const yesterdayGames = yesterdayQuery.currentData;
  const current = tab === 'today' ? todayQuery : yesterdayQuery;
  // A failed calendar leaves the day's query skipped: the tab shows that error, not endless skeletons.
  const isDayLoading = (games: unknown, query: { error?: unknown }) =>
    !calendar.error && (calendar.isLoading || (!games && !query.error));
  const currentGames = tab === 'today' ? todayGames : yesterdayGames;

  const showTab = (day: Day) => {
    if (day === 'yesterday') setYesterdayOpened(true);
    setTab(day);
  };
  const retry = () => (calendar.isError ? calendar.refetch() : current.refetch());
  const refresh = () => {
    dispatch(sportsApi.util.invalidateTags(['GameList', 'GameDetail']));
    if (calendar.isError) calendar.refetch();
  };

  const listProps = {
    isVisible: (game: Parameters<typeof matchesFilters>[0]) => matchesFilters(game, filters),
    onClearFilters: () => setFilters(NO_FILTERS),
    onShowToday: () => showTab('today'),
    calendar: dates ?? NO_CALENDAR,
    signedIn: viewer.signedIn,
    viewer: viewer.viewer,
    onRetry: retry,
  };
  const countText =
    tab === 'today'
      ? todayGames && `${plural(todayGames.length, 'game')} today`
      : yesterdayGames &&
        `${plural(yesterdayGames.filter((game) => game.game_status === 'completed').length, 'game')} completed`;

  const tabLabel = (text: string, count: number | undefined) => (
    <Flex align="center" gap={8}>
      {text}
      {count !== undefined && (
        <Badge
          count={count}
          showZero
          color={count ? tokenVar('colorPrimary') : tokenVar('colorTextQuaternary')}
          overflowCount={99}
        />
      )}
    </Flex>
  );

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-end" gap={12} wrap>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Game Analytics
          </Typography.Title>
          <Flex align="center" gap={8} wrap>
            <Typography.Text type="secondary">
              MLB predictions and trends{dates ? ` · ${formatLongDate(dates.today)}` : ''}
            </Typography.Text>
            <ReplayNote calendar={dates} />
          </Flex>
        </div>
        <Flex gap={8} wrap>
          <Badge count={activeFilterCount(filters)} size="small">
            <Button
              icon={<FilterOutlined />}
              onClick={() => setFiltersOpen((open) => !open)}
              aria-expanded={filtersOpen}
              type={filtersOpen ? 'primary' : 'default'}
            >
              Filter
            </Button>
          </Badge>
          <Button icon={<ReloadOutlined />} onClick={refresh} loading={current.isFetching && !current.isLoading}>
            Refresh
          </Button>
          <Button icon={<UnorderedListOutlined />} onClick={() => navigate('/mlb-trends')}>
            View All
          </Button>
        </Flex>
      </Flex>

      {!viewer.signedIn && <GuestBanner />}
      {filtersOpen && (
        <FilterPanel
          filters={filters}
          teams={teamsPlaying(currentGames ?? [])}
          evShown={(currentGames ?? []).some((game) => game.access.expected_value)}
          onChange={setFilters}
        />
      )}

      {/* Side by side from antd's xl width (1200 px), stacked below: as Row/Col did, without Row's breakpoint
          listener, which re-rendered it right after mounting. */}
      <Flex wrap gap={16} align="flex-start">
        <div style={MAIN_COLUMN}>
          <Tabs
            activeKey={tab}
            onChange={(key) => showTab(key as Day)}
            items={[
              {
                key: 'today',
                label: tabLabel("Today's Games", todayGames?.length),
                children: (
                  <Flex vertical gap={12}>
                    <CountLine text={tab === 'today' ? countText : undefined} />
                    <GamesList
                      {...listProps}
                      day="today"
                      games={todayGames}
                      isLoading={isDayLoading(todayGames, todayQuery)}
                      error={calendar.error ?? todayQuery.error}
                    />
                  </Flex>
                ),
              },
              {
                key: 'yesterday',
                label: tabLabel("Yesterday's Results", yesterdayGames?.length),
                children: (
                  <Flex vertical gap={12}>
                    <CountLine text={tab === 'yesterday' ? countText : undefined} />
                    {dates && yesterdayGames && yesterdayGames.length > 0 && (
                      <YesterdayPerformance yesterday={dates.yesterday} viewer={viewer} />
                    )}
                    <AlgorithmPerformance yesterday={dates?.yesterday} viewer={viewer} />
                    <GamesList
                      {...listProps}
                      day="yesterday"
                      games={yesterdayGames}
                      isLoading={isDayLoading(yesterdayGames, yesterdayQuery)}
                      error={calendar.error ?? yesterdayQuery.error}
                    />
                  </Flex>
                ),
              },
            ]}
          />
        </div>
        <div style={SIDE_COLUMN}>
          <QuickStats
            yesterday={dates?.yesterday}
            gamesToday={calendar.error || todayQuery.error ? null : todayGames?.length}
            viewer={viewer}
          />
        </div>
      </Flex>
    </Flex>
  );
}
