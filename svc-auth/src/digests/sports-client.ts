import { calendarSchema, comparisonListSchema, gameDetailSchema, type Calendar } from '@vantage/contracts/sports';
import type { ComparisonList, GameDetail } from '@vantage/contracts/sports';
import { watchlistTodayListSchema, type WatchlistToday } from '@vantage/contracts/watchlists';
import type { z } from 'zod';

export interface SportsReader {
  calendar(league: string): Promise<Calendar>;
  /** The day's list as a member of the token's plan sees it. */
  list(league: string, date: string, token: string): Promise<ComparisonList>;
  detail(league: string, gameId: string, token: string): Promise<GameDetail>;
  /** The member's watchlists whose alert switch is on, with today's matching games as their plan shows them. */
  alertingWatchlists(token: string): Promise<WatchlistToday[]>;
}

/**
 * Reads svc-sports' public API over its internal address with the member's own access token, so a digest
 * shows exactly what that member's plan shows on the site.
 */
export function createSportsReader(baseUrl: string, timeoutMs = 5000): SportsReader {
  const base = baseUrl.replace(/\/+$/, '');
  const get = async <T extends z.ZodType>(path: string, schema: T, token?: string): Promise<z.infer<T>> => {
    const response = await fetch(`${base}${path}`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    if (!response.ok) throw new Error(`svc-sports ${path}: HTTP ${response.status}`);
    return schema.parse(await response.json());
  };
  return {
    calendar: (league) => get(`/api/${league}/calendar/`, calendarSchema),
    list: (league, date, token) =>
      get(`/api/${league}/comparison/?date=${encodeURIComponent(date)}`, comparisonListSchema, token),
    detail: (league, gameId, token) =>
      get(`/api/${league}/comparison/${encodeURIComponent(gameId)}/`, gameDetailSchema, token),
    alertingWatchlists: async (token) =>
      (await get('/api/watchlists/today/?alerts=true', watchlistTodayListSchema, token)).watchlists,
  };
}
