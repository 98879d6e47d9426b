import type { Clock } from '../clock/clock';
import type { SportsDb } from '../db/database';
import { ExplorerRepository } from '../api/explorer/repository';
import { mlbSeasonSides, type Side } from '../api/explorer/service';
import { leagueGameOf, storedGames } from '../leagues/team-sport/seed';
import { prepareLeague, type PreparedData, type PreparedLeague } from '../data/seed/prepare';
import type { RootAnchor } from '../api/ledger/service';
import { and, eq, lt } from 'drizzle-orm';
import { games } from '../db/schema';
import { teamSportLeagues } from '../leagues/registry';
import type { TeamSportLeague } from '../leagues/team-sport/league';
import { trendTeams } from '../leagues/team-sport/teams';
import type { League } from '../leagues/team-sport/types';
import { storageId, trendGame } from '../leagues/team-sport/compute';
import { LeagueTrends } from '../leagues/team-sport/situations';
import { restOf } from '../model/trends/rest';
import type { Logger } from '@vantage/service-kit/logger';
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

/** The explorer's sides of one season of a league before today, in its trends' situations. */
function leagueSeasonSides(db: SportsDb, league: TeamSportLeague) {
  const { id } = league;
  return async (season: number, today: string): Promise<Side[]> => {
    const rows = await storedGames(db, id, and(eq(games.season, season), lt(games.date, today)));
    const sides: Side[] = [];
    const trends = new LeagueTrends(league.engine.situations, trendTeams(id));
    trends.walk(
      rows.map((r) => trendGame(leagueGameOf(id, r.game, r.line, today))),
      (game, t) => {
        const r = game.result;
        if (!r || r.homeScore === r.awayScore) return;
        for (const home of [true, false]) {
          const scoreFor = home ? r.homeScore : r.awayScore;
          const scoreAgainst = home ? r.awayScore : r.homeScore;
          const side = t.situations[home ? 'home' : 'away'];
          sides.push({
            game: { id: storageId(id, game.id), date: game.date, season: game.season },
            team: home ? game.home : game.away,
            opponent: home ? game.away : game.home,
            home,
            won: scoreFor > scoreAgainst,
            runsFor: scoreFor,
            runsAgainst: scoreAgainst,
            moneyline: game.odds ? (home ? game.odds.homeMoneyline : game.odds.awayMoneyline) : null,
            situation: side.situation,
            rest: restOf(side.daysOff),
          });
        }
      },
    );
    return sides;
  };
}

/** A prepared team-sport league as the API serves it. */
export function servedLeague(
  db: SportsDb,
  league: TeamSportLeague,
  clock: Clock,
  prepared: PreparedLeague,
): ServedLeague {
  return {
    profile: league.profile,
    clock,
    teams: prepared.teams,
    seasonSides: leagueSeasonSides(db, league),
  };
}

/** Every team-sport league prepared and served, each on its own clock (leagueReplayDate). */
export async function prepareTeamSportLeagues(
  db: SportsDb,
  dataDir: string,
  clockOf: (league: League) => Clock,
  logger: Logger,
  anchors: RootAnchor[] = [],
): Promise<{ served: ServedLeague[]; prepared: Map<League, PreparedLeague> }> {
  const served: ServedLeague[] = [];
  const prepared = new Map<League, PreparedLeague>();
  for (const league of teamSportLeagues()) {
    const clock = clockOf(league.id);
    const ready = await prepareLeague(db, league, dataDir, clock, logger, undefined, anchors);
    prepared.set(league.id, ready);
    served.push(servedLeague(db, league, clock, ready));
  }
  return { served, prepared };
}
