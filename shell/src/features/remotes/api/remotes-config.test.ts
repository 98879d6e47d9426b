import { fetchRemotesConfig } from './remotes-config';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const answer = (body: unknown) => fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status: 200 }));

test('reads the three manifest URLs from /remotes.json, without a token and without cache', async () => {
  const config = {
    games: '/remotes/games/mf-manifest.json',
    account: 'https://cdn.example.com/account/mf-manifest.json',
    admin: '/remotes/admin/mf-manifest.json',
  };
  answer(config);

  await expect(fetchRemotesConfig()).resolves.toEqual(config);
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/remotes.json');
  expect(init.headers).toMatchObject({ 'Cache-Control': 'no-cache' });
  expect(init.headers).not.toHaveProperty('Authorization');
});

test('a file that misses a remote is rejected with a clear message', async () => {
  answer({ games: '/remotes/games/mf-manifest.json', account: '/remotes/account/mf-manifest.json' });
  await expect(fetchRemotesConfig()).rejects.toThrow(
    '/remotes.json must name a manifest URL for games, account and admin',
  );
});
