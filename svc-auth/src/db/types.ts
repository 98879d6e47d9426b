import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { AuthSchema } from './schema';

export type AuthDatabase = NodePgDatabase<AuthSchema>;
/** The database or an open transaction on it, for statements that must join a caller's transaction. */
export type Executor = AuthDatabase | Parameters<Parameters<AuthDatabase['transaction']>[0]>[0];
