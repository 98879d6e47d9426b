import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { FirstRenderContext, NO_SERVER_RENDER, useHydrated, type FirstRender } from '@vantage/client/first-render';
import type { AppStore } from '@vantage/client/store';
import { ThemeProvider } from './theme-provider';
import type { AppRouter } from './router';

interface AppProps {
  store: AppStore;
  router: AppRouter;
  /** What the server rendered the page for (the browser hydrating it renders the same). */
  firstRender?: FirstRender;
  /** Called once the page answers: its first render committed and, on a server's page, what waited for the
   * hydration (useHydrated) enabled. */
  onFirstCommit?: () => void;
}

/**
 * Calls `onFirstCommit` once the render after the hydration has committed. A leaf of its own: that render is
 * synchronous, and in App it rendered the whole page again in the hydration's task.
 */
function FirstCommit({ onFirstCommit }: Pick<AppProps, 'onFirstCommit'>) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) onFirstCommit?.();
  }, [hydrated, onFirstCommit]);
  return null;
}

export function App({ store, router, firstRender, onFirstCommit }: AppProps) {
  return (
    <FirstRenderContext.Provider value={firstRender ?? NO_SERVER_RENDER}>
      <Provider store={store}>
        <ThemeProvider>
          <RouterProvider router={router} />
        </ThemeProvider>
      </Provider>
      <FirstCommit onFirstCommit={onFirstCommit} />
    </FirstRenderContext.Provider>
  );
}
