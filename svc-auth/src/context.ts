import path from 'node:path';
import Redis from 'ioredis';
import { ConfigError, STANDINS_NOT_OPTED_IN } from '@vantage/service-kit/config';
import { openDatabase, type Database } from '@vantage/service-kit/database';
import { signServiceToken } from '@vantage/service-kit/jwt';
import type { Logger } from '@vantage/service-kit/logger';
import { createCurrentTier, type CurrentTier } from './billing-client/current-tier';
import { createTierClient, type TierClient } from './billing-client/tier-client';
import { WORKSPACE_DIR, type AuthConfig } from './config';
import { schema, type AuthSchema } from './db/schema';
import { loadKeyStore, type KeyStore } from './keys/key-store';
import { createMailRelay, type MailRelay } from './mail/relay';
import { OutboxRepository } from './mail/repository';
import { loadCommonPasswords } from './passwords/common-passwords';
import { argon2ParametersFor, createPasswordHasher, type PasswordHasher } from './passwords/hasher';
import { createRightsRegistry, type RightsRegistry } from './rights/registry';
import { RightsRepository } from './rights/repository';

/** Everything the app needs that outlives a request; tests swap single parts. */
export interface AuthContext {
  config: AuthConfig;
  logger: Logger;
  database: Database<AuthSchema>;
  keys: KeyStore;
  passwords: PasswordHasher;
  isCommonPassword: (password: string) => boolean;
  tiers: TierClient;
  /** Rights stamps: tokens issued before a user's rights changed are refused everywhere (src/rights). */
  rights: RightsRegistry;
  /** The member's plan now, for what svc-auth does on a member's behalf (API keys, the digest). */
  currentTier: CurrentTier;
  redis?: Redis;
  /** Delivers auth.outbox over SMTP; absent without SMTP_URL (development, tests, e2e read the table). */
  mailRelay?: MailRelay;
  close(): Promise<void>;
}

export async function createAuthContext(config: AuthConfig, logger: Logger, databaseUrl: string): Promise<AuthContext> {
  if (!config.JWT_PRIVATE_KEY_PEM && !config.AUTH_KEY_ENCRYPTION_SECRET && config.VANTAGE_DEV_STANDINS !== '1') {
    // Checked here, not in the schema: commands such as create-staff read the config but sign nothing.
    throw new ConfigError(
      `Invalid configuration:\n  AUTH_KEY_ENCRYPTION_SECRET: set it (or JWT_PRIVATE_KEY_PEM) so the signing key is not stored unencrypted; ${STANDINS_NOT_OPTED_IN}`,
    );
  }
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
    redis?.on('error', (err) => logger.warn({ err }, 'redis unavailable; rate limits count per process'));
    const tiers = createTierClient({
      baseUrl: config.BILLING_INTERNAL_URL,
      logger,
      serviceToken: () => signServiceToken(keys.signer, 'svc-auth'),
    });
    const rights = createRightsRegistry({ rights: new RightsRepository(database.db), tiers, logger });
    await rights.sync();
    const mailRelay = config.SMTP_URL
      ? createMailRelay({
          outbox: new OutboxRepository(database.db),
          smtpUrl: config.SMTP_URL,
          from: config.MAIL_FROM,
          logger,
        })
      : undefined;
    return {
      config,
      logger,
      database,
      keys,
      passwords: createPasswordHasher(argon2ParametersFor(config)),
      isCommonPassword: loadCommonPasswords(),
      tiers,
      rights,
      currentTier: createCurrentTier({ tiers, rights }),
      redis,
      mailRelay,
      async close() {
        // Before the pool closes: a run in progress still records what it sent.
        await mailRelay?.close();
        rights.stop();
        redis?.disconnect();
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
