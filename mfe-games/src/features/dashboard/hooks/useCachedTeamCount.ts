import { useAppSelector } from '@vantage/client/redux-hooks';
import { sportsApi } from '../../../shared/api/sportsApi';

type SportsState = Parameters<typeof sportsApi.util.selectCachedArgsForQuery>[0];

/** Spec §2 "cached team data count": teams whose trends are in the cache (two per loaded game detail). */
export function useCachedTeamCount(): number {
  return useAppSelector((rootState) => {
    // The store's static type knows only the shell's endpoints; these were injected at run time.
    const state = rootState as unknown as SportsState;
    const args = sportsApi.util.selectCachedArgsForQuery(state, 'gameDetail');
    const teams = new Set<string>();
    for (const arg of args) {
      const detail = sportsApi.endpoints.gameDetail.select(arg)(state).data;
      detail?.teams.forEach((team) => teams.add(team.team_code || team.team_name));
    }
    return teams.size;
  });
}
