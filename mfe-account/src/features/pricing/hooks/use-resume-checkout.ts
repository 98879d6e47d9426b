import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PricingTier } from '@vantage/contracts/billing';
import type { TierType } from '@vantage/contracts/tiers';
import { RESUME_CHECKOUT_PARAM, tierToResume } from '../model/pricing';

/**
 * A guest who chose a paid tier signed in and came back (`?checkout=<tier>`): once the tiers and the member's
 * plan are known, that tier's checkout starts, once; the address loses the parameter so Back does not start it again.
 */
export function useResumeCheckout({
  tiers,
  currentTier,
  checkout,
}: {
  tiers: readonly PricingTier[] | undefined;
  /** null until the member's plan is known. */
  currentTier: TierType | null;
  checkout: (tier: PricingTier) => Promise<void>;
}) {
  const [params, setParams] = useSearchParams();
  const chosen = params.get(RESUME_CHECKOUT_PARAM);
  const started = useRef(false);

  useEffect(() => {
    if (!chosen || !tiers || currentTier === null || started.current) return;
    started.current = true;
    setParams(
      (current) => {
        current.delete(RESUME_CHECKOUT_PARAM);
        return current;
      },
      { replace: true },
    );
    const tier = tierToResume(chosen, tiers, currentTier);
    if (tier) void checkout(tier);
  }, [chosen, tiers, currentTier, checkout, setParams]);
}
