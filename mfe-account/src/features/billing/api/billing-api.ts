// /account/billing's calls: invoices and a billing-portal session (svc-billing README).
import type { Invoice, PortalSession } from '@vantage/contracts/billing';
import { fetchChecked } from '@vantage/client/check-answer';
import { subscriptionApi } from '@vantage/client/subscription';

// On the subscription API: invoices change with the subscription (its tag).
export const billingApi = subscriptionApi.injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the signed-in user's email, only as the cache key. */
    getInvoices: build.query<Invoice[], string>({
      queryFn: (_email, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, '/api/subscriptions/invoices/', 'invoiceList'),
      providesTags: ['Subscription'],
    }),
    createPortalSession: build.mutation<PortalSession, void>({
      queryFn: (_none, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: '/api/subscriptions/portal/', method: 'POST' }, 'portalSession'),
    }),
  }),
});

export const { useGetInvoicesQuery, useCreatePortalSessionMutation } = billingApi;
