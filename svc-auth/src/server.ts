import { repeatEvery } from '@vantage/service-kit/schedule';
import { runService } from '@vantage/service-kit/service';
import { createAuthApp } from './app';
import { authConfigSchema } from './config';
import { createAuthContext } from './context';
import { schema } from './db/schema';
import { DigestService } from './digests/service';
import { MaintenanceRepository } from './maintenance/repository';
import { PushSender } from './push/sender';
import { MaintenanceService } from './maintenance/service';
import { MIGRATIONS_FOLDER } from './paths';

/** How often the digest job looks for members whose digest is due (each gets one a day). */
const DIGEST_CHECK_MS = 60_000;

runService({
  name: 'auth',
  config: authConfigSchema,
  schema,
  migrationsFolder: MIGRATIONS_FOLDER,
  async start({ config, database, logger }) {
    const context = await createAuthContext({ config, logger, database });
    const digests = new DigestService(context);
    const maintenance = new MaintenanceService({
      repository: new MaintenanceRepository(database.db),
      logger,
      graceSeconds: config.AUTH_PURGE_GRACE_SECONDS,
    });
    const stopPurge = maintenance.schedule(config.AUTH_PURGE_INTERVAL_SECONDS * 1000);
    context.mailRelay?.start(config.MAIL_RELAY_INTERVAL_SECONDS * 1000);
    context.rights.start(1000);
    const stopDigests = repeatEvery(DIGEST_CHECK_MS, () => void digests.runDue());
    const pushSender = context.vapid ? new PushSender({ ...context, vapid: context.vapid }) : null;
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
    return {
      app: createAuthApp(context),
      stop() {
        stopPurge();
        stopDigests();
        stopPush();
        // A send in progress records its result before the pool closes.
        return Promise.resolve(pushRun).then(() => context.close()); // stops the mail relay too
      },
    };
  },
});
