import type { Executor } from '../db/database';
import type { Logger } from '@vantage/service-kit/logger';
import { outbox } from '../db/schema';

export interface Email {
  to: string;
  subject: string;
  /** Plain text; every email has it. */
  body: string;
  /** An HTML alternative of the same content. */
  html?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post for the digest). */
  headers?: Record<string, string>;
}

/**
 * Queues an email in auth.outbox, inside the caller's transaction; the relay (relay.ts) delivers it over
 * SMTP once committed. Outside production the email is also logged for developers; never in production,
 * where a body can hold a password-reset link.
 */
export async function queueEmail(db: Executor, logger: Logger, production: boolean, email: Email) {
  await db.insert(outbox).values(email);
  // The HTML alternative repeats the body: the log keeps the text a developer reads.
  if (!production)
    logger.info({ email: { to: email.to, subject: email.subject, body: email.body } }, 'email queued in auth.outbox');
}

/** How a service sends email: queued inside its own transaction, delivered once that has committed. */
export class Mailer {
  constructor(private readonly deps: { logger: Logger; production: boolean; relay?: { nudge(): void } }) {}

  queue(tx: Executor, email: Email): Promise<void> {
    return queueEmail(tx, this.deps.logger, this.deps.production, email);
  }

  /** Call after the queuing transaction committed: wakes the relay, which cannot see the rows before. */
  queued(): void {
    // Without a relay (no SMTP_URL) nothing is delivered; with one, its interval catches a missed wake-up.
    this.deps.relay?.nudge();
  }
}
