// GET /api/mlb/explorer/ (svc-sports checks the Pro tier; 401 for a guest, 403 with a detail below Pro).
import type { ExplorerConditions, ExplorerResult } from '@vantage/contracts/sports';
import { fetchChecked } from '@vantage/client/check-answer';
import { sportsApi, type Viewer } from '@vantage/client/sports-api';

export const explorerApi = sportsApi.injectEndpoints({
  endpoints: (build) => ({
    trendExplorer: build.query<ExplorerResult, { query: Partial<ExplorerConditions>; viewer: Viewer }>({
      queryFn: ({ query }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: '/api/mlb/explorer/', params: query }, 'explorerResult'),
    }),
  }),
});

export const { useTrendExplorerQuery } = explorerApi;
