import { vantageApi } from '@vantage/client/vantage-api';

/** One row of GET /api/mlb/teams/?q= (svc-sports). */
export interface TeamMatch {
  code: string;
  name: string;
  city: string;
  league: string;
  division: string;
}

export const teamSearchApi = vantageApi.injectEndpoints({
  endpoints: (build) => ({
    searchTeams: build.query<TeamMatch[], string>({
      query: (text) => ({ url: '/api/mlb/teams/', params: { q: text } }),
      // Typing produces many short-lived searches: keep them a minute, not the default five.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useSearchTeamsQuery } = teamSearchApi;
