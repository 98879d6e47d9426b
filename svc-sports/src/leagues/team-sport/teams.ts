import type { TrendTeam } from './situations';
import type { League } from './types';

/**
 * A team of a league on this engine, as its folder's table gives it (src/leagues/nba/teams.json and the NFL's and
 * NHL's, read by team-table.ts): today's code, name, city, conference and division (today's alignment for every
 * season), the home arena's approximate coordinates and standard UTC offset (for travel and time zones), and the
 * franchise's earlier identities (code, name, city) with the last season (year it starts) each was used. Codes are
 * the ones fans and the leagues' feeds use today.
 */
export interface LeagueTeam {
  league: League;
  code: string;
  name: string;
  city: string;
  conference: string;
  division: string;
  lat: number;
  lon: number;
  /** Standard-time UTC offset in hours. */
  utcOffset: number;
  /** First season the franchise played (expansion teams since 2010). */
  firstSeason?: number;
  history?: { until: number; code: string; name: string; city: string; lat: number; lon: number; utcOffset: number }[];
  /** Other spellings the sources use for this franchise (any season). */
  aliases?: string[];
}

/** Conference and division of every code a league's games use (its `teams`), old codes (OAK, SD, STL…) included. */
export function trendTeams(teams: readonly LeagueTeam[]): Map<string, TrendTeam> {
  const map = new Map<string, TrendTeam>();
  for (const t of teams)
    for (const code of [t.code, ...(t.history ?? []).map((h) => h.code)])
      map.set(code, { conference: t.conference, division: t.division });
  return map;
}

/** How a team was known in one season: its code, name and home. */
export interface SeasonIdentity {
  franchise: string;
  code: string;
  name: string;
  city: string;
  lat: number;
  lon: number;
  utcOffset: number;
}

export function identityIn(team: LeagueTeam, season: number): SeasonIdentity {
  const past = (team.history ?? []).find((h) => season <= h.until);
  const { code, name, city, lat, lon, utcOffset } = past ?? team;
  return { franchise: team.code, code, name, city, lat, lon, utcOffset };
}

const normalise = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Finds a league's teams (its table, src/leagues/<league>/profile.ts) by any spelling of the sources: today's or an
 * old code, a full name, old or new.
 */
export class TeamIndex {
  private readonly byKey = new Map<string, LeagueTeam>();
  private readonly byCode = new Map<string, LeagueTeam>();

  constructor(
    readonly league: League,
    teams: readonly LeagueTeam[],
  ) {
    for (const team of teams) {
      const keys = [
        team.code,
        team.name,
        ...(team.aliases ?? []),
        ...(team.history ?? []).flatMap((h) => [h.code, h.name]),
      ];
      for (const key of keys) this.byKey.set(normalise(key), team);
      this.byCode.set(team.code, team);
    }
  }

  /** The team a source's spelling names, or undefined. */
  find(spelling: string): LeagueTeam | undefined {
    return this.byKey.get(normalise(spelling));
  }

  /** The team, as known in `season`; throws on a spelling no team has (a source changed: say so). */
  in(spelling: string, season: number): SeasonIdentity {
    const team = this.find(spelling);
    if (!team) throw new Error(`${this.league}: unknown team "${spelling}"`);
    return identityIn(team, season);
  }

  /** The franchise (today's code) of a season-accurate code such as OAK or NJN. */
  franchise(code: string): string {
    return this.find(code)?.code ?? code;
  }

  all(): LeagueTeam[] {
    return [...this.byCode.values()];
  }
}
