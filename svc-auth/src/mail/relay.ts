import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '@vantage/service-kit/logger';
import { repeatEvery } from '@vantage/service-kit/schedule';
import { MAIL_MAX_ATTEMPTS } from '../db/schema';
import type { ClaimedEmail, OutboxRepository } from './repository';

export interface MailRelayOptions {
  outbox: OutboxRepository;
  /** smtp:// or smtps://, credentials in the URL. */
  smtpUrl: string;
  /** The From header, e.g. `Vantage <no-reply@example.com>`. */
  from: string;
  logger: Logger;
  batchSize?: number;
  /** How long a claimed email is hidden from other runs; must outlast sending a whole batch. */
  leaseSeconds?: number;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

// One email per claim: a relay that dies (a crashed replica) holds back only the email it was sending, and
// only until that claim's lease ends; a batch claimed at once would hold back every email of it.
const BATCH_SIZE = 1;
// One send at the socket timeouts below takes at most about 50 s.
const LEASE_SECONDS = 60;
const BACKOFF_BASE_SECONDS = 60;
const BACKOFF_MAX_SECONDS = 60 * 60;
const ERROR_MAX_LENGTH = 300;

/** 1, 2, 4 … minutes after the 1st, 2nd, 3rd … failed attempt, at most an hour. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(BACKOFF_BASE_SECONDS * 2 ** Math.max(attempts - 1, 0), BACKOFF_MAX_SECONDS);

/**
 * Delivers auth.outbox over SMTP. Each run claims due emails (one statement, so concurrent replicas never
 * claim the same row), sends them one by one with no transaction open, then records sent_at or the error
 * and the next attempt. Failures are logged and retried; nothing here throws into the service.
 */
export class MailRelay {
  private readonly transport: Transporter;
  private readonly secrets: string[];
  private readonly messageDomain: string;
  private running: Promise<DrainResult> | undefined;
  private again = false;
  private closed = false;
  private stopSchedule: (() => void) | undefined;

  constructor(private readonly deps: MailRelayOptions) {
    this.transport = nodemailer.createTransport(
      {
        url: deps.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
        // Bodies are plain text we wrote; never let a message pull in files or URLs.
        disableFileAccess: true,
        disableUrlAccess: true,
      },
      { from: deps.from },
    );
    this.secrets = credentialsOf(deps.smtpUrl);
    this.messageDomain = domainOf(deps.from);
  }

  /**
   * Sends every due email. One run at a time per process: a call during a run makes that run go round once
   * more (so it sees rows committed meanwhile) and resolves with it.
   */
  drain(): Promise<DrainResult> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      const total = { sent: 0, failed: 0 };
      do {
        this.again = false;
        const result = await this.drainOnce();
        total.sent += result.sent;
        total.failed += result.failed;
      } while (this.again && !this.closed);
      return total;
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Wakes the relay after an email was queued; call it once the queuing transaction has committed. */
  nudge(): void {
    if (!this.closed) this.drain().catch((err) => this.deps.logger.error({ err }, 'mail relay run failed'));
  }

  /** Drains now and then every `intervalMs` until `close`. */
  start(intervalMs: number): void {
    this.stopSchedule?.();
    this.stopSchedule = repeatEvery(intervalMs, () => this.nudge());
  }

  /** Stops the schedule, waits for a run in progress, closes the SMTP transport. */
  async close(): Promise<void> {
    this.closed = true;
    this.stopSchedule?.();
    await this.running?.catch(() => undefined);
    this.transport.close();
  }

  private async drainOnce(): Promise<DrainResult> {
    const { outbox, logger } = this.deps;
    const batchSize = this.deps.batchSize ?? BATCH_SIZE;
    const result = { sent: 0, failed: 0 };
    for (;;) {
      let batch: ClaimedEmail[];
      try {
        batch = await outbox.claimDue(batchSize, this.deps.leaseSeconds ?? LEASE_SECONDS);
      } catch (err) {
        // A database outage must not stop the service; the next run tries again.
        logger.warn({ err }, 'mail relay could not read auth.outbox');
        return result;
      }
      for (const email of batch) {
        if (await this.deliver(email)) result.sent++;
        else result.failed++;
      }
      if (batch.length < batchSize) return result;
    }
  }

  private async deliver(email: ClaimedEmail): Promise<boolean> {
    const { outbox, logger } = this.deps;
    try {
      await this.transport.sendMail({
        to: email.to,
        subject: email.subject,
        text: email.body,
        ...(email.html ? { html: email.html } : {}),
        headers: email.headers,
        // Stable across retries, so a receiver can drop the copy of a send whose acknowledgement was lost.
        messageId: `<outbox.${email.id}.${email.createdAt.getTime()}@${this.messageDomain}>`,
      });
    } catch (err) {
      const error = describeError(err, this.secrets);
      const givingUp = email.attempts >= MAIL_MAX_ATTEMPTS;
      const retryIn = retryDelaySeconds(email.attempts);
      logger.warn(
        { outboxId: email.id, attempts: email.attempts, error, ...(givingUp ? {} : { retryInSeconds: retryIn }) },
        givingUp ? 'email not delivered; giving up' : 'email not delivered; will retry',
      );
      try {
        await outbox.markFailed(email.id, error, retryIn);
      } catch (dbErr) {
        // The lease runs out and the email is tried again then.
        logger.warn({ err: dbErr, outboxId: email.id }, 'could not record a failed email delivery');
      }
      return false;
    }
    try {
      await outbox.markSent(email.id);
    } catch (err) {
      logger.error({ err, outboxId: email.id }, 'email sent but not marked sent; it is sent again after its lease');
    }
    logger.info({ outboxId: email.id, attempts: email.attempts }, 'email sent');
    return true;
  }
}

/** The URL's user name and password (raw and decoded), to be kept out of stored errors and logs. */
function credentialsOf(smtpUrl: string): string[] {
  const url = new URL(smtpUrl);
  return [url.username, url.password]
    .filter(Boolean)
    .flatMap((part) => [part, safeDecode(part)])
    .filter((part) => part.length >= 3);
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function domainOf(from: string): string {
  return from.match(/@([^\s@<>]+)>?\s*$/)?.[1] ?? 'localhost';
}

/** A short, single-line reason for last_error and the log: code, SMTP reply, never the credentials. */
function describeError(err: unknown, secrets: string[]): string {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  let text = [typeof code === 'string' ? code : '', typeof message === 'string' ? message : String(err)]
    .filter(Boolean)
    .join(': ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const secret of secrets) text = text.split(secret).join('***');
  return text.length > ERROR_MAX_LENGTH ? `${text.slice(0, ERROR_MAX_LENGTH - 1)}…` : text;
}
