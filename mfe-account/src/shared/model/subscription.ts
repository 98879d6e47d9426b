// How a subscription reads on screen (product rules §4), shared by the profile's
// Subscription tab, the pricing page, the success page and the billing page.
import type { SubscriptionStatus, SubscriptionStatusValue } from '@vantage/contracts/billing';
import { TIER_NAMES, type TierType } from '@vantage/contracts/tiers';
import { formatLongDate } from './dates';

/** The caller's tier: Free when there is no status (not loaded, failed) or the status is free (product rules §4, §7). */
export function currentTierType(status: SubscriptionStatus | undefined): TierType {
  if (!status || status.status === 'free') return 'free';
  // tier_type, not the display name, which may be an alias ("Premium", "Gold Standard").
  return status.tier_type;
}

export function tierDisplayName(tier: TierType): string {
  return TIER_NAMES[tier][0];
}

const STATUS_LABELS: Record<SubscriptionStatusValue, string> = {
  free: 'Free',
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  paused: 'Paused',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  canceled: 'Canceled',
};

export function statusLabel(status: SubscriptionStatusValue): string {
  return STATUS_LABELS[status];
}

/** The date the plan next bills (the end of the trial while trialing), or null on Free. */
export function nextBillingDate(status: SubscriptionStatus): string | null {
  if (status.cancel_at_period_end) return null;
  return formatLongDate(
    status.status === 'trialing' ? (status.trial_end ?? status.current_period_end) : status.current_period_end,
  );
}

/** "Renews on …", "Trial ends on …" or "Cancels on …"; null when nothing is scheduled (Free). */
export function renewalText(status: SubscriptionStatus): string | null {
  const periodEnd = formatLongDate(status.current_period_end);
  if (!periodEnd) return null;
  if (status.cancel_at_period_end) return `Cancels on ${periodEnd}`;
  if (status.status === 'trialing') return `Trial ends on ${formatLongDate(status.trial_end) ?? periodEnd}`;
  if (status.status === 'canceled') return `Ended on ${periodEnd}`;
  return `Renews on ${periodEnd}`;
}
