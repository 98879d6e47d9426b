import type { PricingTier, TierType } from '@vantage/contracts/billing';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { tiers } from '../db/schema';

export type TierRow = typeof tiers.$inferSelect & { tierType: TierType };

export class TiersRepository {
  constructor(private readonly db: Executor) {}

  async list(): Promise<TierRow[]> {
    return (await this.db.select().from(tiers).orderBy(asc(tiers.sortOrder))) as TierRow[];
  }

  async findById(id: number): Promise<TierRow | null> {
    const [row] = await this.db.select().from(tiers).where(eq(tiers.id, id));
    return (row as TierRow | undefined) ?? null;
  }

  async findByType(tierType: TierType): Promise<TierRow | null> {
    const [row] = await this.db.select().from(tiers).where(eq(tiers.tierType, tierType));
    return (row as TierRow | undefined) ?? null;
  }

  async findByStripePrice(priceId: string): Promise<TierRow | null> {
    const [row] = await this.db.select().from(tiers).where(eq(tiers.stripePriceId, priceId));
    return (row as TierRow | undefined) ?? null;
  }
}

export function toPricingTier(row: TierRow): PricingTier {
  return {
    id: row.id,
    name: row.name,
    price: row.priceCents / 100,
    tier_type: row.tierType,
    max_projects: row.maxProjects,
    features: row.features,
  };
}

export function formatPrice(row: Pick<TierRow, 'priceCents' | 'currency'>): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: row.currency.toUpperCase() }).format(
    row.priceCents / 100,
  );
}
