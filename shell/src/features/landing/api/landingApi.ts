// The landing page's svc-sports calls: today's date from the server's calendar (the demo replays a past
// date), today's games, and the trends of the few featured games. Types only from the contracts: the first
// page stays free of a validation library; the list's shape is checked before use.
import type { Calendar, ComparisonGame, GameDetail } from '@vantage/contracts/sports';
import { fetchInto, type ScreenContext } from '@vantage/client/remote-routes';
import { getSession, viewerKey } from '@vantage/client/session';
import { vantageApi } from '@vantage/client/vantage-api';

export const landingApi = vantageApi.injectEndpoints({
  endpoints: (build) => ({
    landingCalendar: build.query<Calendar, void>({ query: () => '/api/mlb/calendar/' }),
    /** `viewer` keys the cache per signed-in user: a guest sees fewer insights. */
    landingGames: build.query<ComparisonGame[], { date: string; viewer: string }>({
      query: ({ date }) => ({ url: '/api/mlb/comparison/', params: { date } }),
      transformResponse: (answer: unknown) => {
        const games = Array.isArray(answer) ? answer : (answer as { games?: unknown } | null)?.games;
        return Array.isArray(games) ? (games as ComparisonGame[]) : [];
      },
    }),
    landingGameTrends: build.query<GameDetail['teams'], { gameId: string; viewer: string }>({
      query: ({ gameId }) => `/api/mlb/comparison/${encodeURIComponent(gameId)}/`,
      transformResponse: (detail: GameDetail) => detail.teams ?? [],
    }),
  }),
});

export const { useLandingCalendarQuery, useLandingGamesQuery, useLandingGameTrendsQuery } = landingApi;

/** The calendar and today's games, before the landing page's first render (see the shell's bootstrap). */
export async function prefetchLanding({ dispatch }: ScreenContext): Promise<void> {
  const dates = await fetchInto(dispatch(landingApi.endpoints.landingCalendar.initiate()));
  if (!dates) return;
  const args = { date: dates.today, viewer: viewerKey(getSession()) };
  await fetchInto(dispatch(landingApi.endpoints.landingGames.initiate(args)));
}
