import type { Executor } from '../database/types';
import type { Logger } from '@vantage/service-kit/logger';
import { outbox } from '../database/schema';

export interface Email {
  to: string;
  subject: string;
  body: string;
}

/**
 * Queues an email in auth.outbox, inside the caller's transaction; the relay (relay.ts) delivers it over
 * SMTP once committed. Outside production the email is also logged for developers; never in production,
 * where a body can hold a password-reset link.
 */
export async function queueEmail(db: Executor, logger: Logger, production: boolean, email: Email) {
  await db.insert(outbox).values(email);
  if (!production) logger.info({ email }, 'email queued in auth.outbox');
}
