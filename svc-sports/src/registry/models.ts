import path from 'node:path';
import { leaguePredictor as leagueModel } from '../model/leagues/model';
import { loadShippedLeague } from '../model/leagues/shipped';
import { LEAGUE_TEAMS, type LeagueTeam } from '../model/leagues/teams';
import type { LeagueGame, LeaguePredictor, NewLeague } from '../model/leagues/types';
import type { TrendTeam } from '../model/trends/league-situations';

/**
 * Where the NBA, NFL and NHL plug their own code into the common one (src/leagues owns it): the reference teams,
 * the shipped games and the walk-forward predictor whose predictions are recorded.
 */
export type LeagueTeamFacts = LeagueTeam;

export function leagueTeams(league: NewLeague): LeagueTeam[] {
  return LEAGUE_TEAMS[league];
}

/** A league's shipped games from `dataDir/<league>/` (the layout of svc-sports/data). */
export function shippedLeagueGames(league: NewLeague, dataDir: string): LeagueGame[] {
  return loadShippedLeague(league, path.join(dataDir, league));
}

/** The model whose predictions are recorded: the league's own (src/model/leagues/model.ts). */
export function leaguePredictor(league: NewLeague): LeaguePredictor {
  return leagueModel(league);
}

/** Conference and division of every code a league's games use, old codes (OAK, SD, STL…) included. */
export function trendTeams(league: NewLeague): Map<string, TrendTeam> {
  const map = new Map<string, TrendTeam>();
  for (const t of LEAGUE_TEAMS[league])
    for (const code of [t.code, ...(t.history ?? []).map((h) => h.code)])
      map.set(code, { conference: t.conference, division: t.division });
  return map;
}
