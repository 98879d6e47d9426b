// POST /api/auth/staff-login/: svc-auth sets the HttpOnly staff cookie the staff calls carry.
import type { StaffLoginRequest, StaffLoginResponse } from '@vantage/contracts/auth';
import { vantageApi } from '@vantage/client/vantage-api';

export const staffLoginApi = vantageApi.injectEndpoints({
  endpoints: (build) => ({
    staffLogin: build.mutation<StaffLoginResponse, StaffLoginRequest>({
      // Anonymous: a fan's stored token must not turn a wrong staff password into a refresh attempt.
      query: (body) => ({
        url: '/api/auth/staff-login/',
        method: 'POST',
        body,
        anonymous: true,
        credentials: 'include',
      }),
    }),
  }),
});

export const { useStaffLoginMutation } = staffLoginApi;
