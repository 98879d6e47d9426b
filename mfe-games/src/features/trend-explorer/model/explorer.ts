// The trend explorer's question and how its answer reads (product rules §6): the situation, the seasons the
// range pickers offer, and the result's title and figures.
import type { ExplorerConditions, ExplorerResult, Team } from '@vantage/contracts/sports';
import {
  ANY_SITUATION,
  EXPLORER_MAX_SEASONS,
  isCalendarDate,
  OPPONENT_MAX_LENGTH,
  SEASON_BOUNDS,
  seasonName,
  seasonsName,
  SITUATION_CHOICES,
  TEAM_QUERY_LENGTH,
  type League,
} from '@vantage/contracts/sports-rules';
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
  const seasons = seasonsName(league, result.from_season, result.to_season);
  return `${result.team?.name ?? 'All teams'}: ${result.situation} (${seasons})`;
}

/** The win percentage with one decimal, or N/A without a matching game. */
export const winPctText = (winPct: number | null): string => (winPct === null ? 'N/A' : `${winPct.toFixed(1)}%`);

/** The question a link holds (`/trends?league=nba&team=BOS&venue=home&from_season=2021&page=2`). */
export interface LinkedQuestion {
  team: string | null;
  /** The seasons picked; null for the default range. */
  range: [number, number] | null;
  situation: Situation;
  page: number;
  /** The date the record is split at, or none. */
  split: string | null;
}

const SITUATION_KEYS = Object.keys(ANY_SITUATION) as (keyof Situation)[];
/** The highest page a link may open (a link is typed by hand too). */
const MAX_LINKED_PAGE = 1_000;

const wholeBetween = (text: string | null, min: number, max: number): number | null => {
  const value = Number(text);
  return text && Number.isInteger(value) && value >= min && value <= max ? value : null;
};

/**
 * The question in the page's URL, by the API's rules: a part that the API would refuse is left out, so a
 * hand-edited link opens the nearest question it can rather than an error.
 */
export function questionFromParams(params: URLSearchParams): LinkedQuestion {
  const situation = { ...ANY_SITUATION };
  for (const { key, options } of SITUATION_CHOICES) {
    const value = params.get(key);
    if (value !== null && Object.hasOwn(options, value)) situation[key] = value as never;
  }
  const opponent = params.get('opponent')?.trim();
  if (opponent && opponent.length <= OPPONENT_MAX_LENGTH) situation.opponent = opponent;
  const team = params.get('team')?.trim() ?? '';
  const [from, to] = ['from_season', 'to_season'].map((key) =>
    wholeBetween(params.get(key), SEASON_BOUNDS.min, SEASON_BOUNDS.max),
  );
  // A range in the wrong order or too long goes as a whole.
  const range: [number, number] | null =
    from !== null && to !== null && from <= to && to - from < EXPLORER_MAX_SEASONS ? [from, to] : null;
  const split = params.get('split');
  return {
    team: team.length >= TEAM_QUERY_LENGTH.min && team.length <= TEAM_QUERY_LENGTH.max ? team : null,
    range,
    situation,
    page: wholeBetween(params.get('page'), 1, MAX_LINKED_PAGE) ?? 1,
    split: split !== null && isCalendarDate(split) ? split : null,
  };
}

/** The URL's query for `question` in `league`: only what differs from the first question, so links stay short. */
export function questionParams(league: League, question: LinkedQuestion): URLSearchParams {
  const params = new URLSearchParams({ league });
  if (question.team) params.set('team', question.team);
  for (const key of SITUATION_KEYS)
    if (question.situation[key] !== ANY_SITUATION[key]) params.set(key, question.situation[key]);
  if (question.range) {
    params.set('from_season', String(question.range[0]));
    params.set('to_season', String(question.range[1]));
  }
  if (question.split) params.set('split', question.split);
  if (question.page > 1) params.set('page', String(question.page));
  return params;
}
