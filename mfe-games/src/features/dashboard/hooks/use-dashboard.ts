// The dashboard's data and state (product rules §2, §4): the calendar, the two days' lists, the open tab and
// the filters, with what the page's sections read from them.
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ComparisonGame } from '@vantage/contracts/sports';
import { leagueNamed, type League } from '@vantage/contracts/sports-rules';
import { DAY_PARAM, LEAGUE_PARAM } from '@vantage/contracts/ui-routes';
import { useGetProfileQuery } from '@vantage/client/profile';
import { useAppDispatch } from '@vantage/client/redux-hooks';
import { sportsApi, useGamesCalendarQuery, useGamesOfDayQuery } from '@vantage/client/sports-api';
import { useSessionRecheck } from '@/shared/hooks/use-session-recheck';
import { useViewer } from '@/shared/hooks/use-viewer';
import { dayCountText, isDayLoading, type Day } from '../model/days';
import { matchesFilters, NO_FILTERS } from '../model/filters';
import { dashboardLeague } from '../model/league';

/** Stands in while the calendar loads: one object, so the memoised cards see the same props. */
const NO_CALENDAR = { today: '', yesterday: '' };

/**
 * The league the URL names, else the member's favourite (product rules §2), null while a member's profile that
 * decides it loads.
 */
export function useDashboardLeague() {
  const { signedIn, email } = useViewer();
  const [params] = useSearchParams();
  const named = params.get(LEAGUE_PARAM);
  const profile = useGetProfileQuery(email ?? '', { skip: !signedIn || leagueNamed(named) !== null });
  return profile.isLoading ? null : dashboardLeague(named, profile.data);
}

/** The open tab, from the URL (`?day=yesterday`), so a link or a reload opens the same tab. */
function useDayParam(): [Day, (day: Day) => void] {
  const [params, setParams] = useSearchParams();
  const day: Day = params.get(DAY_PARAM) === 'yesterday' ? 'yesterday' : 'today';
  const setDay = (next: Day) =>
    setParams((current) => {
      const kept = new URLSearchParams(current);
      if (next === 'today') kept.delete(DAY_PARAM);
      else kept.set(DAY_PARAM, next);
      return kept;
    });
  return [day, setDay];
}

/** The dashboard of a league (null: not decided yet, shown as loading). */
export function useDashboard(league: League | null) {
  useSessionRecheck();
  const dispatch = useAppDispatch();
  const viewer = useViewer();
  const [tab, setTab] = useDayParam();
  // product rules §4: yesterday's games load on the first switch to their tab (and stay for the next).
  const [yesterdayWasOpen, setYesterdayOpened] = useState(false);
  const yesterdayOpened = yesterdayWasOpen || tab === 'yesterday';
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filters, setFilters] = useState(NO_FILTERS);

  // Each answer renders deferred (whole, its state with its data): a store update renders at once and cannot
  // yield, and a member's page, rendered in the browser, gets its lists that way.
  const calendar = useDeferredValue(useGamesCalendarQuery(league ?? skipToken));
  const dates = calendar.data;
  const todayQuery = useDeferredValue(
    useGamesOfDayQuery(dates && league ? { league, date: dates.today, viewer: viewer.viewer } : skipToken),
  );
  const yesterdayQuery = useDeferredValue(
    useGamesOfDayQuery(
      dates && league && yesterdayOpened ? { league, date: dates.yesterday, viewer: viewer.viewer } : skipToken,
    ),
  );
  // currentData: a guest's list never stands in for a member's (or the reverse) while it loads. The server
  // sends each list in start order.
  const todayGames = todayQuery.currentData;
  const yesterdayGames = yesterdayQuery.currentData;
  const current = tab === 'today' ? todayQuery : yesterdayQuery;
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

  return {
    viewer,
    dates,
    tab,
    showTab,
    filters,
    setFilters,
    filtersOpen,
    toggleFilters: () => setFiltersOpen((open) => !open),
    refresh,
    refreshing: current.isFetching && !current.isLoading,
    /** The open tab's list, before filtering: the filter panel offers its teams. */
    currentGames,
    countText: dayCountText(tab, currentGames, (game) => matchesFilters(game, filters)),
    days: {
      today: {
        games: todayGames,
        isLoading: isDayLoading(calendar, todayGames, todayQuery),
        error: calendar.error ?? todayQuery.error,
      },
      yesterday: {
        games: yesterdayGames,
        isLoading: isDayLoading(calendar, yesterdayGames, yesterdayQuery),
        error: calendar.error ?? yesterdayQuery.error,
      },
    },
    /** What both days' lists share. */
    listProps: {
      isVisible: (game: ComparisonGame) => matchesFilters(game, filters),
      onClearFilters: () => setFilters(NO_FILTERS),
      onShowToday: () => showTab('today'),
      calendar: dates ?? NO_CALENDAR,
      signedIn: viewer.signedIn,
      viewer: viewer.viewer,
      onRetry: retry,
    },
    /** Quick Stats' "Games today": undefined while loading, null when today's list failed. */
    gamesToday: calendar.error || todayQuery.error ? null : todayGames?.length,
  };
}
