import type { ContactRequest } from '@vantage/contracts/auth';
import type { AuthDb } from '../db/database';
import type { Mailer } from '../mail/outbox';

export interface ContactServiceDeps {
  db: AuthDb;
  mail: Mailer;
  supportEmail: string;
}

const SNIPPET_LENGTH = 60;

/** The message's start as one line: a subject must not carry line breaks. */
const snippet = (message: string) => {
  const flat = message.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH).trimEnd()}…` : flat;
};

export class ContactService {
  constructor(private readonly deps: ContactServiceDeps) {}

  /**
   * Queues the message for support and a confirmation for the sender in one transaction: the sender is
   * never told "sent" for a message support does not get. The confirmation does not repeat the message,
   * so the form cannot be used to mail someone else's text to an address the sender does not own.
   */
  async send(input: ContactRequest): Promise<void> {
    const { db, mail, supportEmail } = this.deps;
    const from = input.name ? `${input.name} <${input.email}>` : input.email;
    await db.transaction(async (tx) => {
      await mail.queue(tx, {
        to: supportEmail,
        subject: `[Vantage contact] ${input.topic}: ${snippet(input.message)}`,
        body: [`From: ${from}`, `Reply to: ${input.email}`, `Topic: ${input.topic}`, '', input.message].join('\n'),
      });
      await mail.queue(tx, {
        to: input.email,
        subject: 'We received your message',
        body: [
          `Thanks for writing to Vantage about "${input.topic}".`,
          'Our team replies to this address within two working days.',
          '',
          'If you did not write to us, ignore this email.',
        ].join('\n'),
      });
    });
    mail.queued();
  }
}
