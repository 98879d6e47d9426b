import { openDatabase, type Database } from '@vantage/service-kit/database';
import type { Logger } from '@vantage/service-kit/logger';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { MIGRATIONS_FOLDER } from '../paths';
import { schema, type AuthSchema } from './schema';

/** The opened database: the drizzle handle, its pool, readiness conditions and close(). */
export type AuthDatabase = Database<AuthSchema>;
/** The drizzle handle repositories query. */
export type AuthDb = NodePgDatabase<AuthSchema>;
/** The database or an open transaction on it, for statements that must join a caller's transaction. */
export type Executor = AuthDb | Parameters<Parameters<AuthDb['transaction']>[0]>[0];

/** Opens svc-auth's database and applies its migrations (tests and commands; the server opens it through runService). */
export function openAuthDatabase(url: string, logger: Logger): Promise<AuthDatabase> {
  return openDatabase({ service: 'auth', url, schema, migrationsFolder: MIGRATIONS_FOLDER, logger });
}
