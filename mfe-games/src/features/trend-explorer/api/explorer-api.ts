// GET /api/<league>/explorer/ (svc-sports checks the Pro tier; 401 for a guest, 403 with a detail below Pro).
import type { ExplorerConditions, ExplorerResult, League } from '@vantage/contracts/sports';
import { fetchChecked } from '@vantage/client/check-answer';
import { sportsApi, type Viewer } from '@vantage/client/sports-api';

export const explorerApi = sportsApi.injectEndpoints({
  endpoints: (build) => ({
    trendExplorer: build.query<ExplorerResult, { league: League; query: Partial<ExplorerConditions>; viewer: Viewer }>({
      queryFn: ({ league, query }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: `/api/${league}/explorer/`, params: query }, 'explorerResult'),
    }),
  }),
});

export const { useTrendExplorerQuery } = explorerApi;
