// POST /api/auth/staff-login/: svc-auth sets the HttpOnly staff cookie the staff calls carry.
import type { StaffLoginRequest, StaffLoginResponse } from '@vantage/contracts/auth';
import { fetchChecked } from '@vantage/client/check-answer';
import { vantageApi } from '@vantage/client/vantage-api';

export const staffLoginApi = vantageApi.injectEndpoints({
  endpoints: (build) => ({
    staffLogin: build.mutation<StaffLoginResponse, StaffLoginRequest>({
      // Anonymous: a fan's stored token must not turn a wrong staff password into a refresh attempt.
      queryFn: (body, _api, _extra, baseQuery) =>
        fetchChecked(
          baseQuery,
          { url: '/api/auth/staff-login/', method: 'POST', body, anonymous: true, credentials: 'include' },
          'staffLogin',
        ),
    }),
  }),
});

export const { useStaffLoginMutation } = staffLoginApi;
