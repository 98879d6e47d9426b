// /dashboard, 'Game Analytics' (product rules §2).
import { Flex } from 'antd';
import { DEFAULT_LEAGUE, type League } from '@vantage/contracts/sports-rules';
import { HydrationStep } from '@/shared/components/hydration-step';
import { LeagueContext } from '@/shared/hooks/use-league';
import { prefetchDashboard } from '../api/prefetch';
import { useDashboard, useDashboardLeague } from '../hooks/use-dashboard';
import { activeFilterCount } from '../model/filters';
import { DashboardHeader } from './dashboard-header';
import { DayTabs } from './day-tabs';
import { FilterPanel } from './filter-panel';
import { GuestBanner } from './guest-banner';
import { QuickStats } from './quick-stats';
import { knownLeagueOnly } from '@/shared/components/known-league-only';

// 17 and 7 parts of the row, as the columns of antd's grid; the bases put both on one row from 1200 px.
const MAIN_COLUMN = { flex: '17 1 856px', minWidth: 0 };
const SIDE_COLUMN = { flex: '7 1 280px', minWidth: 0 };

/** The screen's first data, fetched before its first render (see @vantage/client/remote-routes). */
export const prefetch = prefetchDashboard;

function DashboardPage() {
  const league = useDashboardLeague();
  // A league's view starts afresh (today's tab, no filters: another league has other teams).
  return (
    <LeagueContext.Provider value={league ?? DEFAULT_LEAGUE}>
      <LeagueDashboard key={league ?? ''} league={league} />
    </LeagueContext.Provider>
  );
}

function LeagueDashboard({ league }: { league: League | null }) {
  const dashboard = useDashboard(league);
  const { viewer, dates, filters } = dashboard;
  return (
    <Flex vertical gap={16}>
      <DashboardHeader
        league={league}
        calendar={dates}
        activeFilters={activeFilterCount(filters)}
        filtersOpen={dashboard.filtersOpen}
        onToggleFilters={dashboard.toggleFilters}
        onRefresh={dashboard.refresh}
        refreshing={dashboard.refreshing}
      />

      {!viewer.signedIn && <GuestBanner />}
      {dashboard.filtersOpen && (
        <FilterPanel filters={filters} games={dashboard.currentGames ?? []} onChange={dashboard.setFilters} />
      )}

      {/* Side by side from antd's xl width (1200 px), stacked below: as Row/Col did, without Row's breakpoint
          listener, which re-rendered it right after mounting. The side panel comes first and the row reverses:
          on the right beside the cards, above them on a phone (not 7,800 px down, under every card). */}
      {/* Hydrated in steps: the header, then the side panel, then the day's tabs, then their cards. */}
      <HydrationStep>
        <Flex wrap gap={16} align="flex-start" style={{ flexDirection: 'row-reverse' }}>
          <div style={SIDE_COLUMN}>
            <QuickStats yesterday={dates?.yesterday} gamesToday={dashboard.gamesToday} viewer={viewer} />
          </div>
          <div style={MAIN_COLUMN}>
            <HydrationStep>
              <DayTabs
                tab={dashboard.tab}
                onChange={dashboard.showTab}
                countText={dashboard.countText}
                days={dashboard.days}
                listProps={dashboard.listProps}
                yesterday={dates?.yesterday}
                viewer={viewer}
              />
            </HydrationStep>
          </div>
        </Flex>
      </HydrationStep>
    </Flex>
  );
}

export default knownLeagueOnly(DashboardPage);
