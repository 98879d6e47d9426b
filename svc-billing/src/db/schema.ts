import { boolean, index, integer, jsonb, pgSchema, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const billing = pgSchema('billing');

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/** Pricing tiers, upserted from seed/tiers.json at every start (the seed is the truth). */
export const tiers = billing.table('tiers', {
  id: serial('id').primaryKey(),
  tierType: text('tier_type').notNull().unique(),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull(),
  maxProjects: integer('max_projects'),
  features: jsonb('features').$type<string[]>().notNull(),
  stripePriceId: text('stripe_price_id').unique(),
  sortOrder: integer('sort_order').notNull(),
});

/** One payment-provider customer per user, created at the first checkout and reused afterwards. */
export const customers = billing.table('customers', {
  userId: text('user_id').primaryKey(),
  customerId: text('customer_id').notNull().unique(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/**
 * Subscriptions as last read from the provider. `observed_at` is when that state was read: an older read
 * never overwrites a newer one, and a canceled subscription never comes back (Stripe's status is terminal).
 */
export const subscriptions = billing.table(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    customerId: text('customer_id').notNull(),
    tierType: text('tier_type').notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: instant('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    trialEnd: instant('trial_end'),
    observedAt: instant('observed_at').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [index('subscriptions_user_id_idx').on(table.userId)],
);

/**
 * When each user's subscriptions last changed (any effective write): svc-auth polls it and makes tokens
 * issued before the change refresh, so a cancelled or downgraded plan is lost within seconds.
 */
export const tierChanges = billing.table(
  'tier_changes',
  {
    userId: text('user_id').primaryKey(),
    changedAt: instant('changed_at').notNull(),
  },
  (table) => [index('tier_changes_changed_at_idx').on(table.changedAt)],
);

/** Invoices recorded from invoice events (and the sandbox's trial invoice) for /account/billing. */
export const invoices = billing.table(
  'invoices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    subscriptionId: text('subscription_id'),
    tierType: text('tier_type'),
    number: text('number'),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    amountDueCents: integer('amount_due_cents').notNull(),
    amountPaidCents: integer('amount_paid_cents').notNull(),
    periodStart: instant('period_start'),
    periodEnd: instant('period_end'),
    hostedInvoiceUrl: text('hosted_invoice_url'),
    invoicePdf: text('invoice_pdf'),
    createdAt: instant('created_at').notNull(),
    /** event.created of the event that last wrote the row; older events are ignored. */
    observedAt: instant('observed_at').notNull(),
  },
  (table) => [index('invoices_user_id_idx').on(table.userId)],
);

/** Webhook events already applied; inserted in the same transaction as the change they caused. */
export const processedEvents = billing.table('processed_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: instant('processed_at').notNull().defaultNow(),
});

/** Sandbox checkout and portal sessions (only used without Stripe keys). The id is the capability. */
export const sandboxSessions = billing.table('sandbox_sessions', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'checkout' | 'portal'>().notNull(),
  userId: text('user_id').notNull(),
  tierType: text('tier_type'),
  trialDays: integer('trial_days'),
  status: text('status').$type<'open' | 'complete'>().notNull().default('open'),
  createdAt: instant('created_at').notNull().defaultNow(),
  expiresAt: instant('expires_at').notNull(),
});

/**
 * Users whose account was deleted: only the id (a random UUID) and when. Stripe still sends the events our own
 * cancellation causes (and any late ones) with the user's id in their metadata; they are dropped, not stored again.
 */
export const erasedMembers = billing.table('erased_members', {
  userId: text('user_id').primaryKey(),
  erasedAt: instant('erased_at').notNull().defaultNow(),
});

export const billingSchema = {
  tiers,
  customers,
  subscriptions,
  invoices,
  processedEvents,
  sandboxSessions,
  erasedMembers,
};
export type BillingSchema = typeof billingSchema;
