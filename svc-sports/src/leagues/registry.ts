import { LEAGUES } from '@vantage/contracts/sports-rules';
import type { TeamSportModel } from './team-sport/model';
import type { League, LeagueId } from './league';
import { mlb } from './mlb/league';
import { nba } from './nba/league';
import { nfl } from './nfl/league';
import { nhl } from './nhl/league';
import type { TeamSportLeague } from './team-sport/league';

/** Every league the service runs, once each, in the contracts' order (LEAGUES). */
export const LEAGUE_REGISTRY: readonly League[] = [mlb, nba, nfl, nhl];

const byId = new Map(LEAGUE_REGISTRY.map((league) => [league.id, league]));

/** The league of an id; throws for one the registry does not list. */
export function leagueOf(id: string): League {
  const league = byId.get(id as LeagueId);
  if (!league) throw new Error(`unknown league "${id}" (one of ${LEAGUES.join(', ')})`);
  return league;
}

/** The leagues on the team-sport engine (src/leagues/team-sport/league.ts), each with its engine's spec. */
export function teamSportLeagues(): TeamSportLeague[] {
  return LEAGUE_REGISTRY.filter((league): league is TeamSportLeague => 'engine' in league);
}

/** The team-sport league of an id; throws for a league on its own engine (MLB). */
export function teamSportLeagueOf(id: string): TeamSportLeague {
  const league = leagueOf(id);
  if (!('engine' in league)) throw new Error(`${id} is not on the team-sport engine`);
  return league as TeamSportLeague;
}

/** A team-sport league's model, for a caller that names the league by its id (LeagueState's live tests). */
export function teamSportModel(id: string): TeamSportModel {
  return teamSportLeagueOf(id).engine.model;
}
