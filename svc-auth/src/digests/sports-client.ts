import { calendarSchema, comparisonListSchema, gameDetailSchema, type Calendar } from '@vantage/contracts/sports';
import type { ComparisonList, GameDetail } from '@vantage/contracts/sports';
import { watchlistTodayListSchema, type WatchlistToday } from '@vantage/contracts/watchlists';
import { HttpClient } from '@vantage/service-kit/http-client';
import type { z } from 'zod';

/**
 * Reads svc-sports' public API over its internal address with the member's own access token, so a digest
 * shows exactly what that member's plan shows on the site.
 */
export class SportsReader {
  private readonly base: string;
  private readonly http: HttpClient;

  constructor(deps: { baseUrl: string; timeoutMs?: number }) {
    this.base = deps.baseUrl.replace(/\/+$/, '');
    // Reads: a failed one is asked twice more, 0.2 s then 0.4 s later, before a digest or alert gives up on it.
    this.http = new HttpClient({ timeoutMs: deps.timeoutMs ?? 5000, retries: 2, backoffMs: 200 });
  }

  calendar(league: string): Promise<Calendar> {
    return this.get(`/api/${league}/calendar/`, calendarSchema);
  }

  /** The day's list as a member of the token's plan sees it. */
  list(league: string, date: string, token: string): Promise<ComparisonList> {
    return this.get(`/api/${league}/comparison/?date=${encodeURIComponent(date)}`, comparisonListSchema, token);
  }

  detail(league: string, gameId: string, token: string): Promise<GameDetail> {
    return this.get(`/api/${league}/comparison/${encodeURIComponent(gameId)}/`, gameDetailSchema, token);
  }

  /** The member's watchlists whose alert switch is on, with today's matching games as their plan shows them. */
  async alertingWatchlists(token: string): Promise<WatchlistToday[]> {
    return (await this.get('/api/watchlists/today/?alerts=true', watchlistTodayListSchema, token)).watchlists;
  }

  private get<T extends z.ZodType>(path: string, schema: T, token?: string): Promise<z.infer<T>> {
    return this.http.json(`${this.base}${path}`, schema, {
      name: `svc-sports ${path}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }
}
