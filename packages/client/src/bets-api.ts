// A member's own bets (/api/bets/): the ledger with its filters, the summary, logging, editing and deleting a bet,
// the CSV import, and the CSV export downloaded with the member's token. The bankroll stakes are sized from is the
// profile's (`@vantage/client/profile`), changed with `saveBankroll` here.
import type { Bet, BetFilters, BetImport, BetInput, BetList, BetSummary } from '@vantage/contracts/bets';
import type { UserProfile } from '@vantage/contracts/auth';
import { fetchChecked, fetchNoContent } from '@vantage/client/check-answer';
import { apiFetch, errorMessage } from '@vantage/client/http';
import { PROFILE_PATH, profileApi } from '@vantage/client/profile';
import { vantageApi } from '@vantage/client/vantage-api';

export const BETS_PATH = '/api/bets/';
export const BETS_EXPORT_PATH = '/api/bets/export.csv';
const one = (id: string) => `${BETS_PATH}${encodeURIComponent(id)}/`;

/** PATCH /api/bets/{id}/: an open bet's price, stake, line, book and note; a settled one's book and note. */
export type BetPatch = Partial<Pick<Bet, 'price' | 'stake' | 'line' | 'book' | 'note'>>;

/** `cacheKey` (the signed-in email) keeps one member's bets from showing to the next. */
export interface BetListArgs {
  cacheKey: string;
  filters: BetFilters;
}

export const betsApi = vantageApi.enhanceEndpoints({ addTagTypes: ['Bets'] }).injectEndpoints({
  endpoints: (build) => ({
    listBets: build.query<BetList, BetListArgs>({
      queryFn: ({ filters }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: BETS_PATH, params: { ...filters } }, 'betList'),
      providesTags: ['Bets'],
    }),
    /** The totals of the bets the filters pick (the list's). */
    betSummary: build.query<BetSummary, BetListArgs>({
      queryFn: ({ filters }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: `${BETS_PATH}summary/`, params: { ...filters } }, 'betSummary'),
      providesTags: ['Bets'],
    }),
    logBet: build.mutation<Bet, BetInput>({
      queryFn: (body, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: BETS_PATH, method: 'POST', body }, 'bet'),
      invalidatesTags: ['Bets'],
    }),
    updateBet: build.mutation<Bet, { id: string; patch: BetPatch }>({
      queryFn: ({ id, patch }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: one(id), method: 'PATCH', body: patch }, 'bet'),
      invalidatesTags: ['Bets'],
    }),
    deleteBet: build.mutation<void, { id: string }>({
      queryFn: ({ id }, _api, _extra, baseQuery) => fetchNoContent(baseQuery, { url: one(id), method: 'DELETE' }),
      invalidatesTags: ['Bets'],
    }),
    /** The rows it could not read come back with why; then nothing was imported. */
    importBets: build.mutation<BetImport, { csv: string }>({
      queryFn: (body, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: `${BETS_PATH}import/`, method: 'POST', body }, 'betImport'),
      invalidatesTags: (answer) => (answer && answer.imported > 0 ? ['Bets'] : []),
    }),
    /** Sets (or with null clears) the profile's bankroll; the answer, the whole user, replaces the cached one. */
    saveBankroll: build.mutation<UserProfile, { cacheKey: string; bankroll: number | null }>({
      queryFn: async ({ bankroll }, _api, _extra, baseQuery) => {
        const answer = await fetchChecked(
          baseQuery,
          { url: PROFILE_PATH, method: 'POST', body: { bankroll } },
          'profileAnswer',
        );
        return 'error' in answer ? answer : { data: answer.data.user };
      },
      onQueryStarted: async ({ cacheKey }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          await dispatch(profileApi.util.upsertQueryData('getProfile', cacheKey, data));
        } catch {
          // A failed write leaves the cached profile as it was; the form shows the error.
        }
      },
    }),
  }),
});

export const {
  useListBetsQuery,
  useBetSummaryQuery,
  useLogBetMutation,
  useUpdateBetMutation,
  useDeleteBetMutation,
  useImportBetsMutation,
  useSaveBankrollMutation,
} = betsApi;

/**
 * The member's bets as a CSV file, fetched with their token (a plain link would carry none) and handed to the
 * browser as a download. Rejects with the service's message when it refuses.
 */
export async function downloadBetsCsv(fileName: string): Promise<void> {
  const response = await apiFetch(BETS_EXPORT_PATH, { headers: { Accept: 'text/csv' } });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the status line says it
    }
    throw new Error(errorMessage(body, response.status));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
