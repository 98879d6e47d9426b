import type { DevOutboxResponse } from '@vantage/contracts/auth';
import type { OutboxRepository } from './repository';

/** How many of an address's emails the development outbox lists (newest first). */
const DEV_OUTBOX_LIMIT = 20;

/** The development outbox's read: the latest emails queued for one address, as e2e and developers read them. */
export class DevOutboxService {
  constructor(private readonly deps: { outbox: OutboxRepository }) {}

  async latestTo(email: string): Promise<DevOutboxResponse> {
    const rows = await this.deps.outbox.latestTo(email, DEV_OUTBOX_LIMIT);
    return {
      emails: rows.map((row) => ({
        to: row.to,
        subject: row.subject,
        body: row.body,
        created_at: row.createdAt.toISOString(),
      })),
    };
  }
}
