// What every remote's exposed App renders: its rows of the route table, each with the screen a feature
// provides, or, until a feature fills it, the screen's title from the spec inside the shell's layout.
import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { Flex, Spin, Typography } from 'antd';
import { routesOwnedBy, type RemoteName } from '@vantage/contracts/ui-routes';
// By package path: the requests waiting to retry are the shell's copy's.
import { retryingAttempt, subscribeToRetries } from '@vantage/client/base-query';
import { checksLoaded } from '@vantage/client/check-answer';
import type { AppDispatch } from './store';

/** What a screen may use to fetch its data before it first renders. */
export interface ScreenContext {
  pathname: string;
  /** The URL's query ('?league=nba'), when the screen's data depends on it. */
  search?: string;
  dispatch: AppDispatch;
}

/**
 * A screen's module: the page, and optionally `prefetch`, which puts the page's first data in the store so
 * the page's first render already shows it (one render, sliced by React, instead of a loading state and a
 * second, blocking one when the data lands).
 */
export interface ScreenModule {
  default: ComponentType;
  prefetch?: (context: ScreenContext) => Promise<unknown>;
}

/** The longest a preload waits for the screen's data: past it the screen renders and shows its loading state. */
export const PREFETCH_WAIT_MS = 2_000;
/**
 * The longest a preload waits for the code that checks answers against their contracts (check-answer.ts) before
 * its data's time starts: as long as the first render waits for a remote's code.
 */
export const CHECKS_WAIT_MS = 10_000;

/** Resolves when `work` settles (fulfilled or not) or after `ms`, whichever comes first. */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([settled, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves once some request has failed and waits to retry (at once if one already does); `stop` lets go. */
function firstRetry(): { retrying: Promise<void>; stop: () => void } {
  let unsubscribe: () => unknown = () => undefined;
  const retrying = new Promise<void>((resolve) => {
    if (retryingAttempt()) return resolve();
    unsubscribe = subscribeToRetries(() => {
      if (retryingAttempt()) resolve();
    });
  });
  return { retrying, stop: () => void unsubscribe() };
}

/**
 * A prefetch, given at most PREFETCH_WAIT_MS, and no longer than its first failure: a failure is the screen's to
 * show (retrying, then the error), from the moment it happens rather than after the wait.
 *
 * The wait is the data's: it starts once the contract checks' code has run. Every answer is checked by that code,
 * an answer the server inlined in its page too, and the page hydrating the server's HTML must render with every
 * answer the server rendered with: on a slow network the checks' script came 2 s late, the data's wait ran out
 * with the inlined answers still unchecked, and the browser's first render (without them) did not match the
 * server's page, which React then threw away and rendered again.
 */
export async function prefetchWithin(prefetch: Promise<unknown>): Promise<void> {
  const { retrying, stop } = firstRetry();
  try {
    await settledWithin(Promise.race([checksLoaded(), prefetch, retrying]), CHECKS_WAIT_MS);
    await settledWithin(Promise.race([prefetch, retrying]), PREFETCH_WAIT_MS);
  } finally {
    stop();
  }
}

/** Runs an RTK Query query once for a prefetch and leaves its answer in the cache (kept as unused data is). */
export async function fetchInto<T>(query: { unwrap(): Promise<T>; unsubscribe(): void }): Promise<T | undefined> {
  try {
    return await query.unwrap();
  } catch {
    return undefined; // the screen shows its own error state
  } finally {
    query.unsubscribe();
  }
}

/** A screen whose code is its own chunk, loaded when first shown or ahead of that with `preload`. */
export type LazyScreen = (() => ReactElement) & { preload(context?: ScreenContext): Promise<void> };

export type Screens = Partial<Record<string, ComponentType>>;

interface RemoteRoutesProps {
  remote: RemoteName;
  /** Screen per route path of the table, e.g. { '/dashboard': DashboardPage }. */
  screens: Screens;
}

/**
 * A screen loaded on demand. Once its code is in (preloaded, as the shell does for the page being opened,
 * or shown before), it renders at once with no loading state: the server's first screen is then replaced by
 * the page itself, not by a spinner.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<ScreenModule> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null; // asked again next time
        throw error;
      },
    ));
  const preload = async (context?: ScreenContext) => {
    const module = await loadOnce();
    if (context && module.prefetch) await prefetchWithin(module.prefetch(context));
  };
  const Pending = lazy(() => loadOnce().then(() => ({ default: loaded as ComponentType })));
  function Screen() {
    // Decided once per mount: switching from the suspending path to the loaded one would remount the page.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded />;
    return (
      <Suspense
        fallback={
          <Flex justify="center" style={{ padding: 64 }}>
            <Spin size="large" />
          </Flex>
        }
      >
        <Pending />
      </Suspense>
    );
  }
  return Object.assign(Screen, { preload });
}

const isLazy = (screen: Screens[string]): screen is ComponentType & LazyScreen =>
  typeof (screen as Partial<LazyScreen> | undefined)?.preload === 'function';

/** Loads the code, and the first data, of the screen that `context.pathname` opens, if it is a lazy screen. */
async function preloadScreen(remote: RemoteName, screens: Screens, context: ScreenContext): Promise<void> {
  const route = routesOwnedBy(remote).find(({ path }) => matchPath(path, context.pathname));
  const screen = route ? screens[route.path] : undefined;
  if (isLazy(screen)) await screen.preload(context);
}

function RemoteRoutes({ remote, screens }: RemoteRoutesProps) {
  return (
    <div data-remote={remote}>
      <Routes>
        {routesOwnedBy(remote).map(({ path, title }) => {
          const Screen = screens[path];
          return (
            <Route
              key={path}
              path={path}
              element={Screen ? <Screen /> : <Typography.Title level={2}>{title}</Typography.Title>}
            />
          );
        })}
      </Routes>
    </div>
  );
}

/**
 * What a remote exposes as './App': the component the shell renders for every path the remote owns, and
 * `preload`, which the shell calls before its first render so the page replaces the server's first screen
 * directly (the code and first data of the screen the path opens).
 */
export function remoteApp(remote: RemoteName, screens: Screens) {
  function App() {
    return <RemoteRoutes remote={remote} screens={screens} />;
  }
  return { App, preload: (context: ScreenContext) => preloadScreen(remote, screens, context) };
}
