import { useEffect } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '@vantage/client/redux-hooks';
import type { TeamGames } from '@vantage/contracts/sports';
import { sportsApi } from '../../../shared/api/sportsApi';

type SportsState = Parameters<typeof sportsApi.util.selectCachedArgsForQuery>[0];

/** A team's game logs for several seasons (one cached request per season), as the hooks API would give one. */
export function useTeamSeasons(team: string | null, seasons: number[]) {
  const dispatch = useAppDispatch();
  const key = seasons.join(',');
  useEffect(() => {
    if (!team || !key) return undefined;
    // Keyed by the seasons' contents, not the array's identity.
    const subscriptions = key
      .split(',')
      .map((season) => dispatch(sportsApi.endpoints.teamSeasonGames.initiate({ team, season: Number(season) })));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, team, key]);
  return useAppSelector((rootState) => {
    // The store's static type knows only the shell's endpoints; these were injected at run time.
    const state = rootState as unknown as SportsState;
    const results = team
      ? seasons.map((season) => sportsApi.endpoints.teamSeasonGames.select({ team, season })(state))
      : [];
    const data = results.flatMap((result) => (result.data ? [result.data] : []));
    const seasonsState: TeamSeasonsState = {
      data,
      isLoading: results.some((result) => result.isUninitialized || result.isLoading),
      error: results.find((result) => result.error)?.error,
    };
    return seasonsState;
  }, sameSeasonsState);
}

interface TeamSeasonsState {
  data: TeamGames[];
  isLoading: boolean;
  error: FetchBaseQueryError | SerializedError | undefined;
}

function sameSeasonsState(a: TeamSeasonsState, b: TeamSeasonsState): boolean {
  return (
    a.isLoading === b.isLoading &&
    a.error === b.error &&
    a.data.length === b.data.length &&
    a.data.every((season, index) => season === b.data[index])
  );
}
