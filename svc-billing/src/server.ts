import { runService } from '@vantage/service-kit/service';
import { createBillingApp } from './app';
import { billingConfigSchema, stripeSettings } from './config';
import { billingSchema } from './db/schema';
import { MIGRATIONS_FOLDER } from './paths';
import { prepareTiers } from './tiers/seed';

runService({
  name: 'billing',
  config: billingConfigSchema,
  schema: billingSchema,
  migrationsFolder: MIGRATIONS_FOLDER,
  async start({ config, database, logger }) {
    await prepareTiers(config, database);
    logger.info({ payments: stripeSettings(config) ? 'stripe' : 'sandbox' }, 'payment provider');
    return { app: createBillingApp({ config, database, logger }) };
  },
});
