// The sports and teams editor's rules (product rules §5): a sport only from the fixed list and only once; a team
// only if non-empty and not already in that sport's list; removing a sport removes its teams. The
// messages are the service's own (it checks the same rules).
import { MESSAGES, SPORTS, type FavoriteTeams, type Sport } from '@vantage/contracts/auth';

export interface FavoriteSelection {
  favorite_sports: Sport[];
  favorite_teams: FavoriteTeams;
}

export function availableSports(chosen: readonly Sport[]): Sport[] {
  return SPORTS.filter((sport) => !chosen.includes(sport));
}

export function isSport(value: string): value is Sport {
  return (SPORTS as readonly string[]).includes(value);
}

/** Adds a sport of the list that is not chosen yet; anything else leaves the selection as it is. */
export function addSport(selection: FavoriteSelection, sport: string): FavoriteSelection {
  if (!isSport(sport) || selection.favorite_sports.includes(sport)) return selection;
  return { ...selection, favorite_sports: [...selection.favorite_sports, sport] };
}

/** Removes a sport and its teams. */
export function removeSport(selection: FavoriteSelection, sport: Sport): FavoriteSelection {
  const { [sport]: _removed, ...teams } = selection.favorite_teams;
  return { favorite_sports: selection.favorite_sports.filter((chosen) => chosen !== sport), favorite_teams: teams };
}

export type AddTeamResult = { selection: FavoriteSelection } | { error: string };

/** Adds a team (trimmed) to a chosen sport; empty or duplicate (ignoring case) names are refused. */
export function addTeam(selection: FavoriteSelection, sport: Sport, name: string): AddTeamResult {
  const team = name.trim();
  if (!team) return { error: MESSAGES.emptyTeam };
  const teams = selection.favorite_teams[sport] ?? [];
  if (teams.some((existing) => existing.toLowerCase() === team.toLowerCase())) return { error: MESSAGES.duplicateTeam };
  return { selection: { ...selection, favorite_teams: { ...selection.favorite_teams, [sport]: [...teams, team] } } };
}

export function removeTeam(selection: FavoriteSelection, sport: Sport, team: string): FavoriteSelection {
  const teams = (selection.favorite_teams[sport] ?? []).filter((existing) => existing !== team);
  return { ...selection, favorite_teams: { ...selection.favorite_teams, [sport]: teams } };
}
