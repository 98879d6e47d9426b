// The sports and teams editor's rules (product rules §5): a sport only from the leagues Vantage covers and only
// once; a team only from that league's real teams and only once; removing a sport removes its teams. The
// messages are the service's own (it checks the same rules).
import { MESSAGES, SPORTS, type FavoriteTeams, type Sport } from '@vantage/contracts/auth';
import { leagueNamed, type League } from '@vantage/contracts/sports-rules';
import { resolveTeamName, type MatchableTeam } from '@vantage/contracts/team-match';

export interface FavoriteSelection {
  favorite_sports: Sport[];
  favorite_teams: FavoriteTeams;
}

/** The league a favourite sport is, when Vantage covers it (an older profile may hold another sport). */
export function coveredLeague(sport: Sport): League | null {
  return leagueNamed(sport);
}

/** The sports offered: the leagues Vantage covers, not chosen yet. */
export function availableSports(chosen: readonly Sport[]): Sport[] {
  return SPORTS.filter((sport) => coveredLeague(sport) !== null && !chosen.includes(sport));
}

/** A favourite as the profile shows it: the real team a stored name stands for, or the name as typed. */
export interface ShownTeam {
  name: string;
  /** The stored names it stands for ("Braves" and "Atlanta Braves" are one team). */
  stored: string[];
  known: boolean;
}

/**
 * A sport's stored favourites as real teams: names typed before the picker ("Braves") read as the team they
 * name, one entry per team; a name that names no team of the league stays as typed, marked unknown.
 */
export function shownTeams(stored: readonly string[], leagueTeams: readonly MatchableTeam[] | undefined): ShownTeam[] {
  const shown = new Map<string, ShownTeam>();
  for (const name of stored) {
    const team = leagueTeams ? resolveTeamName(leagueTeams, name) : null;
    const key = (team?.name ?? name).toLowerCase();
    const entry = shown.get(key);
    if (entry) entry.stored.push(name);
    else shown.set(key, { name: team?.name ?? name, stored: [name], known: team !== null || !leagueTeams });
  }
  return [...shown.values()];
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

/** Removes a team shown, with every stored name it stands for. */
export function removeTeam(selection: FavoriteSelection, sport: Sport, team: ShownTeam): FavoriteSelection {
  const teams = (selection.favorite_teams[sport] ?? []).filter((existing) => !team.stored.includes(existing));
  return { ...selection, favorite_teams: { ...selection.favorite_teams, [sport]: teams } };
}
