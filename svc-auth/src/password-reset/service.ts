import { MESSAGES, type PasswordResetConfirm } from '@vantage/contracts/auth';
import { badRequest } from '@vantage/service-kit/errors';
import type { PasswordHasher } from '../passwords/hasher';
import type { SessionRepository } from '../sessions/repository';
import { hashToken, newOpaqueToken } from '../sessions/opaque-token';
import type { UserRepository } from '../users/repository';
import type { Mailer } from '../mail/outbox';
import type { RightsRegistry } from '../rights/registry';
import type { PasswordResetRepository } from './repository';

export interface PasswordResetDeps {
  resets: PasswordResetRepository;
  users: UserRepository;
  sessions: SessionRepository;
  rights: RightsRegistry;
  passwords: PasswordHasher;
  assertNotCommon: (password: string) => void;
  mail: Mailer;
  publicUrl: string;
  ttlSeconds: number;
}

export function createPasswordResetService(deps: PasswordResetDeps) {
  return {
    /** Emails a single-use link when the account exists; the caller answers the same either way. */
    async request(email: string): Promise<void> {
      const user = await deps.users.findByEmail(email);
      if (!user || !user.isActive) return;
      const token = newOpaqueToken();
      // In the fragment, which browsers never send: the token stays out of access logs and Referer headers.
      const link = new URL('/forgot-password', deps.publicUrl);
      link.hash = new URLSearchParams({ token }).toString();
      const minutes = Math.round(deps.ttlSeconds / 60);
      await deps.resets.issue(user.id, hashToken(token), deps.ttlSeconds, (tx) =>
        deps.mail.queue(tx, {
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
      deps.mail.queued();
    },

    /** Sets the new password, spends the token and signs out every session and access token of the account. */
    async confirm(input: PasswordResetConfirm): Promise<void> {
      deps.assertNotCommon(input.password);
      const tokenHash = hashToken(input.token);
      const invalid = () => badRequest(MESSAGES.invalidResetToken);
      // Checked before the expensive hash so a guessed token costs no argon2 work.
      if (!(await deps.resets.findUsable(tokenHash))) throw invalid();
      const passwordHash = await deps.passwords.hash(input.password);
      const reset = await deps.resets.consume(tokenHash, passwordHash, async (tx, userId) => {
        await deps.sessions.revokeAllOf(userId, 'password-reset', tx);
        await deps.rights.record(userId, tx);
      });
      if (!reset) throw invalid();
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
