import type { Logger } from '@vantage/service-kit/logger';
import { repeatEvery } from '@vantage/service-kit/schedule';
import type { MaintenanceRepository } from './repository';

export interface MaintenanceServiceDeps {
  repository: MaintenanceRepository;
  logger: Logger;
  graceSeconds: number;
}

/** Deletes expired credentials and delivered emails, once or on a schedule. */
export class MaintenanceService {
  constructor(private readonly deps: MaintenanceServiceDeps) {}

  /** One purge; a failure is logged, never thrown. */
  async purge(): Promise<void> {
    const { repository, logger, graceSeconds } = this.deps;
    try {
      const counts = await repository.purgeExpired(graceSeconds);
      if (Object.values(counts).some((count) => count > 0))
        logger.info(counts, 'purged expired credentials and delivered emails');
    } catch (err) {
      // A database outage must not stop the service; the next run tries again.
      logger.warn({ err }, 'purging expired credentials failed');
    }
  }

  /** Purges at once, then every `intervalMs`; returns the function that stops it. */
  schedule(intervalMs: number): () => void {
    return repeatEvery(intervalMs, () => void this.purge());
  }
}
