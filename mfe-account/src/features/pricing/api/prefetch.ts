// The pricing page's first data (its screen module's `prefetch`): the tiers, so the first render (the server's
// and the browser's alike) shows the plans rather than their placeholders.
import { fetchInto, type ScreenContext } from '@vantage/client/remote-routes';
import { pricingApi } from './pricing-api';

export async function prefetchPricing({ dispatch }: ScreenContext): Promise<void> {
  await fetchInto(dispatch(pricingApi.endpoints.getPricingTiers.initiate()));
}
