import path from 'node:path';
import Redis from 'ioredis';
import { openDatabase, type Database } from '@vantage/service-kit/database';
import { signServiceToken } from '@vantage/service-kit/jwt';
import type { Logger } from '@vantage/service-kit/logger';
import { createTierClient, type TierClient } from './billing/tier-client';
import { WORKSPACE_DIR, type AuthConfig } from './config';
import { schema, type AuthSchema } from './database/schema';
import { loadKeyStore, type KeyStore } from './keys/key-store';
import { loadCommonPasswords } from './passwords/common-passwords';
import { argon2ParametersFor, createPasswordHasher, type PasswordHasher } from './passwords/hasher';

/** Everything the app needs that outlives a request; tests swap single parts. */
export interface AuthContext {
  config: AuthConfig;
  logger: Logger;
  database: Database<AuthSchema>;
  keys: KeyStore;
  passwords: PasswordHasher;
  isCommonPassword: (password: string) => boolean;
  tiers: TierClient;
  redis?: Redis;
  close(): Promise<void>;
}

export async function createAuthContext(config: AuthConfig, logger: Logger, databaseUrl: string): Promise<AuthContext> {
  const database = await openDatabase({
    service: 'auth',
    url: databaseUrl,
    schema,
    migrationsFolder: path.join(WORKSPACE_DIR, 'drizzle'),
    logger,
  });
  try {
    const keys = await loadKeyStore({
      db: database.db,
      logger,
      privateKeyPem: config.JWT_PRIVATE_KEY_PEM,
      encryptionSecret: config.AUTH_KEY_ENCRYPTION_SECRET,
    });
    const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
    redis?.on('error', (err) => logger.warn({ err }, 'redis unavailable; rate limits let requests through'));
    return {
      config,
      logger,
      database,
      keys,
      passwords: createPasswordHasher(argon2ParametersFor(config)),
      isCommonPassword: loadCommonPasswords(),
      tiers: createTierClient({
        baseUrl: config.BILLING_INTERNAL_URL,
        logger,
        serviceToken: () => signServiceToken(keys.signer, 'svc-auth'),
      }),
      redis,
      async close() {
        redis?.disconnect();
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
