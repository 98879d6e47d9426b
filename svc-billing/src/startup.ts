import type { PaidTierType } from '@vantage/contracts/billing';
import { isNull, ne, and } from 'drizzle-orm';
import { priceIdOverrides, stripeSettings, type BillingConfig } from './config';
import type { BillingDatabase } from './db/database';
import { tiers } from './db/schema';
import { DEFAULT_TIERS_SEED_FILE } from './paths';
import { loadTiersSeed, seedTiers } from './tiers/seed';

/**
 * Brings the tiers up to date with the seed file and, with Stripe keys, refuses to start while a paid
 * tier has no Stripe price id (every checkout for it would fail).
 */
export async function prepareBilling(config: BillingConfig, database: BillingDatabase): Promise<void> {
  const seed = await loadTiersSeed(config.TIERS_SEED_FILE ?? DEFAULT_TIERS_SEED_FILE);
  await seedTiers(database.db, seed, priceIdOverrides(config));
  if (!stripeSettings(config)) return;
  const unpriced = await database.db
    .select({ tierType: tiers.tierType })
    .from(tiers)
    .where(and(ne(tiers.tierType, 'free'), isNull(tiers.stripePriceId)));
  if (unpriced.length > 0) {
    const names = unpriced.map((row) => `STRIPE_PRICE_${(row.tierType as PaidTierType).toUpperCase()}`);
    throw new Error(`Stripe keys are set but ${names.join(' and ')} ${names.length > 1 ? 'are' : 'is'} missing`);
  }
}
