import type { PricingTier } from '@vantage/contracts/billing';
import { toPricingTier, type TiersRepository } from './repository';

/** The plans on sale, as the pricing page lists them (cheapest first). */
export class TiersService {
  constructor(private readonly deps: { tiers: TiersRepository }) {}

  async pricingTiers(): Promise<PricingTier[]> {
    return (await this.deps.tiers.list()).map(toPricingTier);
  }
}
