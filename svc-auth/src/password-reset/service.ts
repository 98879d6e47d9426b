import { MESSAGES, type PasswordResetConfirm } from '@vantage/contracts/auth';
import { badRequest } from '@vantage/service-kit/errors';
import type { PasswordHasher } from '../passwords/hasher';
import type { SessionRepository } from '../sessions/repository';
import { hashToken, newOpaqueToken } from '../sessions/opaque-token';
import type { UserRepository } from '../users/repository';
import type { Mailer } from '../mail/outbox';
import type { RightsRegistry } from '../rights/registry';
import type { Background } from '../background';
import type { PasswordResetRepository } from './repository';

export interface PasswordResetServiceDeps {
  resets: PasswordResetRepository;
  users: UserRepository;
  sessions: SessionRepository;
  rights: RightsRegistry;
  passwords: PasswordHasher;
  /** Called on its own, so it must not need `this` (AccountService's is an arrow property). */
  assertNotCommon: (password: string) => void;
  mail: Mailer;
  /** Where the look-up and the email happen, after the answer. */
  background: Background;
  publicUrl: string;
  ttlSeconds: number;
}

export class PasswordResetService {
  constructor(private readonly deps: PasswordResetServiceDeps) {}

  /**
   * Emails a single-use link when the account exists. The caller answers the same either way and at once: the
   * look-up and the email are queued, so the answer takes the same time whether or not there is an account.
   */
  request(email: string): void {
    this.deps.background.add(() => this.send(email));
  }

  private async send(email: string): Promise<void> {
    const { users, resets, mail, publicUrl, ttlSeconds } = this.deps;
    const user = await users.findByEmail(email);
    if (!user || !user.isActive) return;
    const token = newOpaqueToken();
    // In the fragment, which browsers never send: the token stays out of access logs and Referer headers.
    const link = new URL('/forgot-password', publicUrl);
    link.hash = new URLSearchParams({ token }).toString();
    const minutes = Math.round(ttlSeconds / 60);
    await resets.issue(user.id, hashToken(token), ttlSeconds, (tx) =>
      mail.queue(tx, {
        to: user.email,
        subject: 'Reset your Vantage password',
        body: [
          'Someone asked to reset the password of your Vantage account.',
          `To choose a new password, open this link within ${minutes} minutes:`,
          '',
          link.toString(),
          '',
          'If it was not you, ignore this email: your password stays as it is.',
        ].join('\n'),
      }),
    );
    mail.queued();
  }

  /** Sets the new password, spends the token and signs out every session and access token of the account. */
  /** Sets the new password; answers the account's email (the device that proved owning it is known now). */
  async confirm(input: PasswordResetConfirm): Promise<string> {
    const { users, resets, sessions, rights, passwords, assertNotCommon } = this.deps;
    assertNotCommon(input.password);
    const tokenHash = hashToken(input.token);
    const invalid = () => badRequest(MESSAGES.invalidResetToken);
    // Checked before the expensive hash so a guessed token costs no argon2 work.
    if (!(await resets.findUsable(tokenHash))) throw invalid();
    const passwordHash = await passwords.hash(input.password);
    let account: string | null = null;
    const reset = await resets.consume(tokenHash, passwordHash, async (tx, userId) => {
      await sessions.revokeAllOf(userId, 'password-reset', tx);
      await rights.record(userId, tx);
      account = userId;
    });
    const user = reset && account ? await users.findById(account) : null;
    if (!user) throw invalid();
    return user.email;
  }
}
