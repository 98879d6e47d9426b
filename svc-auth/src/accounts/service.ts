import { MESSAGES, type LoginRequest, type RegisterRequest, type RegisterResponse } from '@vantage/contracts/auth';
import { fieldErrors, HttpError } from '@vantage/service-kit/errors';
import type { UserRow } from '../db/schema';
import type { PasswordHasher } from '../passwords/hasher';
import type { SessionService } from '../sessions/service';
import { teamsOfChosenSports } from '../users/favorites';
import { toUserProfile } from '../users/presenter';
import type { UserRepository } from '../users/repository';

export interface AccountServiceDeps {
  users: UserRepository;
  sessions: SessionService;
  passwords: PasswordHasher;
  isCommonPassword: (password: string) => boolean;
}

export const loginFailed = () => new HttpError(401, { detail: MESSAGES.loginFailed });

export function createAccountService({ users, sessions, passwords, isCommonPassword }: AccountServiceDeps) {
  /** Rejects passwords on the shipped common-password list (after the schema's length rules). */
  function assertNotCommon(password: string): void {
    if (isCommonPassword(password)) throw fieldErrors({ password: [MESSAGES.passwordTooCommon] });
  }

  return {
    assertNotCommon,

    async register(input: RegisterRequest): Promise<RegisterResponse> {
      assertNotCommon(input.password);
      const emailTaken = () => fieldErrors({ email: [MESSAGES.emailTaken] });
      // Cheap early answer before hashing; the unique index still decides between racing signups.
      if (await users.findByEmail(input.email)) throw emailTaken();
      const favoriteSports = input.favorite_sports ?? [];
      const user = await users.insert({
        email: input.email,
        passwordHash: await passwords.hash(input.password),
        favoriteSports,
        favoriteTeams: teamsOfChosenSports(input.favorite_teams ?? {}, favoriteSports),
      });
      if (!user) throw emailTaken();
      return { ...(await sessions.start(user)), user: toUserProfile(user) };
    },

    /**
     * The user whose email and password match, else the spec's 401. An unknown email costs one argon2
     * verification too, so timing does not tell which emails have accounts.
     */
    async authenticate(input: LoginRequest): Promise<UserRow> {
      const user = await users.findByEmail(input.email);
      if (!user) {
        await passwords.verifyDummy(input.password);
        throw loginFailed();
      }
      const valid = await passwords.verify(user.passwordHash, input.password);
      if (!valid || !user.isActive) throw loginFailed();
      if (passwords.needsRehash(user.passwordHash)) {
        await users.update(user.id, { passwordHash: await passwords.hash(input.password) });
      }
      return user;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
