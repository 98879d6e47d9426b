import { useState } from 'react';
import { useAppFeedback } from '@vantage/client/app-feedback';
import type { PricingTier, SubscriptionStatus } from '@vantage/contracts/billing';
import { useCreateCheckoutSessionMutation } from '../api/pricing-api';
import { checkoutErrorMessage, checkoutOutcome, upgradeNotice } from '../model/pricing';

/**
 * A member choosing a paid tier gets a checkout session and the browser goes to its page (Stripe, or the sandbox
 * checkout without Stripe keys). A guest's choice is a link to /login, and from there back to this tier's checkout.
 */
export function useCheckout() {
  const [createCheckoutSession] = useCreateCheckoutSessionMutation();
  const [pendingTierId, setPendingTierId] = useState<number | null>(null);
  const { modal } = useAppFeedback();

  const fail = (content: string) => {
    setPendingTierId(null);
    modal.error({ title: 'Checkout could not start', content });
  };

  const checkout = async (tier: PricingTier, status?: SubscriptionStatus) => {
    // Leaving a paid plan (or its trial) for a higher one: say what ends and what is charged before charging.
    const notice = upgradeNotice(status, tier);
    if (notice && !(await modal.confirm({ ...notice, okText: `Upgrade to ${tier.name}`, cancelText: 'Keep my plan' })))
      return;
    setPendingTierId(tier.id);
    const result = await createCheckoutSession({ tier_id: tier.id });
    if (result.error) return fail(checkoutErrorMessage(result.error));
    const outcome = checkoutOutcome(result.data);
    if ('error' in outcome) return fail(outcome.error);
    // Stays pending: the page is being left.
    window.location.assign(outcome.url);
  };

  return { checkout, pendingTierId };
}
