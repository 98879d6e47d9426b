import { LOGIN_FAILED, loginErrorMessage } from './loginError';

describe('loginErrorMessage', () => {
  test("shows the answer's detail", () => {
    const detail = 'No active account found with the given credentials';
    expect(loginErrorMessage({ status: 401, data: { detail } })).toBe(detail);
  });

  test("falls back to 'Login failed' without a detail", () => {
    expect(loginErrorMessage({ status: 400, data: { email: ['This field is required.'] } })).toBe(LOGIN_FAILED);
    expect(loginErrorMessage({ status: 502, data: '<html>Bad gateway</html>' })).toBe(LOGIN_FAILED);
    expect(loginErrorMessage({ status: 500, data: null })).toBe(LOGIN_FAILED);
    expect(loginErrorMessage({ message: 'boom' })).toBe(LOGIN_FAILED);
  });

  test('names a transport failure', () => {
    expect(loginErrorMessage({ status: 'TIMEOUT_ERROR', error: 'Request timed out after 15 s' })).toBe(
      'Request timed out after 15 s',
    );
  });
});
