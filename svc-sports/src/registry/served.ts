import type { Clock } from '../clock/clock';
import type { SportsDb } from '../db/database';
import { ExplorerRepository } from '../api/explorer/repository';
import { mlbSeasonSides, type Side } from '../api/explorer/service';
import type { PreparedData } from '../data/seed/prepare';
import type { TeamLookup } from '../api/teams/lookup';
import { LEAGUE_PROFILES, type LeagueProfile } from './profiles';

/** What the API needs of one league: its facts, its clock, its teams and its explorer's situations. */
export interface ServedLeague {
  profile: LeagueProfile;
  clock: Clock;
  teams: TeamLookup;
  /** The sides of a season's games played before `today`, each in the situation its trends read. */
  seasonSides: (season: number, today: string) => Promise<Side[]>;
}

/** MLB as the API serves it, from its prepared data. */
export function servedMlb(db: SportsDb, clock: Clock, prepared: PreparedData): ServedLeague {
  return {
    profile: LEAGUE_PROFILES.mlb,
    clock,
    teams: prepared.teams,
    seasonSides: mlbSeasonSides(new ExplorerRepository({ db, league: 'mlb' }), prepared.teams, prepared.parks),
  };
}
