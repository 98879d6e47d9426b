// The signed-in user's subscription (svc-billing's subscription-status), the one read of the tier for every
// screen: the account screens show the plan, the game screens the features it unlocks (the database's truth,
// not the token's claim). One endpoint, one cache entry per user.
import { skipToken } from '@reduxjs/toolkit/query';
import type { SubscriptionStatus, TierType } from '@vantage/contracts/billing';
import { fetchChecked } from '@vantage/client/check-answer';
import { vantageApi } from '@vantage/client/vantage-api';

export const SUBSCRIPTION_STATUS_PATH = '/api/subscriptions/subscription-status/';

export const subscriptionApi = vantageApi.enhanceEndpoints({ addTagTypes: ['Subscription'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the signed-in user's email, only as the cache key (one user's plan never shows for the next). */
    getSubscriptionStatus: build.query<SubscriptionStatus, string>({
      queryFn: (_email, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, SUBSCRIPTION_STATUS_PATH, 'subscriptionStatus'),
      providesTags: ['Subscription'],
    }),
  }),
});

export const { useGetSubscriptionStatusQuery } = subscriptionApi;

/**
 * The signed-in user's tier (`email` null when signed out): Free when it cannot be read (product rules §6),
 * undefined while it loads and for a guest.
 */
export function useSubscriptionTier(email: string | null): { tier: TierType | undefined; isLoading: boolean } {
  return useGetSubscriptionStatusQuery(email ?? skipToken, {
    selectFromResult: ({ data, isError, isLoading }) => ({
      tier: data?.tier_type ?? (isError ? ('free' as const) : undefined),
      isLoading,
    }),
  });
}
