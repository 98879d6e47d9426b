// The trend explorer's question and how its answer reads (product rules §6): the situation, the seasons the
// range pickers offer, and the result's title and figures.
import type { ExplorerConditions, ExplorerResult, Team } from '@vantage/contracts/sports';
import { EXPLORER_MAX_SEASONS, seasonName, type League } from '@vantage/contracts/sports-rules';
import { FEATURE_MINIMUM_TIER, TIER_NAMES, tierAllows, type TierType } from '@vantage/contracts/tiers';

export type Situation = Pick<ExplorerConditions, 'venue' | 'price' | 'previous' | 'rest' | 'time' | 'opponent'>;

/** Seasons offered in the range pickers. */
const SEASONS_OFFERED = 10;
/** Games per page of the matching games. */
export const EXPLORER_PAGE_SIZE = 10;
/** The plan the explorer comes with. */
export const EXPLORER_PLAN = TIER_NAMES[FEATURE_MINIMUM_TIER.trend_explorer][0];

/**
 * What /trends does for a viewer: a guest, or a member whose plan is known to lack the explorer, is offered the
 * upgrade without asking the server (whose refusal would only log a 401/403); while the plan loads it waits; a
 * Pro member, or one whose plan could not be read, asks (svc-sports checks the tier itself).
 */
export function explorerAccess(viewer: {
  signedIn: boolean;
  tier: TierType | null;
  tierLoading: boolean;
}): 'guest' | 'upgrade' | 'wait' | 'ask' {
  if (!viewer.signedIn) return 'guest';
  if (viewer.tierLoading) return 'wait';
  return viewer.tier === null || tierAllows(viewer.tier, 'trend_explorer') ? 'ask' : 'upgrade';
}

export interface SeasonOption {
  value: number;
  label: string;
}

/** The league's last ten seasons, newest first, by their names; none until the current season is known. */
export function seasonsOffered(league: League, currentSeason: number | null): SeasonOption[] {
  if (!currentSeason) return [];
  return Array.from({ length: SEASONS_OFFERED }, (_, i) => currentSeason - i).map((year) => ({
    value: year,
    label: seasonName(league, year),
  }));
}

/** The range asked before any pick: the current season and the two before it (an empty range until known). */
export function defaultSeasons(currentSeason: number | null): [number, number] {
  return currentSeason ? [currentSeason - 2, currentSeason] : [0, -1];
}

/** First seasons that keep the range in order and within EXPLORER_MAX_SEASONS of the last. */
export function firstSeasonOptions(seasons: SeasonOption[], last: number): SeasonOption[] {
  return seasons.filter((o) => o.value <= last && o.value > last - EXPLORER_MAX_SEASONS);
}

/** Last seasons that keep the range in order and within EXPLORER_MAX_SEASONS of the first. */
export function lastSeasonOptions(seasons: SeasonOption[], first: number): SeasonOption[] {
  return seasons.filter((o) => o.value >= first && o.value < first + EXPLORER_MAX_SEASONS);
}

/** The divisions an opponent may be picked from, once each, alphabetical. */
export function divisionNames(teams: readonly Pick<Team, 'division'>[]): string[] {
  return [...new Set(teams.map((t) => t.division))].sort();
}

/**
 * 'Boston Red Sox: Home favourite after a loss (2021–2023)', or one season alone; seasons by their league's names
 * ('All teams: Home (2021–22 to 2023–24)').
 */
export function resultTitle(result: ExplorerResult, league: League): string {
  const [first, last] = [result.from_season, result.to_season].map((season) => seasonName(league, season));
  const seasons = first === last ? first : `${first}${first.includes('–') ? ' to ' : '–'}${last}`;
  return `${result.team?.name ?? 'All teams'}: ${result.situation} (${seasons})`;
}

/** The win percentage with one decimal, or N/A without a matching game. */
export const winPctText = (winPct: number | null): string => (winPct === null ? 'N/A' : `${winPct.toFixed(1)}%`);
