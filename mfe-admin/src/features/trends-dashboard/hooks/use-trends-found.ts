import { useEffect, useState } from 'react';
import { trendsFoundSchema, type TrendsFound } from '@vantage/contracts/sports';
import type { League } from '@vantage/contracts/sports-rules';
import { fetchTrendsFound } from '../api/staff-api';

export type TrendsFoundState = { kind: 'loading' } | { kind: 'ready'; data: TrendsFound } | { kind: 'error' };

/** The record of every trend found in the league's season (the current one without `season`). */
export function useTrendsFound(league: League, season: number | undefined): TrendsFoundState {
  const key = `${league}|${season}`;
  const [loaded, setLoaded] = useState<{ key: string; state: TrendsFoundState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchTrendsFound(league, season, controller.signal)
      .then(async (response) => {
        const parsed = response.ok ? trendsFoundSchema.safeParse(await response.json()) : null;
        setLoaded({ key, state: parsed?.success ? { kind: 'ready', data: parsed.data } : { kind: 'error' } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ key, state: { kind: 'error' } });
      });
    return () => controller.abort();
  }, [key, league, season]);
  return loaded?.key === key ? loaded.state : { kind: 'loading' };
}
