import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUnauthorizedHandler } from '@vantage/client/http';
import { createAppStore } from '@vantage/client/store';
import { App } from './app/app';
import { ownedRoute } from './app/owned-route-or-not-found';
import { createAppRouter } from './app/router';
import { prefetchWithin, settledWithin } from '@vantage/client/remote-routes';
import { prefetchTodaysGames } from '@vantage/client/sports-api';
import { preloadRemoteApp } from './features/remotes/hooks/use-remote-app';

/** The longest the server's first screen waits for the page's code before React renders anyway. */
const FIRST_SCREEN_WAIT_MS = 10_000;

const store = createAppStore();
const router = createAppRouter();
// A failed token refresh sends the user to /login (saying the session expired) without reloading the page.
setUnauthorizedHandler((loginPath) => void router.navigate(loginPath));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The server rendered a first screen into #root (gateway/first-screen-html.mjs); React's first render
 * replaces it. Rendering before the route's remote, screen and first data are in would replace it with a
 * spinner, then render again when they arrive; so wait for them first (preloaded with the page, the data
 * mostly inlined in it).
 */
async function routeReady(pathname: string): Promise<void> {
  if (!root?.querySelector('[data-first-screen]')) return;
  const screen = { pathname, search: window.location.search, dispatch: store.dispatch };
  if (pathname === '/') {
    await prefetchWithin(prefetchTodaysGames(screen));
    return;
  }
  const route = ownedRoute(pathname);
  if (!route) return;
  await settledWithin(preloadRemoteApp(route.remote, screen), FIRST_SCREEN_WAIT_MS);
}

/**
 * The theme's stylesheet comes as a preload (it does not hold up the first screen's paint); applied here,
 * before React renders anything it styles, in a task of its own: parsing its 80 KB is a long task's worth
 * on a phone when it joins this module's evaluation. A sheet that fails to load does not keep the page from
 * rendering.
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

// A transition: React renders the first page in slices, yielding to the browser between them (taps and
// scrolls on the server's first screen are answered meanwhile), instead of one long task.
void Promise.all([applyPreloadedStylesheets(), routeReady(window.location.pathname)]).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App store={store} router={router} />
      </StrictMode>,
    ),
  ),
);
