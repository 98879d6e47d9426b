import { signupErrorMessage } from './signup-error';

describe('signupErrorMessage', () => {
  test('takes the title of an HTML error page', () => {
    const page = '<html><head><title>502 Bad Gateway</title></head><body><h1>502</h1></body></html>';
    expect(signupErrorMessage({ status: 502, data: page })).toBe('502 Bad Gateway');
  });

  test('takes the last line of a traceback', () => {
    const traceback = 'Traceback (most recent call last):\n  File "x.py", line 1\nValueError: bad input\n';
    expect(signupErrorMessage({ status: 500, data: traceback })).toBe('ValueError: bad input');
  });

  test('prefers detail, then non_field_errors joined by ", ", then field errors', () => {
    expect(signupErrorMessage({ status: 429, data: { detail: 'Slow down.', email: ['x'] } })).toBe('Slow down.');
    expect(signupErrorMessage({ status: 400, data: { non_field_errors: ['One', 'Two'], email: ['x'] } })).toBe(
      'One, Two',
    );
    expect(
      signupErrorMessage({
        status: 400,
        data: { email: ['A user with that email already exists.'], password: ['This password is too common.'] },
      }),
    ).toBe('A user with that email already exists. This password is too common.');
  });

  test('is null when the answer says nothing usable', () => {
    expect(signupErrorMessage({ status: 500, data: null })).toBeNull();
    expect(signupErrorMessage({ status: 400, data: {} })).toBeNull();
    expect(signupErrorMessage({ status: 500, data: '' })).toBeNull();
    expect(signupErrorMessage({ name: 'Error' })).toBeNull();
  });

  test('names a transport failure', () => {
    expect(signupErrorMessage({ status: 'FETCH_ERROR', error: 'Failed to fetch' })).toBe('Failed to fetch');
  });
});
