import Redis from 'ioredis';
import { ConfigError, STANDINS_NOT_OPTED_IN } from '@vantage/service-kit/config';
import { signServiceToken } from '@vantage/service-kit/jwt';
import type { Logger } from '@vantage/service-kit/logger';
import { CurrentTier } from './billing-client/current-tier';
import { TierClient } from './billing-client/tier-client';
import type { AuthConfig } from './config';
import type { AuthDatabase } from './db/database';
import { Background } from './background';
import { RemoteMemberData } from './accounts/member-data';
import { SportsReader } from './digests/sports-client';
import { loadKeyStore, type KeyStore } from './keys/key-store';
import { Mailer } from './mail/outbox';
import { MailRelay } from './mail/relay';
import { OutboxRepository } from './mail/repository';
import { loadCommonPasswords } from './passwords/common-passwords';
import { argon2ParametersFor, PasswordHasher } from './passwords/hasher';
import type { VapidKeys } from './push/service';
import { RightsRegistry } from './rights/registry';
import { RightsRepository } from './rights/repository';

/** Everything the app needs that outlives a request; tests swap single parts. */
export interface AuthContext {
  config: AuthConfig;
  logger: Logger;
  database: AuthDatabase;
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
  /** Queues emails in auth.outbox and wakes the relay once they are committed. */
  mail: Mailer;
  /** svc-sports' public API, read with a member's own token (the digest, push alerts). */
  sports: SportsReader;
  /** svc-billing's member data (Stripe plan and customer, rows), deleted first when an account is. */
  billingData: RemoteMemberData;
  /** svc-sports' member data (bets, watchlists), deleted with svc-auth's service token when an account is. */
  sportsData: RemoteMemberData;
  /** The keys push messages are signed with; null without VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY (push alerts off). */
  vapid: VapidKeys | null;
  /** Work done after the answer, one task at a time (password-reset emails). */
  background: Background;
  close(): Promise<void>;
}

/**
 * Builds the parts on an opened database (runService opens it in the server, the harness in tests). close()
 * stops them; whoever opened the database closes it.
 */
export async function createAuthContext({
  config,
  logger,
  database,
}: Pick<AuthContext, 'config' | 'logger' | 'database'>): Promise<AuthContext> {
  if (!config.JWT_PRIVATE_KEY_PEM && !config.AUTH_KEY_ENCRYPTION_SECRET && config.VANTAGE_DEV_STANDINS !== '1') {
    // Checked here, not in the schema: commands such as create-staff read the config but sign nothing.
    throw new ConfigError(
      `Invalid configuration:\n  AUTH_KEY_ENCRYPTION_SECRET: set it (or JWT_PRIVATE_KEY_PEM) so the signing key is not stored unencrypted; ${STANDINS_NOT_OPTED_IN}`,
    );
  }
  const keys = await loadKeyStore({
    db: database.db,
    logger,
    privateKeyPem: config.JWT_PRIVATE_KEY_PEM,
    encryptionSecret: config.AUTH_KEY_ENCRYPTION_SECRET,
  });
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
  redis?.on('error', (err) => logger.warn({ err }, 'redis unavailable; rate limits count per process'));
  const tiers = new TierClient({
    baseUrl: config.BILLING_INTERNAL_URL,
    logger,
    serviceToken: () => signServiceToken(keys.signer, 'svc-auth'),
  });
  const rights = new RightsRegistry({ rights: new RightsRepository(database.db), tiers, logger });
  await rights.sync();
  const mailRelay = config.SMTP_URL
    ? new MailRelay({
        outbox: new OutboxRepository(database.db),
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        logger,
      })
    : undefined;
  const background = new Background({ logger });
  return {
    config,
    logger,
    database,
    keys,
    passwords: new PasswordHasher({ parameters: argon2ParametersFor(config) }),
    isCommonPassword: loadCommonPasswords(),
    tiers,
    rights,
    currentTier: new CurrentTier({ tiers, rights }),
    redis,
    mailRelay,
    mail: new Mailer({ logger, production: config.NODE_ENV === 'production', relay: mailRelay }),
    sports: new SportsReader({ baseUrl: config.SPORTS_INTERNAL_URL }),
    billingData: new RemoteMemberData({
      name: 'billing',
      baseUrl: config.BILLING_INTERNAL_URL,
      serviceToken: () => signServiceToken(keys.signer, 'svc-auth'),
      logger,
      // Billing ends the plan at Stripe before it answers (its SDK times out after 10 s and retries).
      timeoutMs: 30_000,
    }),
    sportsData: new RemoteMemberData({
      name: 'sports',
      baseUrl: config.SPORTS_INTERNAL_URL,
      serviceToken: () => signServiceToken(keys.signer, 'svc-auth'),
      logger,
    }),
    vapid:
      config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
        ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT }
        : null,
    background,
    async close() {
      // Before the pool closes: queued work still reaches the database, a relay run still records what it sent.
      await background.settled();
      await mailRelay?.close();
      rights.stop();
      redis?.disconnect();
    },
  };
}
