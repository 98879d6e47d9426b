import '@vantage/client/testing/browser-globals';
import { answersInsteadOfFetch } from '@vantage/client/testing/answers';
import { createAppStore } from '@vantage/client/store';
import { accountDeletionApi } from '../api/account-deletion-api';
import { ACCOUNT_DELETION_TEXT, deletionConfirmed, deletionFailure } from './account-deletion';

const { fetchMock } = answersInsteadOfFetch();

test('the button waits for the account’s own email (case and spaces aside) and a password', () => {
  expect(deletionConfirmed('', 'casey@example.com', 'pw')).toBe(false);
  expect(deletionConfirmed('casey@example.co', 'casey@example.com', 'pw')).toBe(false);
  expect(deletionConfirmed('DELETE', 'casey@example.com', 'pw')).toBe(false);
  expect(deletionConfirmed('casey@example.com', 'casey@example.com', '')).toBe(false);
  expect(deletionConfirmed(' Casey@Example.com ', 'casey@example.com', 'pw')).toBe(true);
});

test('a wrong password is the field’s error; a 503 says nothing was deleted and to try again', () => {
  const wrong = deletionFailure({ status: 400, data: { password: ['The password is not right.'] } });
  expect(wrong).toEqual({ password: 'The password is not right.', alert: null });
  const unavailable = deletionFailure({ status: 503, data: { detail: 'Your account was not deleted: …' } });
  expect(unavailable).toEqual({ password: null, alert: ACCOUNT_DELETION_TEXT.retry });
  expect(deletionFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
    password: null,
    alert: 'TypeError: Failed to fetch',
  });
});

test('DELETE /api/user/ with the password; done only on an empty answer', async () => {
  const store = createAppStore();
  const send = async () => {
    const initiate = accountDeletionApi.endpoints.deleteAccount.initiate({ password: 'Bullpen-Vantage-2024' });
    return (await store.dispatch(initiate as never)) as { data?: unknown; error?: unknown };
  };
  fetchMock.mockImplementationOnce(async () => new Response(null, { status: 204 }));
  const done = await send();
  expect(done.error).toBeUndefined();
  expect('data' in done).toBe(true);
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toMatch(/\/api\/user\/$/);
  expect(init.method).toBe('DELETE');
  expect(JSON.parse(String(init.body))).toEqual({ password: 'Bullpen-Vantage-2024' });

  // A proxy's page instead of the empty answer is not taken for a deleted account.
  fetchMock.mockImplementationOnce(async () => new Response('<html>hi</html>', { status: 200 }));
  expect((await send()).error).toMatchObject({ status: 'PARSING_ERROR' });

  fetchMock.mockImplementationOnce(
    async () => new Response(JSON.stringify({ detail: 'Your account was not deleted' }), { status: 503 }),
  );
  expect(deletionFailure((await send()).error as never).alert).toBe(ACCOUNT_DELETION_TEXT.retry);
});
