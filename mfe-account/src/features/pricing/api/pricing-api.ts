// The pricing page's calls (product rules §7 calls 8 and 9).
import type { CheckoutSessionResponse, CreateCheckoutSessionRequest, PricingTier } from '@vantage/contracts/billing';
import { fetchChecked } from '@vantage/client/check-answer';
import { vantageApi } from '@vantage/client/vantage-api';

export const pricingApi = vantageApi.injectEndpoints({
  endpoints: (build) => ({
    getPricingTiers: build.query<PricingTier[], void>({
      queryFn: (_none, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: '/api/subscriptions/pricing-tiers/', anonymous: true }, 'pricingTierList'),
    }),
    createCheckoutSession: build.mutation<CheckoutSessionResponse, CreateCheckoutSessionRequest>({
      queryFn: (body, _api, _extra, baseQuery) =>
        fetchChecked(
          baseQuery,
          { url: '/api/subscriptions/create-checkout-session/', method: 'POST', body },
          'checkoutSession',
        ),
    }),
  }),
});

export const { useGetPricingTiersQuery, useCreateCheckoutSessionMutation } = pricingApi;
