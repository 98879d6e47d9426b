import { createSlice } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { createAppStore, injectFeatureState } from './store';
import { setDarkMode } from './theme';

const gamesSlice = createSlice({
  name: 'games',
  initialState: { tab: 'today' as 'today' | 'yesterday' },
  reducers: {
    showYesterday(state) {
      state.tab = 'yesterday';
    },
  },
});

const statsApi = createApi({
  reducerPath: 'statsApi',
  baseQuery: fakeBaseQuery(),
  endpoints: (build) => ({
    getAccuracy: build.query<number, void>({ queryFn: () => ({ data: 0.61 }) }),
  }),
});

test('the store starts with the theme and the shared API, and dark mode is switchable', () => {
  const store = createAppStore();
  expect(store.getState()).toHaveProperty('vantageApi');
  expect(store.getState().theme.darkMode).toBe(false);
  store.dispatch(setDarkMode(true));
  expect(store.getState().theme.darkMode).toBe(true);
});

test('a remote injects its slice and its API (reducer and middleware) into the running store', async () => {
  const store = createAppStore();
  injectFeatureState({ slices: [gamesSlice], apis: [statsApi] });
  injectFeatureState({ slices: [gamesSlice], apis: [statsApi] }); // a remount injects again: no effect

  const state = () => store.getState() as unknown as Record<string, unknown>;
  expect(state().games).toEqual({ tab: 'today' });
  store.dispatch(gamesSlice.actions.showYesterday());
  expect(state().games).toEqual({ tab: 'yesterday' });

  // The API's middleware is live: the query resolves into the store.
  await store.dispatch(statsApi.endpoints.getAccuracy.initiate());
  expect(statsApi.endpoints.getAccuracy.select()(state() as never).data).toBe(0.61);
});
