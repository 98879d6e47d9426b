// The track record's season and the model's recorded performance over it (product rules §1).
import { useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGamesCalendarQuery, useModelPerformanceQuery } from '@vantage/client/sports-api';
import { useViewer } from '@/shared/hooks/use-viewer';
import { seasonWindow } from '@vantage/contracts/sports-rules';
import { monthRecords, seasonChoices } from '../model/track-record';

export function useAnalytics() {
  const viewer = useViewer();
  const calendar = useGamesCalendarQuery('mlb');
  const currentSeason = calendar.data ? Number(calendar.data.today.slice(0, 4)) : null;
  const [chosenSeason, setSeason] = useState<number | null>(null);
  const season = chosenSeason ?? currentSeason;
  const seasonRange = season !== null && calendar.data ? seasonWindow(season, calendar.data.yesterday) : null;
  // The totals are public; the month-by-month history and calibration come with algorithm performance.
  const performance = useModelPerformanceQuery(
    seasonRange && !viewer.tierLoading ? { league: 'mlb', ...seasonRange, viewer: viewer.viewer } : skipToken,
  );
  const failed = calendar.error || performance.error;
  const months = useMemo(() => monthRecords(performance.data?.by_month ?? []), [performance.data]);

  return {
    signedIn: viewer.signedIn,
    season,
    /** The picker's seasons, once the calendar says which is current. */
    seasons: currentSeason === null ? null : seasonChoices(currentSeason),
    setSeason,
    isLoading: calendar.isLoading || viewer.tierLoading || performance.isLoading,
    /** The season's record; undefined when it could not be had (see `error`). */
    record: failed ? undefined : performance.data,
    months,
    error: calendar.error ?? performance.error,
    retry: () => (calendar.error ? calendar.refetch() : performance.refetch()),
  };
}
