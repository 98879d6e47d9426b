import type { Clock } from '../clock/clock';
import type { SportsDb } from '../db/database';
import type { Side } from '../api/explorer/service';
import { prepareLeague, type PreparedLeague } from '../data/seed/prepare';
import type { RootAnchor } from '../api/ledger/service';
import type { League, LeagueId } from '../leagues/league';
import { LEAGUE_REGISTRY } from '../leagues/registry';
import type { Logger } from '@vantage/service-kit/logger';
import type { TeamLookup } from '../api/teams/lookup';
import type { LeagueProfile } from './profiles';

/** What the API needs of one league: its facts, its clock, its teams and its explorer's situations. */
export interface ServedLeague {
  profile: LeagueProfile;
  clock: Clock;
  teams: TeamLookup;
  /** The sides of a season's games played before `today`, each in the situation its trends read. */
  seasonSides: (season: number, today: string) => Promise<Side[]>;
}

/** A prepared league as the API serves it. */
export function servedLeague(
  db: SportsDb,
  league: League,
  clock: Clock,
  prepared: PreparedLeague,
  dataDir: string,
): ServedLeague {
  return { profile: league.profile, clock, teams: prepared.teams, seasonSides: league.seasonSides(db, dataDir) };
}

/**
 * Every league of the registry prepared (prepareLeague) and served, one after the other, each on its own clock
 * (leagueReplayDate): the embedded database serves one statement at a time, and bulk loads side by side made a new
 * connection wait past the pool's timeout on a busy machine. `since`: PREDICTIONS_FROM, when set.
 */
export async function prepareLeagues(
  db: SportsDb,
  dataDir: string,
  clockOf: (league: LeagueId) => Clock,
  logger: Logger,
  { since, anchors = [] }: { since?: string; anchors?: RootAnchor[] } = {},
): Promise<{ served: ServedLeague[]; prepared: Map<LeagueId, PreparedLeague> }> {
  const served: ServedLeague[] = [];
  const prepared = new Map<LeagueId, PreparedLeague>();
  for (const league of LEAGUE_REGISTRY) {
    const clock = clockOf(league.id);
    const ready = await prepareLeague(db, league, dataDir, clock, logger, since, anchors);
    prepared.set(league.id, ready);
    served.push(servedLeague(db, league, clock, ready, dataDir));
  }
  return { served, prepared };
}
