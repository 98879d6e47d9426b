import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setUnauthorizedHandler } from '@vantage/client/http';
import { createAppStore } from '@vantage/client/store';
import { firstScreenHydrated, readFirstRender } from '@vantage/client/first-screen';
import { isLoggedIn } from '@vantage/client/session';
import { checksLoaded } from '@vantage/client/check-answer';
import { App } from './app/app';
import { prepareFirstRender } from './app/first-screen';
import { createAppRouter, routerReady } from './app/router';
import { preloadRemoteApp } from './features/remotes/hooks/use-remote-app';
import { whenMemberPartsRendered } from './shared/members-in-browser';

/** Set on <html> once React has taken over the server's page (its handlers answer from then on). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

const store = createAppStore();
const router = createAppRouter();
// A failed token refresh sends the user to /login (saying the session expired) without reloading the page.
setUnauthorizedHandler((loginPath) => void router.navigate(loginPath));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The theme's stylesheet comes as a preload when the server rendered no page (it does not hold up the first
 * paint); applied here, before React renders anything it styles, in a task of its own. A sheet that fails to
 * load does not keep the page from rendering.
 */
async function applyPreloadedStylesheets(): Promise<unknown> {
  await new Promise((resolve) => setTimeout(resolve));
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"][data-stylesheet]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  );
}

/**
 * After React's first commit: the page is React's. Its buttons and links answer (e2e tests wait for it) once the
 * member's own parts have replaced the server's stand-ins too, which React renders right after the hydration.
 */
const markHydrated = () => {
  firstScreenHydrated();
  whenMemberPartsRendered(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''));
};

// The server rendered this page from the same components (shell/src/server): the browser loads the route's
// code and first data (the data inlined in the page), then hydrates it, in a transition, so taps and scrolls
// on the page are answered meanwhile. Without a server page (a page it does not render), React renders it.
// A page rendered for a guest in a browser that holds a session (signed in before the hint cookie existed, or
// in another tab since the page was asked for) is not the member's page: React renders that one itself. Reading
// the session sets the hint, so the next page the server renders is the member's.
const serverPage = readFirstRender();
const hydrate = serverPage !== null && root.hasChildNodes() && (serverPage.signedIn || !isLoggedIn());
const firstRender = hydrate ? serverPage : null;
const app = (
  <StrictMode>
    <App store={store} router={router} firstRender={firstRender ?? undefined} onFirstCommit={markHydrated} />
  </StrictMode>
);
// The contract checks' code, which the first render's answers go through, loads beside the route's code.
if (firstRender) void checksLoaded();
void Promise.all([
  applyPreloadedStylesheets(),
  // The page's own code (its route's, loaded as the router starts).
  routerReady(router),
  firstRender &&
    prepareFirstRender(
      { pathname: window.location.pathname, search: window.location.search, dispatch: store.dispatch },
      preloadRemoteApp,
    ),
]).then(() =>
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(root, app);
    } else {
      createRoot(root).render(app);
    }
  }),
);
