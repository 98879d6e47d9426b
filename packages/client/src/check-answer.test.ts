// The shared reads of the account screens are checked against their contracts: an answer that is not the
// contract reaches a screen as an error it words ('Unexpected data format'), never as data it draws from.
import { profileApi } from './profile';
import { createAppStore } from './store';
import { answersInsteadOfFetch, SAMPLE_PROFILE } from '@vantage/client/testing/answers';
import { watchlistsApi } from './watchlists-api';

const { answer } = answersInsteadOfFetch();
const profile = SAMPLE_PROFILE;
const watchlists = {
  watchlists: [],
  usage: { projects_used: 0, projects_limit: 3, watchlist_bytes: 0, storage_limit_bytes: 1_000_000 },
};

test('a profile or watchlists answer that is its contract is the data; one that is not is a parsing error', async () => {
  const store = createAppStore();
  const read = async (initiate: () => unknown) => {
    const { data, error } = (await store.dispatch(initiate as never)) as { data?: unknown; error?: unknown };
    return data ?? error;
  };
  answer(profile);
  answer({ ...profile, email: null });
  answer(watchlists);
  answer({ watchlists: 'none' });
  expect(await read(profileApi.endpoints.getProfile.initiate('a@example.com') as never)).toEqual(profile);
  expect(await read(profileApi.endpoints.getProfile.initiate('b@example.com') as never)).toMatchObject({
    status: 'PARSING_ERROR',
    error: 'Unexpected data format',
  });
  expect(await read(watchlistsApi.endpoints.listWatchlists.initiate('a@example.com') as never)).toEqual(watchlists);
  expect(await read(watchlistsApi.endpoints.listWatchlists.initiate('b@example.com') as never)).toMatchObject({
    status: 'PARSING_ERROR',
  });
});
