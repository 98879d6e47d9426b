import { openDatabase, type Database } from '@vantage/service-kit/database';
import type { Logger } from '@vantage/service-kit/logger';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { MIGRATIONS_FOLDER } from '../paths';
import { billingSchema, type BillingSchema } from './schema';

export type BillingDatabase = Database<BillingSchema>;
export type BillingDb = NodePgDatabase<BillingSchema>;
export type BillingTx = Parameters<Parameters<BillingDb['transaction']>[0]>[0];
/** Either the pool or an open transaction: repositories accept both. */
export type Executor = BillingDb | BillingTx;

export function openBillingDatabase(url: string, logger: Logger): Promise<BillingDatabase> {
  return openDatabase({ service: 'billing', url, schema: billingSchema, migrationsFolder: MIGRATIONS_FOLDER, logger });
}
