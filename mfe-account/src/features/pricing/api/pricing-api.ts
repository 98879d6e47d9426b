// The pricing page's calls (product rules §7 calls 8 and 9).
import type { CheckoutSessionResponse, CreateCheckoutSessionRequest, PricingTier } from '@vantage/contracts/billing';
import { vantageApi } from '@vantage/client/vantage-api';

export const pricingApi = vantageApi.injectEndpoints({
  endpoints: (build) => ({
    getPricingTiers: build.query<PricingTier[], void>({
      query: () => ({ url: '/api/subscriptions/pricing-tiers/', anonymous: true }),
    }),
    createCheckoutSession: build.mutation<CheckoutSessionResponse, CreateCheckoutSessionRequest>({
      query: (body) => ({ url: '/api/subscriptions/create-checkout-session/', method: 'POST', body }),
    }),
  }),
});

export const { useGetPricingTiersQuery, useCreateCheckoutSessionMutation } = pricingApi;
