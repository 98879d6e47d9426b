import type { League } from '@vantage/contracts/sports';
import { MARGIN_UNITS, STARTER_ROLES, type LineMarketCoverage } from '@vantage/contracts/sports';

/**
 * The facts about a league the common code is parameterised by (what it is, not how it is modelled). Each league
 * defines its own in its folder (src/leagues/<league>/profile.ts) and its League object carries it (`profile`).
 */
export interface LeagueProfile {
  league: League;
  /** "NBA" */
  name: string;
  /** Our game ids: MLB's `YYYY-MM-DD-AWY-HOM-n`, the others' the same behind their name. */
  gameIdPattern: RegExp;
  marginUnit: (typeof MARGIN_UNITS)[number];
  /** Who home_starter/away_starter are; null where the league names none (the NBA). */
  starterRole: (typeof STARTER_ROLES)[number] | null;
  /** Whether its spreads and totals are modelled and served (the game payload's `line_markets`). */
  lineMarkets: LineMarketCoverage;
  /**
   * The replayed "today" when none is configured: a full day of games of the latest shipped season, with a full
   * day before it (so yesterday's results and today's slate both show).
   */
  defaultReplayDate: string;
  /** A season is named by the year it starts; its first month (MLB 1: every game of a year is its season). */
  seasonStartMonth: number;
}

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
