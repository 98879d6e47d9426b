// Billing payloads (svc-billing, product rules §3)
// and, re-exported from tiers.ts, the one table of what each tier unlocks, so svc-sports enforces and the
// frontends display the same rules.
import { z } from 'zod';
import { TIER_TYPES } from './tiers';

export * from './tiers';
export const tierTypeSchema = z.enum(TIER_TYPES);

// ---- GET /api/subscriptions/pricing-tiers/ (no auth) ----

export const pricingTierSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** US dollars per month. */
  price: z.number().nonnegative(),
  tier_type: tierTypeSchema,
  /** null means unlimited. */
  max_projects: z.number().int().nonnegative().nullable(),
  features: z.array(z.string()),
});
export type PricingTier = z.infer<typeof pricingTierSchema>;
export const pricingTierListSchema = z.array(pricingTierSchema);

// ---- POST /api/subscriptions/create-checkout-session/ (bearer token) ----

const TIER_ID_MESSAGE = 'tier_id must be the id of a pricing tier.';
export const createCheckoutSessionRequestSchema = z.object({
  tier_id: z.union(
    [
      // Tier ids are PostgreSQL integers: a larger number is no tier (and must not reach the query).
      z.number().int().positive().max(2_147_483_647),
      z
        .string()
        .regex(/^[1-9]\d{0,8}$/)
        .transform(Number),
    ],
    { error: TIER_ID_MESSAGE },
  ),
});
export type CreateCheckoutSessionRequest = z.input<typeof createCheckoutSessionRequestSchema>;

/** product rules §3: checkout_url on success, error otherwise. */
export const checkoutSessionCreatedSchema = z.object({ checkout_url: z.string().min(1) });
export const checkoutSessionErrorSchema = z.object({ error: z.string().min(1) });
export const checkoutSessionResponseSchema = z.union([checkoutSessionCreatedSchema, checkoutSessionErrorSchema]);
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

// ---- GET /api/subscriptions/subscription-status/ (bearer token) ----

/** Stripe's subscription statuses, plus "free" when the caller has no live subscription. */
export const SUBSCRIPTION_STATUSES = [
  'free',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'paused',
  'incomplete',
  'incomplete_expired',
  'canceled',
] as const;
export type SubscriptionStatusValue = (typeof SUBSCRIPTION_STATUSES)[number];

const isoDateTime = z.iso.datetime({ offset: true });

export const subscriptionStatusSchema = z.object({
  /** Display name of the tier: "Free", "Basic" or "Pro". */
  tier: z.string(),
  tier_type: tierTypeSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** End of the current period (of the trial while trialing); null on Free. */
  current_period_end: isoDateTime.nullable(),
  /** True when the plan ends at current_period_end instead of renewing. */
  cancel_at_period_end: z.boolean(),
  trial_end: isoDateTime.nullable(),
  /** Whether a new paid plan would start with the free trial: only a user who never subscribed gets one. */
  trial_available: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

// ---- POST /api/subscriptions/portal/ (bearer token) ----

export const portalSessionSchema = z.object({ url: z.string().min(1) });
export type PortalSession = z.infer<typeof portalSessionSchema>;

// ---- GET /api/subscriptions/invoices/ (bearer token) ----

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  /** Stripe's invoice status: draft, open, paid, uncollectible, void. */
  status: z.string(),
  tier_type: tierTypeSchema.nullable(),
  /** Amounts in the currency's major unit (dollars). */
  amount_due: z.number(),
  amount_paid: z.number(),
  currency: z.string(),
  created: isoDateTime,
  period_start: isoDateTime.nullable(),
  period_end: isoDateTime.nullable(),
  hosted_invoice_url: z.string().nullable(),
  invoice_pdf: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.array(invoiceSchema);

// ---- GET /internal/tier/:userId (service to service; never routed by the gateway) ----

export const internalTierSchema = z.object({
  tier: tierTypeSchema,
  /** When the user's plan last changed (ms), null if never: svc-auth signs no token that change will revoke. */
  changed_at: z.number().nullable(),
});
export type InternalTier = z.infer<typeof internalTierSchema>;

// ---- GET /internal/tier-changes?since=<ms> (service to service): users whose subscriptions changed ----

export const internalTierChangesSchema = z.object({
  changes: z.array(z.object({ user_id: z.string(), changed_at: z.number() })),
});
export type InternalTierChanges = z.infer<typeof internalTierChangesSchema>;

// ---- DELETE /internal/members/:userId/ (service to service): an account's deletion reaches billing ----

/**
 * What svc-billing did for a deleted account: the plans it ended at the payment provider, and the rows it
 * removed (customer, subscriptions, invoices, plan changes, sandbox sessions). Idempotent: a repeat finds none.
 */
export const internalMemberErasedSchema = z.object({
  canceled_subscriptions: z.number().int().nonnegative(),
  deleted_rows: z.number().int().nonnegative(),
});
export type InternalMemberErased = z.infer<typeof internalMemberErasedSchema>;
