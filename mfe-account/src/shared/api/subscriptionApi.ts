// The caller's subscription (spec §7 call 5), read by the profile's Subscription tab, the pricing page
// (current tier), the success page and the billing page: one endpoint, one cache entry per user.
import type { SubscriptionStatus } from '@vantage/contracts/billing';
import { vantageApi } from '@vantage/client/vantage-api';

export const SUBSCRIPTION_STATUS_PATH = '/api/subscriptions/subscription-status/';

export const subscriptionApi = vantageApi.enhanceEndpoints({ addTagTypes: ['Subscription'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the signed-in user's email, only as the cache key (one user's plan never shows for the next). */
    getSubscriptionStatus: build.query<SubscriptionStatus, string>({
      query: () => SUBSCRIPTION_STATUS_PATH,
      providesTags: ['Subscription'],
    }),
  }),
});

export const { useGetSubscriptionStatusQuery } = subscriptionApi;
