import { calendarSchema, comparisonListSchema, gameDetailSchema, type Calendar } from '@vantage/contracts/sports';
import type { ComparisonList, GameDetail } from '@vantage/contracts/sports';
import { watchlistTodayListSchema, type WatchlistToday } from '@vantage/contracts/watchlists';
import { HttpClient } from '@vantage/service-kit/http-client';
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
  // Reads: a failed one is asked twice more, 0.2 s then 0.4 s later, before a digest or alert gives up on it.
  const http = new HttpClient({ timeoutMs, retries: 2, backoffMs: 200 });
  const get = <T extends z.ZodType>(path: string, schema: T, token?: string): Promise<z.infer<T>> =>
    http.json(`${base}${path}`, schema, {
      name: `svc-sports ${path}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
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
