import argon2 from 'argon2';
import { OWASP_ARGON2ID, PasswordHasher } from './hasher';
import { loadCommonPasswords } from './common-passwords';

describe('password hashing on the real OWASP parameters', () => {
  const hasher = new PasswordHasher({ parameters: OWASP_ARGON2ID });

  test('argon2id, m=19456 KiB, t=2, p=1; verifies; malformed hashes are just a mismatch', async () => {
    const hash = await hasher.hash('Correct-Horse-Battery-7');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    await expect(hasher.verify(hash, 'Correct-Horse-Battery-7')).resolves.toBe(true);
    await expect(hasher.verify(hash, 'correct-horse-battery-7')).resolves.toBe(false);
    await expect(hasher.verify('not a hash', 'x')).resolves.toBe(false);
    expect(hasher.needsRehash(hash)).toBe(false);
    expect(hasher.needsRehash(await argon2.hash('x', { type: argon2.argon2id, memoryCost: 1024, timeCost: 1 }))).toBe(
      true,
    );
  });

  test('an unknown email (dummy check) takes about as long as a wrong password', async () => {
    const hash = await hasher.hash('Correct-Horse-Battery-7');
    await hasher.verifyDummy('warm-up');
    // Interleaved, so a change in machine load between the two series cannot pass for a difference.
    const wrong: number[] = [];
    const dummy: number[] = [];
    const timed = async (samples: number[], check: () => Promise<unknown>) => {
      const started = process.hrtime.bigint();
      await check();
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    };
    for (let i = 0; i < 7; i += 1) {
      await timed(wrong, () => hasher.verify(hash, 'wrong password'));
      await timed(dummy, () => hasher.verifyDummy('wrong password'));
    }
    const median = (samples: number[]) => samples.sort((a, b) => a - b)[3];
    const wrongPassword = median(wrong);
    const unknownEmail = median(dummy);
    expect(wrongPassword).toBeGreaterThan(10);
    expect(unknownEmail / wrongPassword).toBeGreaterThan(0.5);
    expect(unknownEmail / wrongPassword).toBeLessThan(2);
  }, 20_000);
});

describe('common passwords', () => {
  const isCommon = loadCommonPasswords();

  test('the shipped list rejects the usual suspects, case-insensitively, and lets long random ones pass', () => {
    for (const password of [
      'password',
      'PASSWORD1',
      '12345678',
      'qwertyuiop',
      'iloveyou',
      'baseball',
      'football',
      'trustno1',
    ]) {
      expect(isCommon(password)).toBe(true);
    }
    expect(isCommon('Correct-Horse-Battery-7')).toBe(false);
  });
});
