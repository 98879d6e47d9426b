// svc-sports calls of every screen (the shell's landing and search, the game screens), on the product's one RTK Query API (3 retries with backoff, 5-minute
// cache, request timeouts: packages/client/base-query). Every answer is checked against the contract; a game
// list that is no list fails with 'Unexpected data format' (product rules §5/§8).
import { vantageApi } from '@vantage/client/vantage-api';
import type {
  Calendar,
  ComparisonGame,
  GameDetail,
  League,
  Performance,
  Team,
  TeamGames,
  TrackRecord,
} from '@vantage/contracts/sports';
import { fetchChecked } from '@vantage/client/check-answer';
import { fetchInto, type ScreenContext } from '@vantage/client/remote-routes';
import { getSession, viewerKey } from '@vantage/client/session';

/**
 * Who is asking, as part of every cache key: a guest's answer hides what a member's shows, so a sign-in or
 * sign-out must not reuse the other's cached answer.
 */
export type Viewer = string;

export interface GameListArgs {
  date: string;
  viewer: Viewer;
}

// Refresh on the dashboard invalidates the lists and the details they show.
export const sportsApi = vantageApi.enhanceEndpoints({ addTagTypes: ['GameList', 'GameDetail'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Today and yesterday as US Eastern dates, from the server's clock (the demo replays a past date). */
    gamesCalendar: build.query<Calendar, void>({
      queryFn: (_arg, _api, _extra, baseQuery) => fetchChecked(baseQuery, '/api/mlb/calendar/', 'calendar'),
    }),
    gamesOfDay: build.query<ComparisonGame[], GameListArgs>({
      queryFn: ({ date }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: '/api/mlb/comparison/', params: { date } }, 'gameList'),
      providesTags: ['GameList'],
    }),
    gameDetail: build.query<GameDetail, { gameId: string; viewer: Viewer }>({
      queryFn: ({ gameId }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, `/api/mlb/comparison/${encodeURIComponent(gameId)}/`, 'gameDetail'),
      providesTags: ['GameDetail'],
    }),
    teamsMatching: build.query<Team[], string>({
      queryFn: (q, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: '/api/mlb/teams/', params: { q: q || undefined } }, 'teamList'),
      // The header's search asks as the user types: many short-lived searches, kept a minute, not five.
      keepUnusedDataFor: 60,
    }),
    teamSeasonGames: build.query<TeamGames, { team: string; season?: number }>({
      queryFn: ({ team, season }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: '/api/mlb/games/', params: { team, season } }, 'teamGames'),
    }),
    /** Basic and up (billing's algorithm_performance); others get 401/403. */
    modelPerformance: build.query<Performance, { from: string; to: string; viewer: Viewer; league?: League }>({
      queryFn: ({ from, to, league = 'mlb' }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: `/api/${league}/performance/`, params: { from, to } }, 'performance'),
    }),
    /** A league's season against the de-vigged market (the latest when `season` is absent). */
    trackRecord: build.query<TrackRecord, { league: League; season?: number; viewer: Viewer }>({
      queryFn: ({ league, season }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: `/api/${league}/track-record/`, params: { season } }, 'trackRecord'),
    }),
  }),
});

export const {
  useGamesCalendarQuery,
  useGamesOfDayQuery,
  useGameDetailQuery,
  useTeamsMatchingQuery,
  useTeamSeasonGamesQuery,
  useModelPerformanceQuery,
  useTrackRecordQuery,
} = sportsApi;

/** The calendar and today's games (the dashboard and the trends page open on them), if they came. */
export async function prefetchTodaysGames({
  dispatch,
}: ScreenContext): Promise<{ dates: Calendar; games: ComparisonGame[] } | undefined> {
  const dates = await fetchInto(dispatch(sportsApi.endpoints.gamesCalendar.initiate()));
  if (!dates) return undefined;
  const args = { date: dates.today, viewer: viewerKey(getSession()) };
  const games = await fetchInto(dispatch(sportsApi.endpoints.gamesOfDay.initiate(args)));
  return games && { dates, games };
}
