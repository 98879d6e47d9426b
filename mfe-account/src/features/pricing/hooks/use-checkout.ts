import { useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { PricingTier } from '@vantage/contracts/billing';
import { useSession } from '@vantage/client/use-session';
import { useCreateCheckoutSessionMutation } from '../api/pricing-api';
import { checkoutErrorMessage, checkoutOutcome, signInToCheckoutPath } from '../model/pricing';

/**
 * Choosing a paid tier: a guest goes to /login (product rules §6) and from there back to this tier's checkout; a
 * signed-in user gets a checkout session and the browser goes to its page (Stripe, or the sandbox checkout
 * without Stripe keys).
 */
export function useCheckout() {
  const { accessToken } = useSession();
  const [createCheckoutSession] = useCreateCheckoutSessionMutation();
  const [pendingTierId, setPendingTierId] = useState<number | null>(null);
  const { modal } = App.useApp();
  const navigate = useNavigate();

  const fail = (content: string) => {
    setPendingTierId(null);
    modal.error({ title: 'Checkout could not start', content });
  };

  const checkout = async (tier: PricingTier) => {
    if (!accessToken) {
      navigate(signInToCheckoutPath(tier));
      return;
    }
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
