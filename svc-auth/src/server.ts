import { loadConfig } from '@vantage/service-kit/config';
import { ensureDatabase, resolveDatabaseUrl } from '@vantage/service-kit/database';
import { createLogger } from '@vantage/service-kit/logger';
import { repeatEvery } from '@vantage/service-kit/schedule';
import { exitOnStartupError, runServer } from '@vantage/service-kit/server';
import { createAuthApp } from './app';
import { authConfigSchema } from './config';
import { createAuthContext } from './context';
import { createDigestService } from './digests/service';
import { MaintenanceRepository } from './maintenance/repository';
import { createPushSender } from './push/sender';
import { MaintenanceService } from './maintenance/service';

const logger = createLogger('svc-auth');
/** How often the digest job looks for members whose digest is due (each gets one a day). */
const DIGEST_CHECK_MS = 60_000;

async function main() {
  const config = loadConfig(authConfigSchema);
  const database = resolveDatabaseUrl('auth');
  if (database.create) await ensureDatabase(database.url);
  const context = await createAuthContext(config, logger, database.url);
  const createdDigests = createDigestService(context);
  const stopPurge = new MaintenanceService({
    repository: new MaintenanceRepository(context.database.db),
    logger,
    graceSeconds: config.AUTH_PURGE_GRACE_SECONDS,
  }).schedule(config.AUTH_PURGE_INTERVAL_SECONDS * 1000);
  context.mailRelay?.start(config.MAIL_RELAY_INTERVAL_SECONDS * 1000);
  context.rights.start(1000);
  const stopDigests = repeatEvery(DIGEST_CHECK_MS, () => void createdDigests.runDue());
  const pushSender = createPushSender(context);
  let pushRun: Promise<unknown> | null = null; // one run at a time in a process: a slow run is not doubled
  const stopPush = pushSender
    ? repeatEvery(config.PUSH_INTERVAL_SECONDS * 1000, () => {
        pushRun ??= pushSender
          .runDue()
          .catch((err) => logger.warn({ err }, 'push alerts: run failed; the next run tries again'))
          .finally(() => (pushRun = null));
      })
    : () => {};
  if (!pushSender) logger.info('VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY not set: push alerts are off');
  if (!context.mailRelay) logger.info('SMTP_URL not set: emails stay in auth.outbox, nothing is delivered');
  await runServer({
    app: createAuthApp(context),
    port: config.PORT,
    host: config.HOST,
    logger,
    onShutdown: () => {
      stopPurge();
      stopDigests();
      stopPush();
      // A send in progress records its result before the pool closes.
      return Promise.resolve(pushRun).then(() => context.close()); // stops the mail relay too
    },
  });
}

main().catch(exitOnStartupError(logger));
