import { createSelector } from '@reduxjs/toolkit';
import type { GameDetail } from '@vantage/contracts/sports';
import { useAppSelector } from '@vantage/client/redux-hooks';
import { sportsApi } from '@vantage/client/sports-api';

type SportsState = Parameters<typeof sportsApi.util.selectCachedArgsForQuery>[0];

// One pass over the cache, recomputed only when a cache entry changes: the hook's selector runs on every
// dispatch of the page's load, and building an endpoint selector per cached game each time cost a long task.
const selectCachedTeamCount = createSelector(
  // The store's static type knows only the shell's endpoints; these were injected at run time.
  [(rootState: unknown) => (rootState as SportsState)[sportsApi.reducerPath].queries],
  (queries) => {
    const teams = new Set<string>();
    for (const entry of Object.values(queries)) {
      if (entry?.endpointName !== 'gameDetail') continue;
      (entry.data as GameDetail | undefined)?.teams.forEach((team) => teams.add(team.team_code || team.team_name));
    }
    return teams.size;
  },
);

/** product rules §2: teams whose trends are in the cache (two per loaded game detail). */
export function useCachedTeamCount(): number {
  return useAppSelector(selectCachedTeamCount);
}
