// svc-sports calls of the game screens, on the product's one RTK Query API (3 retries with backoff, 5-minute
// cache, request timeouts: packages/client/base-query). Every answer is checked against the contract; a game
// list that is no list fails with 'Unexpected data format' (spec §5/§8).
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { QueryArgs } from '@vantage/client/base-query';
import { vantageApi } from '@vantage/client/vantage-api';
import {
  calendarSchema,
  gameDetailSchema,
  performanceSchema,
  teamGamesSchema,
  teamListSchema,
  type Calendar,
  type ComparisonGame,
  type GameDetail,
  type Performance,
  type Team,
  type TeamGames,
} from '@vantage/contracts/sports';
import type { ZodType } from 'zod';
import { readGameList, UNEXPECTED_DATA_FORMAT } from '../model/gameList';

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

/** One call through the shared base query (retries, timeout), its answer checked with `schema`. */
export async function fetchChecked<T>(baseQuery: BaseQuery, args: string | QueryArgs, schema: ZodType<T>) {
  const result = await baseQuery(args);
  if (result.error) return { error: result.error };
  const parsed = schema.safeParse(result.data);
  return parsed.success ? { data: parsed.data } : { error: parsingError(result.data) };
}

// Refresh on the dashboard invalidates the lists and the details they show.
export const sportsApi = vantageApi.enhanceEndpoints({ addTagTypes: ['GameList', 'GameDetail'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Today and yesterday as US Eastern dates, from the server's clock (the demo replays a past date). */
    gamesCalendar: build.query<Calendar, void>({
      queryFn: (_arg, _api, _extra, baseQuery) => fetchChecked(baseQuery, '/api/mlb/calendar/', calendarSchema),
    }),
    gamesOfDay: build.query<ComparisonGame[], GameListArgs>({
      async queryFn({ date, pastDay }, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: '/api/mlb/comparison/', params: { date } });
        if (result.error) return { error: result.error };
        const games = readGameList(result.data, { pastDay });
        return games ? { data: games } : { error: parsingError(result.data) };
      },
      providesTags: ['GameList'],
    }),
    gameDetail: build.query<GameDetail, { gameId: string; viewer: Viewer }>({
      queryFn: ({ gameId }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, `/api/mlb/comparison/${encodeURIComponent(gameId)}/`, gameDetailSchema),
      providesTags: ['GameDetail'],
    }),
    teamsMatching: build.query<Team[], string>({
      queryFn: (q, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: '/api/mlb/teams/', params: { q: q || undefined } }, teamListSchema),
    }),
    teamSeasonGames: build.query<TeamGames, { team: string; season?: number }>({
      queryFn: ({ team, season }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: '/api/mlb/games/', params: { team, season } }, teamGamesSchema),
    }),
    /** Basic and up (billing's algorithm_performance); others get 401/403. */
    modelPerformance: build.query<Performance, { from: string; to: string; viewer: Viewer }>({
      queryFn: ({ from, to }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: '/api/mlb/performance/', params: { from, to } }, performanceSchema),
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
