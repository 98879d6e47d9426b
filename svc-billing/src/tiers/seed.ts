import { readFile } from 'node:fs/promises';
import { tierTypeSchema, TIER_TYPES, type PaidTierType } from '@vantage/contracts/billing';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { priceIdOverrides, stripeSettings, type BillingConfig } from '../config';
import type { BillingDatabase, Executor } from '../db/database';
import { DEFAULT_TIERS_SEED_FILE } from '../paths';
import { TiersRepository } from './repository';
import { tiers } from '../db/schema';

const tierSeedSchema = z.object({
  tier_type: tierTypeSchema,
  name: z.string().min(1),
  price_cents: z.number().int().nonnegative(),
  max_projects: z.number().int().nonnegative().nullable(),
  stripe_price_id: z.string().min(1).nullable(),
  features: z.array(z.string().min(1)),
});

export const tiersSeedSchema = z
  .object({
    currency: z.string().regex(/^[a-z]{3}$/),
    tiers: z.array(tierSeedSchema),
  })
  .refine((seed) => TIER_TYPES.every((type) => seed.tiers.filter((tier) => tier.tier_type === type).length === 1), {
    message: `the seed must list each of ${TIER_TYPES.join(', ')} exactly once`,
  })
  .refine((seed) => seed.tiers.every((tier) => (tier.tier_type === 'free') === (tier.price_cents === 0)), {
    message: 'only the free tier costs 0',
  });
export type TiersSeed = z.infer<typeof tiersSeedSchema>;

export async function loadTiersSeed(file: string): Promise<TiersSeed> {
  const result = tiersSeedSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!result.success) throw new Error(`Invalid tiers seed ${file}: ${z.prettifyError(result.error)}`);
  return result.data;
}

/**
 * Makes the tiers table match the seed (idempotent, safe when replicas start together). Stripe price ids
 * from the environment override the seed's; a tier's id never changes once created.
 */
export async function seedTiers(
  db: Executor,
  seed: TiersSeed,
  priceIdOverrides: Partial<Record<PaidTierType, string>>,
): Promise<void> {
  const rows = seed.tiers.map((tier, index) => ({
    tierType: tier.tier_type,
    name: tier.name,
    priceCents: tier.price_cents,
    currency: seed.currency,
    maxProjects: tier.max_projects,
    features: tier.features,
    stripePriceId: tier.tier_type === 'free' ? null : (priceIdOverrides[tier.tier_type] ?? tier.stripe_price_id),
    sortOrder: index,
  }));
  await db
    .insert(tiers)
    .values(rows)
    .onConflictDoUpdate({
      target: tiers.tierType,
      set: {
        name: sql`excluded.name`,
        priceCents: sql`excluded.price_cents`,
        currency: sql`excluded.currency`,
        maxProjects: sql`excluded.max_projects`,
        features: sql`excluded.features`,
        stripePriceId: sql`excluded.stripe_price_id`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}

/**
 * Brings the tiers up to date with the seed file and, with Stripe keys, refuses to start while a paid
 * tier has no Stripe price id (every checkout for it would fail).
 */
export async function prepareTiers(config: BillingConfig, database: BillingDatabase): Promise<void> {
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
