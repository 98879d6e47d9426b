// The member's personal API keys (Pro): list, create (the whole key comes back once), revoke.
import type { ApiKeyCreated, ApiKeyList } from '@vantage/contracts/api-keys';
import { fetchChecked, fetchNoContent } from '@vantage/client/check-answer';
import { vantageApi } from '@vantage/client/vantage-api';

const API_KEYS_PATH = '/api/users/api-keys/';

export const apiKeysApi = vantageApi.enhanceEndpoints({ addTagTypes: ['ApiKeys'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `cacheKey` (the signed-in email) keeps one member's keys from showing to the next. */
    listApiKeys: build.query<ApiKeyList, string>({
      queryFn: (_cacheKey, _api, _extra, baseQuery) => fetchChecked(baseQuery, API_KEYS_PATH, 'apiKeyList'),
      providesTags: ['ApiKeys'],
    }),
    createApiKey: build.mutation<ApiKeyCreated, { name: string }>({
      queryFn: (body, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: API_KEYS_PATH, method: 'POST', body }, 'apiKeyCreated'),
      invalidatesTags: ['ApiKeys'],
    }),
    revokeApiKey: build.mutation<void, { id: string }>({
      queryFn: ({ id }, _api, _extra, baseQuery) =>
        fetchNoContent(baseQuery, { url: `${API_KEYS_PATH}${encodeURIComponent(id)}/`, method: 'DELETE' }),
      invalidatesTags: ['ApiKeys'],
    }),
  }),
});

export const { useListApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
