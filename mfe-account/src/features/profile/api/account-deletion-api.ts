// The account's deletion (DELETE /api/user/ with the password): answered with no body (204).
import { fetchNoContent } from '@vantage/client/check-answer';
import { vantageApi } from '@vantage/client/vantage-api';
import { deletionBody } from '../model/account-deletion';

export const accountDeletionApi = vantageApi.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<void, { password: string }>({
      queryFn: ({ password }, _api, _extra, baseQuery) =>
        fetchNoContent(baseQuery, { url: '/api/user/', method: 'DELETE', body: deletionBody(password) }),
    }),
  }),
});

export const { useDeleteAccountMutation } = accountDeletionApi;
