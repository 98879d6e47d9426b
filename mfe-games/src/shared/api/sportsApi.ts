// svc-sports calls of the game screens, on the product's one RTK Query API (3 retries with backoff, 5-minute
// cache, request timeouts: packages/client/base-query). Every answer is checked against the contract; a game
// list that is no list fails with 'Unexpected data format' (spec §5/§8).
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { QueryArgs } from '@vantage/client/base-query';
import { vantageApi } from '@vantage/client/vantage-api';
import type { Calendar, ComparisonGame, GameDetail, Performance, Team, TeamGames } from '@vantage/contracts/sports';
import { UNEXPECTED_DATA_FORMAT } from '../model/gameList';
import { checkAnswer, prepareChecks } from '../contracts/checkAnswer';
import type { CheckName, Checked } from '../contracts/checks';

/**
 * Who is asking, as part of every cache key: a guest's answer hides what a member's shows, so a sign-in or
 * sign-out must not reuse the other's cached answer.
 */
export type Viewer = string;

export interface GameListArgs {
  date: string;
  /** A day before today: a game without a status counts as completed. */
  pastDay: boolean;
  viewer: Viewer;
}

function parsingError(data: unknown, message = UNEXPECTED_DATA_FORMAT): FetchBaseQueryError {
  return {
    status: 'PARSING_ERROR',
    originalStatus: 200,
    data: JSON.stringify(data)?.slice(0, 200) ?? '',
    error: message,
  };
}

type BaseQueryResult = { data?: unknown; error?: FetchBaseQueryError };
type BaseQuery = (args: string | QueryArgs) => BaseQueryResult | PromiseLike<BaseQueryResult>;

/** One call through the shared base query (retries, timeout), its answer checked against the contract. */
export async function fetchChecked<N extends CheckName>(
  baseQuery: BaseQuery,
  args: string | QueryArgs,
  check: N,
): Promise<{ data: Checked<N> } | { error: FetchBaseQueryError }> {
  prepareChecks();
  const result = await baseQuery(args);
  if (result.error) return { error: result.error };
  const checked = await checkAnswer(check, result.data);
  return checked === null ? { error: parsingError(result.data) } : { data: checked };
}

// Refresh on the dashboard invalidates the lists and the details they show.
export const sportsApi = vantageApi.enhanceEndpoints({ addTagTypes: ['GameList', 'GameDetail'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Today and yesterday as US Eastern dates, from the server's clock (the demo replays a past date). */
    gamesCalendar: build.query<Calendar, void>({
      queryFn: (_arg, _api, _extra, baseQuery) => fetchChecked(baseQuery, '/api/mlb/calendar/', 'calendar'),
    }),
    gamesOfDay: build.query<ComparisonGame[], GameListArgs>({
      queryFn: ({ date, pastDay }, _api, _extra, baseQuery) =>
        fetchChecked(
          baseQuery,
          { url: '/api/mlb/comparison/', params: { date } },
          pastDay ? 'pastGameList' : 'todaysGameList',
        ),
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
    }),
    teamSeasonGames: build.query<TeamGames, { team: string; season?: number }>({
      queryFn: ({ team, season }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: '/api/mlb/games/', params: { team, season } }, 'teamGames'),
    }),
    /** Basic and up (billing's algorithm_performance); others get 401/403. */
    modelPerformance: build.query<Performance, { from: string; to: string; viewer: Viewer }>({
      queryFn: ({ from, to }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: '/api/mlb/performance/', params: { from, to } }, 'performance'),
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
} = sportsApi;
