import { MESSAGES } from '@vantage/contracts/auth';
import { fieldErrors, HttpError, notFound } from '@vantage/service-kit/errors';
import type { PasswordHasher } from '../passwords/hasher';
import type { MediaStore } from '../profile/media-store';
import type { RightsRegistry } from '../rights/registry';
import type { SessionRepository } from '../sessions/repository';
import type { UserRepository } from '../users/repository';
import type { RemoteMemberData } from './member-data';

/** The 503 when a service did not confirm it deleted the member's data: the account is still there. */
export const accountNotDeleted = (service: string) =>
  new HttpError(
    503,
    {
      detail: `Your account was not deleted: the ${service} service could not delete its data. Please try again shortly.`,
    },
    { 'Retry-After': '30' },
  );

/**
 * Deleting an account, with its password: the member's data on the other services first, in order: svc-billing
 * (plans ended at Stripe, the customer and every billing row deleted), then svc-sports (bets, watchlists). When
 * one does not confirm, the account is not deleted and the member is told so (a 503) and may ask again: each
 * service's deletion is idempotent, so a retry finishes what the first attempt began. Then the user row, which
 * takes its sessions, reset links, API keys, digests and push subscriptions with it (foreign keys ON DELETE
 * CASCADE), stamped in the same transaction so the access tokens already handed out are refused everywhere; then
 * the picture's file.
 */
export class AccountDeletion {
  constructor(
    private readonly deps: {
      users: UserRepository;
      sessions: Pick<SessionRepository, 'transaction'>;
      passwords: PasswordHasher;
      rights: RightsRegistry;
      media: MediaStore;
      /** svc-billing, then svc-sports: each must confirm before the next is asked and the account goes. */
      remotes: Pick<RemoteMemberData, 'name' | 'deleteAll'>[];
    },
  ) {}

  async delete(userId: string, password: string): Promise<void> {
    const { users, sessions, passwords, rights, media, remotes } = this.deps;
    const user = await users.findById(userId);
    if (!user) throw notFound('No such account.');
    if (!(await passwords.verify(user.passwordHash, password)))
      throw fieldErrors({ password: [MESSAGES.wrongPassword] });
    for (const remote of remotes) if (!(await remote.deleteAll(userId))) throw accountNotDeleted(remote.name);
    await sessions.transaction(async (tx) => {
      await users.delete(userId, tx);
      await rights.record(userId, tx);
    });
    await media.remove(user.profilePicture);
  }
}
