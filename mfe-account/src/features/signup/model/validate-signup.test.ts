import { validateSignup } from './validate-signup';

const VALID = { email: 'fan@example.com', password: 'long-enough', confirmPassword: 'long-enough' };

describe('validateSignup', () => {
  test('accepts a valid form', () => {
    expect(validateSignup(VALID)).toBeNull();
  });

  test('checks in the spec order: match, then email, then length', () => {
    const allWrong = { email: 'not-an-email', password: 'short', confirmPassword: 'other' };
    expect(validateSignup(allWrong)).toBe('Passwords do not match');
    expect(validateSignup({ ...allWrong, confirmPassword: 'short' })).toBe('Please enter a valid email address');
    expect(validateSignup({ ...allWrong, confirmPassword: 'short', email: 'fan@example.com' })).toBe(
      'Password must be at least 8 characters long',
    );
  });

  test.each(['fan@example', 'fan example@x.com', '@example.com', 'fan@.com', ''])('rejects the email %j', (email) => {
    expect(validateSignup({ ...VALID, email })).toBe('Please enter a valid email address');
  });

  test('accepts a password of exactly 8 characters', () => {
    expect(validateSignup({ ...VALID, password: '12345678', confirmPassword: '12345678' })).toBeNull();
  });
});
