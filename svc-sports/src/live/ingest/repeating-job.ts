import type { Logger } from '@vantage/service-kit/logger';
import { repeatEvery } from '@vantage/service-kit/schedule';

/** A refresh run now and then every few minutes, never two at once (the live ingestion jobs). */
export abstract class RepeatingJob<Report> {
  private stopSchedule: (() => void) | null = null;
  private running: Promise<Report> | null = null;

  protected abstract refresh(): Promise<Report>;

  /** Runs now and then every `minutes`; runs never overlap. */
  start(minutes: number, logger: Logger, context: Record<string, unknown> = {}): void {
    this.stopSchedule = repeatEvery(minutes * 60_000, () => {
      this.run().catch((err) => logger.error({ err, ...context }, 'ingestion failed'));
    });
  }

  async stop(): Promise<void> {
    this.stopSchedule?.();
    this.stopSchedule = null;
    await this.running?.catch(() => undefined);
  }

  run(): Promise<Report> {
    this.running ??= this.refresh().finally(() => {
      this.running = null;
    });
    return this.running;
  }
}
