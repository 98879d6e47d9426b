import { createSelector } from '@reduxjs/toolkit';
import type { GameDetail } from '@vantage/contracts/sports';
import { leagueOfGameId, type League } from '@vantage/contracts/sports-rules';
import { useAppSelector } from '@vantage/client/redux-hooks';
import { sportsApi } from '@vantage/client/sports-api';

type SportsState = Parameters<typeof sportsApi.util.selectCachedArgsForQuery>[0];

// One pass over the cache, recomputed only when a cache entry changes: the hook's selector runs on every
// dispatch of the page's load, and building an endpoint selector per cached game each time cost a long task.
const selectCachedTeamCount = createSelector(
  // The store's static type knows only the shell's endpoints; these were injected at run time.
  [(rootState: unknown) => (rootState as SportsState)[sportsApi.reducerPath].queries],
  (queries) => {
    const teams = new Map<League, Set<string>>();
    for (const entry of Object.values(queries)) {
      if (entry?.endpointName !== 'gameDetail') continue;
      const detail = entry.data as GameDetail | undefined;
      if (!detail) continue;
      const league = leagueOfGameId(detail.game_id);
      const known = teams.get(league) ?? new Set<string>();
      detail.teams.forEach((team) => known.add(team.team_code || team.team_name));
      teams.set(league, known);
    }
    return teams;
  },
);

/** product rules §2: the league's teams whose trends are in the cache (two per loaded game detail). */
export function useCachedTeamCount(league: League): number {
  // The count, not the map: Quick Stats renders again when its figure changes, not on every cache entry.
  return useAppSelector((state) => selectCachedTeamCount(state).get(league)?.size ?? 0);
}
