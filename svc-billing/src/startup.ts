import { priceIdOverrides, stripeSettings, type BillingConfig } from './config';
import type { BillingDatabase } from './db/database';
import { DEFAULT_TIERS_SEED_FILE } from './paths';
import { TiersRepository } from './tiers/repository';
import { loadTiersSeed, seedTiers } from './tiers/seed';

/**
 * Brings the tiers up to date with the seed file and, with Stripe keys, refuses to start while a paid
 * tier has no Stripe price id (every checkout for it would fail).
 */
export async function prepareBilling(config: BillingConfig, database: BillingDatabase): Promise<void> {
  const seed = await loadTiersSeed(config.TIERS_SEED_FILE ?? DEFAULT_TIERS_SEED_FILE);
  await seedTiers(database.db, seed, priceIdOverrides(config));
  if (!stripeSettings(config)) return;
  const unpriced = (await new TiersRepository(database.db).list()).filter(
    (tier) => tier.tierType !== 'free' && tier.stripePriceId === null,
  );
  if (unpriced.length > 0) {
    const names = unpriced.map((tier) => `STRIPE_PRICE_${tier.tierType.toUpperCase()}`);
    throw new Error(`Stripe keys are set but ${names.join(' and ')} ${names.length > 1 ? 'are' : 'is'} missing`);
  }
}
