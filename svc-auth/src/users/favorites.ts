import type { FavoriteTeams, Sport } from '@vantage/contracts/auth';

/** Teams only for chosen sports: removing a sport removes its teams (product rules §5). */
export function teamsOfChosenSports(teams: FavoriteTeams, sports: readonly Sport[]): FavoriteTeams {
  return Object.fromEntries(Object.entries(teams).filter(([sport]) => sports.includes(sport as Sport)));
}
