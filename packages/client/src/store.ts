// The one Redux store of the product. The shell creates it; remotes add their state at mount with
// injectFeatureState (this module is a Module Federation singleton, so they reach the same reducer).
import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
import { themeSlice } from '@vantage/client/theme';
import { vantageApi } from '@vantage/client/vantage-api';

/**
 * State added at run time. A feature declares its slice for typed selectors:
 * `declare module '@vantage/client/store' { interface LazyLoadedSlices extends WithSlice<typeof gamesSlice> {} }`
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(themeSlice, vantageApi).withLazyLoadedSlices<LazyLoadedSlices>();

const dynamicMiddleware = createDynamicMiddleware();

export function createAppStore() {
  const created = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(vantageApi.middleware, dynamicMiddleware.middleware),
  });
  appStore = created;
  return created;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

let appStore: AppStore | null = null;

/** A slice (createSlice) or a separate RTK Query API (createApi) to add to the store. */
export interface InjectableState {
  reducerPath: string;
  reducer: Reducer;
}

export interface InjectableApi extends InjectableState {
  middleware: Middleware;
}

export const FEATURE_STATE_INJECTED = 'vantage/featureStateInjected';

/**
 * Adds a feature's slices and RTK Query APIs to the running store. Call it at the top of the feature's
 * model module (it runs once, when the remote's code loads); injecting the same thing again is a no-op.
 * Endpoints on the shared `vantageApi` need no injection here: `vantageApi.injectEndpoints` suffices.
 */
export function injectFeatureState({
  slices = [],
  apis = [],
}: {
  slices?: InjectableState[];
  apis?: InjectableApi[];
}): void {
  [...slices, ...apis].forEach((item) => rootReducer.inject(item));
  apis.forEach((api) => dynamicMiddleware.addMiddleware(api.middleware));
  // Initialise the new state now rather than on the next unrelated action.
  appStore?.dispatch({ type: FEATURE_STATE_INJECTED });
}
