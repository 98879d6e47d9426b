// product rules §7 calls 13–14 on svc-sports, on the product's one RTK Query API (its retries and timeouts), with
// credentials so the HttpOnly staff cookie goes along; each answer is checked against its contract.
import type { League } from '@vantage/contracts/sports-rules';
import type { StaffInfo, TrendsData } from '@vantage/contracts/staff';
import { fetchChecked } from '@vantage/client/check-answer';
import type { Viewer } from '@vantage/client/sports-api';
import { vantageApi } from '@vantage/client/vantage-api';

export interface TrendsRange {
  season?: number;
  from?: string;
  to?: string;
}

export const staffApi = vantageApi.injectEndpoints({
  endpoints: (build) => ({
    /** Who is signed in, whatever the league; `viewer` keeps one person's answer from showing to the next. */
    staffInfo: build.query<StaffInfo, Viewer>({
      queryFn: (_viewer, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: '/api/user-info/', credentials: 'include' }, 'staffInfo'),
    }),
    trendsData: build.query<TrendsData, { league: League; range: TrendsRange }>({
      queryFn: ({ league, range }, _api, _extra, baseQuery) =>
        fetchChecked(
          baseQuery,
          { url: `/api/${league}/admin/trends-data/`, params: { ...range }, credentials: 'include' },
          'trendsData',
        ),
    }),
  }),
});

export const { useStaffInfoQuery, useTrendsDataQuery } = staffApi;
