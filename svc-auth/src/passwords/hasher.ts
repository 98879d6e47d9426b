import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** OWASP Password Storage Cheat Sheet, argon2id option 2: 19 MiB, 2 iterations, 1 lane. */
export const OWASP_ARGON2ID = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
/** Test-only parameters (AUTH_ARGON2_LOW_COST_FOR_TESTS=1 with NODE_ENV=test); same algorithm, ~1 ms. */
export const TEST_ARGON2ID = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export type Argon2Parameters = typeof OWASP_ARGON2ID | typeof TEST_ARGON2ID;

/** The OWASP parameters, unless the config explicitly asks for the test-only ones. */
export const argon2ParametersFor = (config: { AUTH_ARGON2_LOW_COST_FOR_TESTS: '0' | '1' }): Argon2Parameters =>
  config.AUTH_ARGON2_LOW_COST_FOR_TESTS === '1' ? TEST_ARGON2ID : OWASP_ARGON2ID;

/** argon2id hashing of passwords with the given parameters. */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly deps: { parameters: Argon2Parameters }) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.deps.parameters);
  }

  /** False for a wrong password or an unreadable hash; never throws for either. */
  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends the same work as checking a real password, for logins with an unknown email, so response
   * time does not reveal whether an account exists.
   */
  async verifyDummy(password: string): Promise<void> {
    this.dummyHash ??= argon2.hash(randomBytes(32).toString('base64url'), this.deps.parameters);
    await this.verify(await this.dummyHash, password);
  }

  /** True when a stored hash was made with other parameters and should be replaced at the next login. */
  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, this.deps.parameters);
    } catch {
      return true;
    }
  }
}
