import { MESSAGES } from '@vantage/contracts/auth';
import { fieldErrors, notFound, serviceUnavailable } from '@vantage/service-kit/errors';
import type { PasswordHasher } from '../passwords/hasher';
import type { MediaStore } from '../profile/media-store';
import type { RightsRegistry } from '../rights/registry';
import type { SessionRepository } from '../sessions/repository';
import type { UserRepository } from '../users/repository';
import type { SportsMemberData } from './sports-data';

/**
 * Deleting an account, with its password: the member's data in svc-sports first (when that fails, nothing is
 * deleted and the member may ask again), then the user row, which takes its sessions, reset links, API keys,
 * digests and push subscriptions with it (foreign keys ON DELETE CASCADE), stamped in the same transaction so
 * the access tokens already handed out are refused everywhere; then the picture's file.
 */
export class AccountDeletion {
  constructor(
    private readonly deps: {
      users: UserRepository;
      sessions: Pick<SessionRepository, 'transaction'>;
      passwords: PasswordHasher;
      rights: RightsRegistry;
      media: MediaStore;
      sportsData: Pick<SportsMemberData, 'deleteAll'>;
    },
  ) {}

  async delete(userId: string, password: string): Promise<void> {
    const { users, sessions, passwords, rights, media, sportsData } = this.deps;
    const user = await users.findById(userId);
    if (!user) throw notFound('No such account.');
    if (!(await passwords.verify(user.passwordHash, password)))
      throw fieldErrors({ password: [MESSAGES.wrongPassword] });
    if (!(await sportsData.deleteAll(userId))) throw serviceUnavailable();
    await sessions.transaction(async (tx) => {
      await users.delete(userId, tx);
      await rights.record(userId, tx);
    });
    await media.remove(user.profilePicture);
  }
}
