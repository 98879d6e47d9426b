import { loadConfig } from '@vantage/service-kit/config';
import { ensureDatabase, resolveDatabaseUrl } from '@vantage/service-kit/database';
import { createLogger } from '@vantage/service-kit/logger';
import { exitOnStartupError, runServer } from '@vantage/service-kit/server';
import { createBillingApp } from './app';
import { billingConfigSchema, stripeSettings } from './config';
import { openBillingDatabase } from './db/database';
import { prepareBilling } from './startup';

const logger = createLogger('svc-billing');

async function main(): Promise<void> {
  const config = loadConfig(billingConfigSchema);
  logger.level = config.LOG_LEVEL;
  const { url, create } = resolveDatabaseUrl('billing');
  if (create) await ensureDatabase(url);
  const database = await openBillingDatabase(url, logger);
  await prepareBilling(config, database);
  logger.info({ payments: stripeSettings(config) ? 'stripe' : 'sandbox' }, 'payment provider');
  await runServer({
    app: createBillingApp({ config, database, logger }),
    port: config.PORT,
    host: config.HOST,
    logger,
    onShutdown: () => database.close(),
  });
}

main().catch(exitOnStartupError(logger));
