// POST /api/login/ (product rules §7).
import type { LoginRequest, TokenPair } from '@vantage/contracts/auth';
import { fetchChecked } from '@vantage/client/check-answer';
import { vantageApi } from '@vantage/client/vantage-api';

export const loginApi = vantageApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TokenPair, LoginRequest>({
      // Anonymous: a stale token left in storage must not turn a wrong password into a refresh attempt.
      queryFn: (body, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: '/api/login/', method: 'POST', body, anonymous: true }, 'tokenPair'),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
