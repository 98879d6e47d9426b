// Watchlists (product rules §10): how the page reads a watchlist and the plan's limits, and the form's values.
import { LEAGUES, type League } from '@vantage/contracts/sports-rules';
import type { ExplorerSituation } from '@vantage/contracts/sports';
import { TIER_NAMES, type TierType } from '@vantage/contracts/tiers';
import type { Watchlist, WatchlistInput, WatchlistUsage } from '@vantage/contracts/watchlists';

/** The form's values: teams as "league:CODE" so one picker holds every league's teams. */
export interface WatchlistFormValues {
  name: string;
  leagues: League[];
  teams: string[];
  situations: ExplorerSituation[];
  alerts: boolean;
}

export const EMPTY_FORM: WatchlistFormValues = { name: '', leagues: [], teams: [], situations: [], alerts: true };

export const teamValue = (league: League, code: string) => `${league}:${code}`;

export function formValues(watchlist: Watchlist): WatchlistFormValues {
  return {
    name: watchlist.name,
    leagues: watchlist.leagues,
    teams: watchlist.teams.map((t) => teamValue(t.league, t.code)),
    situations: watchlist.situations.map(({ description: _description, ...situation }) => situation),
    alerts: watchlist.alerts,
  };
}

export function watchlistInput(values: WatchlistFormValues): WatchlistInput {
  return {
    name: values.name,
    leagues: values.leagues,
    teams: values.teams.map((value) => {
      const [league, code] = value.split(':') as [League, string];
      return { league, code };
    }),
    situations: values.situations,
    alerts: values.alerts,
  };
}

/** The leagues a form's team picker offers: the chosen ones, or every league. */
export const leaguesOffered = (chosen: League[]): League[] => (chosen.length > 0 ? chosen : [...LEAGUES]);

/** True when the plan allows no further watchlist. */
export const limitReached = (usage: WatchlistUsage) =>
  usage.projects_limit !== null && usage.projects_used >= usage.projects_limit;

const NEXT_PLAN: Record<TierType, TierType | null> = { free: 'basic', basic: 'pro', pro: null };

/** The limit-reached notice: the plan's number and the way to more. */
export function limitText(usage: WatchlistUsage, tier: TierType): string {
  const plan = TIER_NAMES[tier][0];
  const next = NEXT_PLAN[tier];
  const limit = usage.projects_limit ?? 0;
  const upgrade = next ? ` Upgrade to ${TIER_NAMES[next][0]} for more, or delete one to make room.` : '';
  return `Your ${plan} plan includes ${limit} watchlist${limit === 1 ? '' : 's'}, and you have ${usage.projects_used}.${upgrade}`;
}

/** "Every league" or "MLB, NBA" */
export const leaguesText = (leagues: League[]) =>
  leagues.length === 0 ? 'Every league' : leagues.map((l) => l.toUpperCase()).join(', ');
