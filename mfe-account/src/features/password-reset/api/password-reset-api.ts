// Password reset by emailed token (/forgot-password, product rules §2).
import type { DetailResponse, PasswordResetConfirm, PasswordResetRequest } from '@vantage/contracts/auth';
import { fetchChecked } from '@vantage/client/check-answer';
import { vantageApi } from '@vantage/client/vantage-api';

export const passwordResetApi = vantageApi.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<DetailResponse, PasswordResetRequest>({
      queryFn: (body, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: '/api/auth/password-reset/', method: 'POST', body, anonymous: true }, 'detail'),
    }),
    confirmPasswordReset: build.mutation<DetailResponse, PasswordResetConfirm>({
      queryFn: (body, _api, _extra, baseQuery) =>
        fetchChecked(
          baseQuery,
          { url: '/api/auth/password-reset/confirm/', method: 'POST', body, anonymous: true },
          'detail',
        ),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useConfirmPasswordResetMutation } = passwordResetApi;
