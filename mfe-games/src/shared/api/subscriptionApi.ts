// The signed-in user's tier, read from svc-billing (the database's truth, not the browser's), so the screens
// show an upgrade prompt instead of a feature the tier does not unlock. svc-sports enforces the same rules.
import { vantageApi } from '@vantage/client/vantage-api';
import type { TierType } from '@vantage/contracts/tiers';
import { fetchChecked } from './sportsApi';

export const subscriptionApi = vantageApi.injectEndpoints({
  endpoints: (build) => ({
    /** The argument (the user's email) only keys the cache per user. Spec §7 call 5: a failure means Free. */
    gamesViewerTier: build.query<TierType, string>({
      async queryFn(_email, _api, _extra, baseQuery) {
        const status = await fetchChecked(baseQuery, '/api/subscriptions/subscription-status/', 'subscriptionStatus');
        return { data: 'data' in status ? status.data.tier_type : 'free' };
      },
    }),
  }),
});

export const { useGamesViewerTierQuery } = subscriptionApi;
