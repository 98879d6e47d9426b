import { resetErrorMessage, validateNewPassword } from './new-password';

describe('validateNewPassword', () => {
  test('checks the match before the length', () => {
    expect(validateNewPassword({ password: 'short', confirmPassword: 'other' })).toBe('Passwords do not match');
    expect(validateNewPassword({ password: 'short', confirmPassword: 'short' })).toBe(
      'Password must be at least 8 characters long',
    );
    expect(validateNewPassword({ password: 'long enough', confirmPassword: 'long enough' })).toBeNull();
  });
});

describe('resetErrorMessage', () => {
  test("shows the server's detail, else its password errors", () => {
    const detail = 'This password reset link is invalid or has expired.';
    expect(resetErrorMessage({ status: 400, data: { detail } })).toBe(detail);
    expect(resetErrorMessage({ status: 400, data: { password: ['This password is too common.'] } })).toBe(
      'This password is too common.',
    );
  });

  test('falls back to the transport error or the status', () => {
    expect(resetErrorMessage({ status: 'TIMEOUT_ERROR', error: 'Request timed out after 15 s' })).toBe(
      'Request timed out after 15 s',
    );
    expect(resetErrorMessage({ status: 500, data: null })).toBe('HTTP 500');
  });
});
