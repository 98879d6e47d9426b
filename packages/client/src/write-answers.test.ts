// The answers of writes are checked against their contracts as the reads are: a malformed one reaches the screen
// as an error it words ('Unexpected data format'), never as a write taken for done.
import { answersInsteadOfFetch } from '@vantage/client/testing/answers';
import { betsApi } from './bets-api';
import { createAppStore } from './store';
import { watchlistsApi } from './watchlists-api';

const { answer, fetchMock } = answersInsteadOfFetch();

const WATCHLIST = {
  id: '0b6f3c1e-5a43-4d2a-9a1e-6f0d5b8c2e11',
  name: 'Home dogs',
  leagues: ['mlb'],
  teams: [],
  situations: [],
  alerts: true,
  alerts_paused: false,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
};

async function run(initiate: unknown): Promise<{ data?: unknown; error?: unknown }> {
  const store = createAppStore();
  return (await store.dispatch(initiate as never)) as { data?: unknown; error?: unknown };
}

const unexpected = { status: 'PARSING_ERROR', error: 'Unexpected data format' };

test('a created watchlist that is its contract is the data; one that is not is reported as a parsing error', async () => {
  const input = { name: 'Home dogs', leagues: ['mlb'] as const, teams: [], situations: [], alerts: true };
  answer(WATCHLIST);
  expect(await run(watchlistsApi.endpoints.createWatchlist.initiate(input as never))).toEqual({ data: WATCHLIST });
  answer({ ...WATCHLIST, id: 42 });
  expect((await run(watchlistsApi.endpoints.createWatchlist.initiate(input as never))).error).toMatchObject(unexpected);
  answer({ detail: 'saved' });
  const patch = { id: WATCHLIST.id, patch: { name: 'Road favourites' } };
  expect((await run(watchlistsApi.endpoints.updateWatchlist.initiate(patch))).error).toMatchObject(unexpected);
});

test('a logged bet answered with something else than a bet is reported', async () => {
  answer({ ok: true });
  const slip = { league: 'mlb', game_id: 'g1', market: 'moneyline', side: 'home', price: -110, stake: 10 };
  expect((await run(betsApi.endpoints.logBet.initiate(slip as never))).error).toMatchObject(unexpected);
});

test('a delete answered 204 is done; one answered with a body (a proxy page) is reported', async () => {
  fetchMock.mockImplementationOnce(async () => new Response(null, { status: 204 }));
  expect(await run(betsApi.endpoints.deleteBet.initiate({ id: 'b1' }))).toEqual({ data: undefined });
  fetchMock.mockImplementationOnce(
    async () => new Response('<html><title>Maintenance</title></html>', { status: 200 }),
  );
  expect((await run(watchlistsApi.endpoints.deleteWatchlist.initiate({ id: 'w1' }))).error).toMatchObject(unexpected);
});
