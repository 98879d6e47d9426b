import { openDatabase, type Database } from '@vantage/service-kit/database';
import type { Logger } from '@vantage/service-kit/logger';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { MIGRATIONS_FOLDER } from '../paths';
import { sportsSchema, type SportsSchema } from './schema';

export type SportsDatabase = Database<SportsSchema>;
export type SportsDb = NodePgDatabase<SportsSchema>;

export function openSportsDatabase(url: string, logger: Logger): Promise<SportsDatabase> {
  return openDatabase({ service: 'sports', url, schema: sportsSchema, migrationsFolder: MIGRATIONS_FOLDER, logger });
}
