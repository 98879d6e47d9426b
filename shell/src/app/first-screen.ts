// What the first render of a page needs before it starts, on the server and in the browser alike, so that
// both render the same page: the code of the route's remote and screen, and the screen's first data.
import type { RemoteName } from '@vantage/contracts/ui-routes';
import { prefetchWithin, settledWithin, type ScreenContext } from '@vantage/client/remote-routes';
import { preloadShownResult } from '@vantage/client/result-on-demand';
import { ownedRoute } from './owned-route';

/** The longest the first render waits for the route's remote code (its data has its own, shorter, limit). */
const REMOTE_WAIT_MS = 10_000;

export async function prepareFirstRender(
  screen: ScreenContext,
  preloadRemote: (remote: RemoteName, screen: ScreenContext) => Promise<void>,
): Promise<void> {
  // Code loaded on first use that the server's page shows (a not-found page, a locked game): rendered directly.
  const result = settledWithin(preloadShownResult(), REMOTE_WAIT_MS);
  if (screen.pathname === '/') {
    // The landing page's first data, asked for by its own code (in the landing route's chunk).
    const { prefetchLanding } = await import(/* webpackChunkName: "landing" */ '../features/landing/api/prefetch');
    await Promise.all([prefetchWithin(prefetchLanding(screen)), result]);
    return;
  }
  const route = ownedRoute(screen.pathname);
  await Promise.all([route && settledWithin(preloadRemote(route.remote, screen), REMOTE_WAIT_MS), result]);
}
