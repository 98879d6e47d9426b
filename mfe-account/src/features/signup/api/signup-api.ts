// POST /api/register/ (product rules §7).
import type { RegisterRequest, RegisterResponse } from '@vantage/contracts/auth';
import { vantageApi } from '@vantage/client/vantage-api';

export const signupApi = vantageApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: '/api/register/', method: 'POST', body, anonymous: true }),
    }),
  }),
});

export const { useRegisterMutation } = signupApi;
