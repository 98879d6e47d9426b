import type { Logger } from '@vantage/service-kit/logger';
import { repeatEvery } from '@vantage/service-kit/schedule';
import type { MaintenanceRepository } from './repository';

export interface PurgeSchedule {
  repository: MaintenanceRepository;
  logger: Logger;
  intervalMs: number;
  graceSeconds: number;
}

/** Purges expired credentials now and then every `intervalMs`; returns the function that stops it. */
export function schedulePurge({ repository, logger, intervalMs, graceSeconds }: PurgeSchedule): () => void {
  const purge = async () => {
    try {
      const counts = await repository.purgeExpired(graceSeconds);
      if (Object.values(counts).some((count) => count > 0))
        logger.info(counts, 'purged expired credentials and delivered emails');
    } catch (err) {
      // A database outage must not stop the service; the next run tries again.
      logger.warn({ err }, 'purging expired credentials failed');
    }
  };
  return repeatEvery(intervalMs, () => void purge());
}
