// POST /api/register/ (product rules §7).
import type { RegisterRequest, RegisterResponse } from '@vantage/contracts/auth';
import { fetchChecked } from '@vantage/client/check-answer';
import { vantageApi } from '@vantage/client/vantage-api';

export const signupApi = vantageApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterResponse, RegisterRequest>({
      queryFn: (body, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: '/api/register/', method: 'POST', body, anonymous: true }, 'registration'),
    }),
  }),
});

export const { useRegisterMutation } = signupApi;
