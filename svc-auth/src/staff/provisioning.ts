import { emailSchema, MESSAGES, passwordSchema } from '@vantage/contracts/auth';
import type { PasswordHasher } from '../passwords/hasher';
import type { UserRepository } from '../users/repository';

export interface StaffProvisioningDeps {
  users: UserRepository;
  passwords: PasswordHasher;
  isCommonPassword: (password: string) => boolean;
}

export type StaffOutcome = 'created' | 'promoted';

export class ProvisioningError extends Error {}

/**
 * Makes `email` a staff account: creates it (a password is then required) or promotes the existing
 * account (its password is replaced only when one is given).
 */
export async function provisionStaff(
  deps: StaffProvisioningDeps,
  input: { email: string; password?: string },
): Promise<StaffOutcome> {
  const email = emailSchema.safeParse(input.email);
  if (!email.success) throw new ProvisioningError(MESSAGES.invalidEmail);
  if (input.password !== undefined) {
    const password = passwordSchema.safeParse(input.password);
    if (!password.success) throw new ProvisioningError(password.error.issues[0].message);
    if (deps.isCommonPassword(input.password)) throw new ProvisioningError(MESSAGES.passwordTooCommon);
  }
  const passwordHash = input.password === undefined ? undefined : await deps.passwords.hash(input.password);
  const existing = await deps.users.findByEmail(email.data);
  if (existing) {
    await deps.users.update(existing.id, { isStaff: true, isActive: true, passwordHash });
    return 'promoted';
  }
  if (!passwordHash) throw new ProvisioningError('A new staff account needs a password.');
  const created = await deps.users.insert({ email: email.data, passwordHash, isStaff: true });
  if (!created) throw new ProvisioningError('The account was created concurrently; run the command again.');
  return 'created';
}

/**
 * Takes staff rights away from `email`: the flag goes, and every access token (and staff cookie) issued
 * with it is refused by every service within seconds. False when there is no such account.
 */
export async function removeStaff(
  deps: { users: UserRepository; rights: { record(userId: string): Promise<unknown> } },
  email: string,
): Promise<boolean> {
  const existing = await deps.users.findByEmail(email);
  if (!existing) return false;
  await deps.users.update(existing.id, { isStaff: false });
  await deps.rights.record(existing.id);
  return true;
}
