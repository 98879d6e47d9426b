import {
  firstScreenHydrated,
  resetFirstScreenAnswers,
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_MAX_AGE_MS,
} from './first-screen';
import { apiRequest } from './http';
import { clearSession, startSession } from './session';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

/** index.html as the shell's server sends it: the answers inlined in a JSON data element. */
function inline(data: unknown) {
  const element = { textContent: JSON.stringify(data) };
  (globalThis as { document?: unknown }).document = {
    getElementById: (id: string) => (id === FIRST_SCREEN_DATA_ID ? element : null),
  };
}

const calendar = { today: '2023-08-02', yesterday: '2023-08-01' };
const guestGames = [{ game_id: 'g1', locked: true }];

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ from: 'network' }), { status: 200 }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  resetFirstScreenAnswers();
  inline({
    at: Date.now(),
    everyone: { '/api/mlb/calendar/': calendar },
    guest: { '/api/mlb/comparison/?date=2023-08-02': guestGames },
  });
});
afterAll(() => delete (globalThis as { document?: unknown }).document);

test("a guest's first requests are answered from the page, once; the next ones go to the network", async () => {
  await expect(apiRequest('/api/mlb/calendar/')).resolves.toEqual(calendar);
  await expect(apiRequest('/api/mlb/comparison/?date=2023-08-02')).resolves.toEqual(guestGames);
  expect(fetchMock).not.toHaveBeenCalled();

  await expect(apiRequest('/api/mlb/calendar/')).resolves.toEqual({ from: 'network' });
  await expect(apiRequest('/api/mlb/comparison/?date=2023-08-01')).resolves.toEqual({ from: 'network' });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test("a signed-in user takes what is the same for everyone, never the guest's view of the games", async () => {
  startSession({ access: 'a1', refresh: 'r1' }, 'fan@example.com');
  await expect(apiRequest('/api/mlb/calendar/')).resolves.toEqual(calendar);
  await expect(apiRequest('/api/mlb/comparison/?date=2023-08-02')).resolves.toEqual({ from: 'network' });
  // Also for a call that sends no token (a public list): the guest's view is still not theirs.
  await expect(apiRequest('/api/mlb/comparison/?date=2023-08-02', { anonymous: true })).resolves.toEqual({
    from: 'network',
  });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test("a refusal the server got is the guest's answer too, with its status", async () => {
  const gameUrl = '/api/mlb/comparison/2099-04-01-AAA-BBB-0/';
  inline({
    at: Date.now(),
    everyone: {},
    guest: { [gameUrl]: { detail: 'Game not found.' } },
    refusals: { [gameUrl]: 404 },
  });
  await expect(apiRequest(gameUrl)).rejects.toMatchObject({ status: 404, message: 'Game not found.' });
  expect(fetchMock).not.toHaveBeenCalled();
});

test('answers of a page older than the freshness limit are not used, nor for a request that writes', async () => {
  inline({ at: Date.now() - FIRST_SCREEN_MAX_AGE_MS - 1_000, everyone: { '/api/mlb/calendar/': calendar } });
  await expect(apiRequest('/api/mlb/calendar/')).resolves.toEqual({ from: 'network' });

  resetFirstScreenAnswers();
  inline({ at: Date.now(), everyone: { '/api/mlb/calendar/': calendar } });
  await apiRequest('/api/mlb/calendar/', { method: 'POST', body: {} });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test("a guest's request the server's render missed goes out once the page is hydrated, not before", async () => {
  inline({ at: Date.now(), everyone: {}, guest: {}, missed: ['/api/mlb/calendar/'] });
  startSession({ access: 'a1', refresh: 'r1' }, 'fan@example.com');
  // A member's requests never wait (their page is rendered in the browser).
  await expect(apiRequest('/api/mlb/calendar/')).resolves.toEqual({ from: 'network' });
  clearSession();
  resetFirstScreenAnswers();
  inline({ at: Date.now(), everyone: {}, guest: {}, missed: ['/api/mlb/calendar/'] });
  let answered = false;
  const missed = apiRequest('/api/mlb/calendar/').then((body) => ((answered = true), body));
  // Another request is not held.
  await expect(apiRequest('/api/mlb/comparison/?date=2023-08-02')).resolves.toEqual({ from: 'network' });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(answered).toBe(false);
  firstScreenHydrated();
  await expect(missed).resolves.toEqual({ from: 'network' });
});
