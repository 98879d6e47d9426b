// The member's watchlists (svc-sports; a plan's "projects"): list with the plan's usage, today's matches of one,
// create, edit and delete; and each league's teams for the form. The Subscription tab reads the usage too.
import type { League, Team } from '@vantage/contracts/sports';
import type { Watchlist, WatchlistInput, WatchlistList, WatchlistToday } from '@vantage/contracts/watchlists';
import { fetchChecked, fetchNoContent } from '@vantage/client/check-answer';
import { vantageApi } from '@vantage/client/vantage-api';

const WATCHLISTS_PATH = '/api/watchlists/';
const one = (id: string) => `${WATCHLISTS_PATH}${encodeURIComponent(id)}/`;

export const watchlistsApi = vantageApi.enhanceEndpoints({ addTagTypes: ['Watchlists'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `cacheKey` (the signed-in email) keeps one member's watchlists from showing to the next. */
    listWatchlists: build.query<WatchlistList, string>({
      queryFn: (_cacheKey, _api, _extra, baseQuery) => fetchChecked(baseQuery, WATCHLISTS_PATH, 'watchlistList'),
      providesTags: ['Watchlists'],
    }),
    watchlistToday: build.query<WatchlistToday, { id: string; cacheKey: string }>({
      queryFn: ({ id }, _api, _extra, baseQuery) => fetchChecked(baseQuery, `${one(id)}today/`, 'watchlistToday'),
      providesTags: ['Watchlists'],
    }),
    createWatchlist: build.mutation<Watchlist, WatchlistInput>({
      queryFn: (body, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: WATCHLISTS_PATH, method: 'POST', body }, 'watchlist'),
      invalidatesTags: ['Watchlists'],
    }),
    updateWatchlist: build.mutation<Watchlist, { id: string; patch: Partial<WatchlistInput> }>({
      queryFn: ({ id, patch }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: one(id), method: 'PATCH', body: patch }, 'watchlist'),
      invalidatesTags: ['Watchlists'],
    }),
    deleteWatchlist: build.mutation<void, { id: string }>({
      queryFn: ({ id }, _api, _extra, baseQuery) => fetchNoContent(baseQuery, { url: one(id), method: 'DELETE' }),
      invalidatesTags: ['Watchlists'],
    }),
    /** Every team of a league, for the watchlist form. */
    leagueTeams: build.query<Team[], League>({
      queryFn: (league, _api, _extra, baseQuery) => fetchChecked(baseQuery, `/api/${league}/teams/`, 'teamList'),
    }),
  }),
});

export const {
  useListWatchlistsQuery,
  useWatchlistTodayQuery,
  useCreateWatchlistMutation,
  useUpdateWatchlistMutation,
  useDeleteWatchlistMutation,
  useLeagueTeamsQuery,
} = watchlistsApi;
