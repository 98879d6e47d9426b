// GET /api/<league>/trends/found/: every trend found in a season and how it went after it was found (public).
import type { League, TrendsFound } from '@vantage/contracts/sports';
import { fetchChecked } from '@vantage/client/check-answer';
import { sportsApi } from '@vantage/client/sports-api';

export const trendsFoundApi = sportsApi.injectEndpoints({
  endpoints: (build) => ({
    trendsFound: build.query<TrendsFound, { league: League; season?: number }>({
      queryFn: ({ league, season }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: `/api/${league}/trends/found/`, params: { season } }, 'trendsFound'),
    }),
  }),
});

export const { useTrendsFoundQuery } = trendsFoundApi;
