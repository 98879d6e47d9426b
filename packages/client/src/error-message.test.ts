import { LOGIN_FAILED, failureParts, loginErrorMessage, queryErrorMessage } from './error-message';

describe('failureParts: what a failed request said', () => {
  test("an HTML error page's title, a traceback's last line", () => {
    const page = '<html><head><title>502 Bad Gateway</title></head><body><h1>502</h1></body></html>';
    expect(failureParts({ status: 502, data: page }).text).toBe('502 Bad Gateway');
    const traceback = 'Traceback (most recent call last):\n  File "x.py", line 1\nValueError: bad input\n';
    expect(failureParts({ status: 500, data: traceback }).text).toBe('ValueError: bad input');
  });

  test("detail, non_field_errors joined by ', ', the other fields' messages joined by ' '", () => {
    expect(
      failureParts({
        status: 400,
        data: {
          detail: 'Slow down.',
          non_field_errors: ['One', 'Two'],
          email: ['A user with that email already exists.'],
          password: 'This password is too common.',
        },
      }),
    ).toEqual({
      transport: null,
      thrown: null,
      text: null,
      detail: 'Slow down.',
      nonField: 'One, Two',
      fields: 'A user with that email already exists. This password is too common.',
      status: 400,
    });
  });

  test('nothing usable is null; no answer names the transport; code that threw names its error', () => {
    for (const data of [null, {}, '', { detail: '' }]) {
      const { text, detail, nonField, fields } = failureParts({ status: 500, data });
      expect([text, detail, nonField, fields]).toEqual([null, null, null, null]);
    }
    expect(failureParts({ status: 'FETCH_ERROR', error: 'Failed to fetch' }).transport).toBe('Failed to fetch');
    expect(failureParts({ name: 'Error', message: 'boom' }).thrown).toBe('boom');
  });
});

test('the generic message: the detail, else what kept the answer away, else the status', () => {
  expect(queryErrorMessage({ status: 503, data: { detail: 'Upstream down' } })).toBe('Upstream down');
  expect(queryErrorMessage({ status: 400, data: { non_field_errors: ['a', 'b'] } })).toBe('a, b');
  expect(queryErrorMessage({ status: 'TIMEOUT_ERROR', error: 'Request timed out after 15 s' })).toBe(
    'Request timed out after 15 s',
  );
  expect(queryErrorMessage({ status: 500, data: null })).toBe('HTTP 500');
  expect(queryErrorMessage({ message: 'boom' })).toBe('boom');
  expect(queryErrorMessage(undefined)).toBe('Unknown error');
});

describe('loginErrorMessage (member and staff login)', () => {
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
