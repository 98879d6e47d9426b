import type { Express } from 'express';
import { createServiceApp } from '@vantage/service-kit/app';
import { createReadiness } from '@vantage/service-kit/readiness';
import { createLocalAuthenticator } from './access/authenticator';
import { AccountDeletion } from './accounts/deletion';
import { accountRouter } from './accounts/routes';
import { ApiKeyRepository } from './api-keys/repository';
import { apiKeyRouter } from './api-keys/routes';
import { ApiKeyService } from './api-keys/service';
import { AccountService } from './accounts/service';
import { contactRouter } from './contact/routes';
import { digestRouter } from './digests/routes';
import { DigestService } from './digests/service';
import { ContactService } from './contact/service';
import type { AuthContext } from './context';
import { DeviceProofs } from './devices/device-proof';
import { keyRouter } from './keys/routes';
import { OutboxRepository } from './mail/repository';
import { devOutboxRouter } from './mail/routes';
import { DevOutboxService } from './mail/service';
import { PasswordResetRepository } from './password-reset/repository';
import { passwordResetRouter } from './password-reset/routes';
import { PasswordResetService } from './password-reset/service';
import { MediaStore } from './profile/media-store';
import { ProfileRepository } from './profile/repository';
import { profileRouter } from './profile/routes';
import { ProfileService } from './profile/service';
import { RateLimits } from './rate-limit/limiters';
import { PushRepository } from './push/repository';
import { pushRouter } from './push/routes';
import { PushService } from './push/service';
import { rightsRouter } from './rights/routes';
import { SessionRepository } from './sessions/repository';
import { SessionService } from './sessions/service';
import { staffRouter } from './staff/routes';
import { UserRepository } from './users/repository';

/** svc-auth's HTTP API; `server.ts` listens with it, tests call it in-process. */
export function createAuthApp(context: AuthContext): Express {
  const { config, logger, database, keys, passwords } = context;
  const db = database.db;
  const users = new UserRepository(db);
  const sessionRepository = new SessionRepository({
    db,
    lifetimes: {
      absoluteSeconds: config.AUTH_REFRESH_ABSOLUTE_SECONDS,
      idleSeconds: config.AUTH_REFRESH_IDLE_SECONDS,
      reuseGraceSeconds: config.AUTH_REFRESH_REUSE_GRACE_SECONDS,
    },
  });
  const sessions = new SessionService({
    sessions: sessionRepository,
    users,
    keys,
    tiers: context.tiers,
    rights: context.rights,
  });
  const accounts = new AccountService({ users, sessions, passwords, isCommonPassword: context.isCommonPassword });
  const resets = new PasswordResetService({
    resets: new PasswordResetRepository(db),
    users,
    sessions: sessionRepository,
    rights: context.rights,
    passwords,
    assertNotCommon: accounts.assertNotCommon,
    mail: context.mail,
    background: context.background,
    publicUrl: config.PUBLIC_URL,
    ttlSeconds: config.AUTH_PASSWORD_RESET_SECONDS,
  });
  const media = new MediaStore({ directory: config.MEDIA_DIR });
  const profiles = new ProfileService({ users, profiles: new ProfileRepository(db), media });
  const deletion = new AccountDeletion({
    users,
    sessions: sessionRepository,
    passwords,
    rights: context.rights,
    media,
    remotes: [context.billingData, context.sportsData],
  });
  const devices = new DeviceProofs({ secretSource: keys.signer.privateKeyPem });
  const limits = new RateLimits({
    windowSeconds: config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    perIp: config.AUTH_RATE_LIMIT_PER_IP,
    perAccount: config.AUTH_RATE_LIMIT_PER_ACCOUNT,
    perAccountGlobal: config.AUTH_RATE_LIMIT_PER_ACCOUNT_GLOBAL,
    slowDownStepMs: config.AUTH_RATE_LIMIT_SLOWDOWN_STEP_MS,
    picturesPerMember: config.AUTH_RATE_LIMIT_PICTURES,
    redis: context.redis,
    devices,
  });
  const auth = createLocalAuthenticator(keys, context.rights);
  const apiKeys = new ApiKeyService({
    keys: new ApiKeyRepository(db),
    users,
    currentTier: context.currentTier,
    redis: context.redis,
  });
  const push = new PushService({
    push: new PushRepository(db),
    vapid: context.vapid,
    endpointHosts: config.PUSH_ENDPOINT_HOSTS,
    production: config.NODE_ENV === 'production',
  });
  const contact = new ContactService({ db, mail: context.mail, supportEmail: config.SUPPORT_EMAIL });
  // Plan lookups go to svc-billing: a token signed before it was ever reached would say Free.
  const readiness = createReadiness({
    logger,
    always: database.conditions,
    once: [{ name: 'svc-billing', check: () => context.tiers.reach() }],
  });

  return createServiceApp({
    name: 'svc-auth',
    logger,
    ready: readiness.report,
    routes(app) {
      app.use(keyRouter(keys));
      app.use(rightsRouter(context.rights));
      app.use(accountRouter({ accounts, sessions, limits, auth, devices, deletion }));
      app.use(staffRouter({ accounts, sessions, limits, devices }));
      app.use(passwordResetRouter({ resets, limits, devices }));
      app.use(contactRouter({ contact, auth, limits }));
      app.use(apiKeyRouter({ apiKeys, auth }));
      app.use(digestRouter(new DigestService(context)));
      app.use(pushRouter({ push, auth }));
      app.use(
        profileRouter({
          profiles,
          auth,
          pictureMaxBytes: config.AUTH_PICTURE_MAX_BYTES,
          pictureLimit: limits.pictureUpload,
        }),
      );
      if (config.AUTH_DEV_OUTBOX === '1')
        app.use(devOutboxRouter(new DevOutboxService({ outbox: new OutboxRepository(db) })));
    },
  });
}
