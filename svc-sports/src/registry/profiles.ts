import type { League } from '@vantage/contracts/sports';
import { MARGIN_UNITS, SEASON_MONTHS, STARTER_ROLES } from '@vantage/contracts/sports';

/** The facts about a league the common code is parameterised by (what it is, not how it is modelled). */
export interface LeagueProfile {
  league: League;
  /** "NBA" */
  name: string;
  /** Our game ids: MLB's `YYYY-MM-DD-AWY-HOM-n`, the others' the same behind their name. */
  gameIdPattern: RegExp;
  marginUnit: (typeof MARGIN_UNITS)[number];
  /** Who home_starter/away_starter are; null where the league names none (the NBA). */
  starterRole: (typeof STARTER_ROLES)[number] | null;
  /**
   * The replayed "today" when none is configured: a full day of games of the latest shipped season, with a full
   * day before it (so yesterday's results and today's slate both show).
   */
  defaultReplayDate: string;
  /** A season is named by the year it starts; its first month (MLB 1: every game of a year is its season). */
  seasonStartMonth: number;
}

const CODE = '[A-Z]{2,3}';
const idPattern = (prefix: string) => new RegExp(`^${prefix}\\d{4}-\\d{2}-\\d{2}-${CODE}-${CODE}-\\d$`);

export const LEAGUE_PROFILES: Record<League, LeagueProfile> = {
  mlb: {
    league: 'mlb',
    name: 'MLB',
    gameIdPattern: /^\d{4}-\d{2}-\d{2}-[A-Z]{3}-[A-Z]{3}-\d$/,
    marginUnit: 'runs',
    starterRole: 'pitcher',
    // A mid-season 2023 Wednesday with a full slate (15 games) and a full slate the day before.
    defaultReplayDate: '2023-08-02',
    seasonStartMonth: 1,
  },
  nba: {
    league: 'nba',
    name: 'NBA',
    gameIdPattern: idPattern('nba-'),
    marginUnit: 'points',
    starterRole: null,
    defaultReplayDate: '2024-02-14',
    seasonStartMonth: SEASON_MONTHS.nba.first,
  },
  nfl: {
    league: 'nfl',
    name: 'NFL',
    gameIdPattern: idPattern('nfl-'),
    marginUnit: 'points',
    starterRole: 'quarterback',
    defaultReplayDate: '2023-12-31',
    seasonStartMonth: SEASON_MONTHS.nfl.first,
  },
  nhl: {
    league: 'nhl',
    name: 'NHL',
    gameIdPattern: idPattern('nhl-'),
    marginUnit: 'goals',
    starterRole: 'goaltender',
    defaultReplayDate: '2023-12-16',
    seasonStartMonth: SEASON_MONTHS.nhl.first,
  },
};

/** The season a date belongs to (named by the year it starts). */
export function seasonOf(profile: LeagueProfile, date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= profile.seasonStartMonth ? year : year - 1;
}

/** The first and last calendar day of a season. */
export function seasonDates(profile: LeagueProfile, season: number): { from: string; to: string } {
  const month = String(profile.seasonStartMonth).padStart(2, '0');
  if (profile.seasonStartMonth === 1) return { from: `${season}-01-01`, to: `${season}-12-31` };
  const end = new Date(Date.UTC(season + 1, profile.seasonStartMonth - 1, 0)).toISOString().slice(0, 10);
  return { from: `${season}-${month}-01`, to: end };
}
