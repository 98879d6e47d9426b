import type { PaidTierType } from '@vantage/contracts/billing';

/** A subscription as the payment provider reports it, mapped to our user and tier. */
export interface SubscriptionState {
  id: string;
  userId: string;
  customerId: string;
  tierType: PaidTierType;
  /** Stripe's status: trialing, active, past_due, unpaid, paused, incomplete, incomplete_expired, canceled. */
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: Date | null;
  /** When this state was read from the provider; older reads never overwrite newer ones. */
  observedAt: Date;
}

export interface InvoiceRecord {
  id: string;
  userId: string;
  subscriptionId: string | null;
  tierType: PaidTierType | null;
  number: string | null;
  status: string;
  currency: string;
  amountDueCents: number;
  amountPaidCents: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  hostedInvoiceUrl: string | null;
  invoicePdf: string | null;
  createdAt: Date;
  /** event.created of the event that reported it. */
  observedAt: Date;
}

/**
 * Statuses that grant the tier: paying, trialing, or past due while Stripe retries the card (its smart
 * retries run for days; cutting access on the first failed attempt would punish an expired card).
 */
export const ENTITLED_STATUSES = ['trialing', 'active', 'past_due'] as const;

/** Stripe never moves a subscription out of these. */
export const TERMINAL_STATUSES = ['canceled', 'incomplete_expired'] as const;

export function isEntitled(status: string): boolean {
  return (ENTITLED_STATUSES as readonly string[]).includes(status);
}

/** Something that claims a unique key inside the transaction; false means "already done, skip". */
export type Claim<Tx> = (tx: Tx) => Promise<boolean>;
