// product rules §7 calls 13–14 on svc-sports, with credentials so the HttpOnly staff cookie goes along. The raw
// Response is returned: the dashboard words its errors from the status and status text (product rules §8).
import { apiFetch } from '@vantage/client/http';
import type { League } from '@vantage/contracts/sports-rules';

export interface TrendsRange {
  season?: number;
  from?: string;
  to?: string;
}

export function fetchUserInfo(signal: AbortSignal): Promise<Response> {
  return apiFetch('/api/mlb/user-info/', { credentials: 'include', signal });
}

export function fetchTrendsData(league: League, range: TrendsRange, signal: AbortSignal): Promise<Response> {
  const params = new URLSearchParams();
  if (range.season !== undefined) params.set('season', String(range.season));
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const query = params.toString();
  return apiFetch(`/api/${league}/admin/trends-data/${query ? `?${query}` : ''}`, { credentials: 'include', signal });
}

/** How every trend found in a season went after it was found (public; the current season without `season`). */
export function fetchTrendsFound(league: League, season: number | undefined, signal: AbortSignal): Promise<Response> {
  return apiFetch(`/api/${league}/trends/found/${season === undefined ? '' : `?season=${season}`}`, { signal });
}
