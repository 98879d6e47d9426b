// Password reset by emailed token (ARCHITECTURE §8: the spec's unshown /forgot-password screen).
import type { DetailResponse, PasswordResetConfirm, PasswordResetRequest } from '@vantage/contracts/auth';
import { vantageApi } from '@vantage/client/vantage-api';

export const passwordResetApi = vantageApi.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<DetailResponse, PasswordResetRequest>({
      query: (body) => ({ url: '/api/auth/password-reset/', method: 'POST', body, anonymous: true }),
    }),
    confirmPasswordReset: build.mutation<DetailResponse, PasswordResetConfirm>({
      query: (body) => ({ url: '/api/auth/password-reset/confirm/', method: 'POST', body, anonymous: true }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useConfirmPasswordResetMutation } = passwordResetApi;
