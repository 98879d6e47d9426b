// The track record's league, season and record (recorded or reconstructed; all in the URL, so a link opens the
// same view), the season against the market, and the model's performance over the same season and record
// (product rules §1).
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useModelPerformanceQuery, useTrackRecordQuery } from '@vantage/client/sports-api';
import type { League, Provenance } from '@vantage/contracts/sports';
import { DEFAULT_LEAGUE, leagueNamed } from '@vantage/contracts/sports-rules';
import { useViewer } from '@/shared/hooks/use-viewer';
import { monthRecords, recordFromParam, seasonFromParam } from '../model/track-record';

export function useAnalytics() {
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const league = leagueNamed(params.get('league')) ?? DEFAULT_LEAGUE;
  const chosenSeason = seasonFromParam(params.get('season'));
  const chosenRecord = recordFromParam(params.get('record'));
  const ready = !viewer.tierLoading;
  const market = useTrackRecordQuery(
    ready
      ? { league, season: chosenSeason ?? undefined, record: chosenRecord ?? undefined, viewer: viewer.viewer }
      : skipToken,
  );
  const season = market.data?.season ?? chosenSeason;
  // The totals are public; the month-by-month history and calibration come with algorithm performance. Both
  // are of the record the market comparison shows, never the two kinds mixed.
  const performance = useModelPerformanceQuery(
    market.data
      ? { league, from: market.data.from, to: market.data.to, record: market.data.record, viewer: viewer.viewer }
      : skipToken,
  );
  const failed = market.error || performance.error;
  const months = useMemo(() => monthRecords(performance.data?.by_month ?? []), [performance.data]);
  const choose = (next: { league?: League; season?: number; record?: Provenance }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.league) {
        updated.set('league', next.league);
        updated.delete('season');
        updated.delete('record');
      }
      if (next.season !== undefined) {
        updated.set('season', String(next.season));
        updated.delete('record');
      }
      if (next.record) updated.set('record', next.record);
      return updated;
    });

  return {
    signedIn: viewer.signedIn,
    league,
    season,
    /** The picker's seasons: those with scored predictions, newest first. */
    seasons: market.data?.seasons ?? null,
    setLeague: (next: League) => choose({ league: next }),
    setSeason: (next: number) => choose({ season: next }),
    setRecord: (next: Provenance) => choose({ record: next }),
    isLoading: !ready || market.isLoading || performance.isLoading,
    /** The season's record; undefined when it could not be had (see `error`). */
    record: failed ? undefined : performance.data,
    market: failed ? undefined : market.data,
    months,
    error: market.error ?? performance.error,
    retry: () => (market.error ? market.refetch() : performance.refetch()),
  };
}
