import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from '@vantage/contracts/ui-routes';
import type { ScreenContext } from '@vantage/client/remote-routes';
import { loadRemoteApp } from '../model/remote-loader';

export type RemoteAppState =
  { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed'; error: unknown };

// Loaded apps, so moving between routes of one remote does not show a spinner again.
const loadedApps = new Map<RemoteName, ComponentType>();

/**
 * Loads the remote's App and the screen `screen.pathname` opens, with its first data, before anything
 * renders, so the first render shows that page. Never rejects: a remote that fails is loaded again, with its
 * unavailable card, when rendered.
 */
export async function preloadRemoteApp(remote: RemoteName, screen: ScreenContext): Promise<void> {
  try {
    loadedApps.set(remote, await loadRemoteApp(remote, { screen }));
  } catch {
    // RemoteRoute shows the failure.
  }
}

/** A remote's App component; `reload` forgets the remote and loads it again (the Retry button). */
export function useRemoteApp(remote: RemoteName): { state: RemoteAppState; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteAppState>(() => {
    const App = loadedApps.get(remote);
    return App ? { status: 'ready', App } : { status: 'loading' };
  });

  useEffect(() => {
    const cached = loadedApps.get(remote);
    if (cached && attempt === 0) {
      // Usually what the first render already showed: a new state object would re-render the whole page.
      setState((shown) =>
        shown.status === 'ready' && shown.App === cached ? shown : { status: 'ready', App: cached },
      );
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    loadRemoteApp(remote, { reload: attempt > 0 }).then(
      (App) => {
        loadedApps.set(remote, App);
        if (current) setState({ status: 'ready', App });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, attempt]);

  const reload = useCallback(() => {
    loadedApps.delete(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  return { state, reload };
}
