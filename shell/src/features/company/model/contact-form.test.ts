import { ApiError } from '@vantage/client/http';
import { MESSAGES } from '@vantage/contracts/auth';
import { serverFieldErrors, toContactRequest } from './contact-form';

describe('contact form', () => {
  test('a complete form becomes the request: email normalised, an empty name left out', () => {
    expect(
      toContactRequest({ email: ' Fan@Example.COM ', name: '  ', topic: 'billing', message: ' Where is my invoice? ' }),
    ).toEqual({ request: { email: 'fan@example.com', topic: 'billing', message: 'Where is my invoice?' } });
  });

  test('the first message of each refused field, in the server’s words', () => {
    expect(toContactRequest({ email: 'nope', message: 'short' })).toEqual({
      errors: {
        email: MESSAGES.invalidEmail,
        topic: MESSAGES.required,
        message: 'Ensure this field has at least 10 characters.',
      },
    });
  });

  test('a 400 shows its field errors; other failures have none', () => {
    const refused = new ApiError('HTTP 400', 'http', 400, { message: ['Too long.', 'And more.'], detail: 'x' });
    expect(serverFieldErrors(refused)).toEqual({ message: 'Too long.' });
    expect(
      serverFieldErrors(new ApiError('Request was throttled.', 'http', 429, { detail: 'Request was throttled.' })),
    ).toEqual({});
    expect(serverFieldErrors(new ApiError('Request timed out after 15 s', 'timeout'))).toEqual({});
  });
});
