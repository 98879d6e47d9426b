import { useEffect, useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { FirstRenderContext, NO_SERVER_RENDER, useHydrated, type FirstRender } from '@vantage/client/first-render';
import { NotFoundContext, type NotFoundPageContext } from '@vantage/client/not-found';
import type { AppStore } from '@vantage/client/store';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { TEAM_SEARCH_INPUT_ID } from '../features/team-search/model/search-box';
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
  /** On the server: marked when the page shows the not-found page (the answer is then a 404). */
  pageStatus?: NotFoundPageContext['status'];
}

function focusSiteSearch() {
  document.getElementById(TEAM_SEARCH_INPUT_ID)?.focus();
}

function SiteNotFoundPage() {
  return <NotFoundPage onSearchSite={focusSiteSearch} />;
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

export function App({ store, router, firstRender, onFirstCommit, pageStatus }: AppProps) {
  const notFound = useMemo(() => ({ Page: SiteNotFoundPage, status: pageStatus }), [pageStatus]);
  return (
    <FirstRenderContext.Provider value={firstRender ?? NO_SERVER_RENDER}>
      <NotFoundContext.Provider value={notFound}>
        <Provider store={store}>
          <ThemeProvider>
            <RouterProvider router={router} />
          </ThemeProvider>
        </Provider>
      </NotFoundContext.Provider>
      <FirstCommit onFirstCommit={onFirstCommit} />
    </FirstRenderContext.Provider>
  );
}
