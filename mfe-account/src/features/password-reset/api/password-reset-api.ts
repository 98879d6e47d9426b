// Password reset by emailed token (/forgot-password, product rules §2).
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
