import type { Executor } from '../database/types';
import type { Logger } from '@vantage/service-kit/logger';
import { outbox } from '../database/schema';

export interface Email {
  to: string;
  subject: string;
  body: string;
}

/**
 * Queues an email in auth.outbox (the only mail transport: development and tests read the table; a
 * relay would drain it in production). Outside production the email is also logged for developers.
 */
export async function queueEmail(db: Executor, logger: Logger, production: boolean, email: Email) {
  await db.insert(outbox).values(email);
  if (!production) logger.info({ email }, 'email queued in auth.outbox');
}
