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

export class AccountService {
  constructor(private readonly deps: AccountServiceDeps) {}

  /**
   * Rejects passwords on the shipped common-password list (after the schema's length rules). An arrow
   * property, bound to this service: the password-reset service is handed it on its own.
   */
  readonly assertNotCommon = (password: string): void => {
    if (this.deps.isCommonPassword(password)) throw fieldErrors({ password: [MESSAGES.passwordTooCommon] });
  };

  async register(input: RegisterRequest): Promise<RegisterResponse> {
    const { users, sessions, passwords } = this.deps;
    this.assertNotCommon(input.password);
    const emailTaken = () => fieldErrors({ email: [MESSAGES.emailTaken] });
    // Hashed whether or not the email is taken, and the unique index decides: a taken email costs the same
    // work as a new account (the answer names it, but no cheaper path tells it sooner).
    const passwordHash = await passwords.hash(input.password);
    const favoriteSports = input.favorite_sports ?? [];
    const user = await users.insert({
      email: input.email,
      passwordHash,
      favoriteSports,
      favoriteTeams: teamsOfChosenSports(input.favorite_teams ?? {}, favoriteSports),
    });
    if (!user) throw emailTaken();
    return { ...(await sessions.start(user)), user: toUserProfile(user) };
  }

  /**
   * The user whose email and password match, else the spec's 401. An unknown email costs one argon2
   * verification too, so timing does not tell which emails have accounts.
   */
  async authenticate(input: LoginRequest): Promise<UserRow> {
    const { users, passwords } = this.deps;
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
  }
}
