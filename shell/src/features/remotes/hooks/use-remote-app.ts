import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { RemoteName } from '@vantage/contracts/ui-routes';
import type { ScreenContext } from '@vantage/client/remote-routes';
import { loadRemoteApp } from '../model/remote-loader';

export type RemoteAppState =
  { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed'; error: unknown };

/** Each remote's loaded App, or why it failed to load; the Retry button forgets a failure. */
export type LoadedApps = Map<RemoteName, ComponentType | Error>;

// Loaded apps, so moving between routes of one remote does not show a spinner again.
const loadedApps: LoadedApps = new Map();

/** Where RemoteRoute finds the loaded apps: the browser's, or the ones the server loaded for one page. */
export const LoadedAppsContext = createContext<LoadedApps>(loadedApps);

/**
 * Loads the remote's App and the screen `screen.pathname` opens, with its first data, before anything
 * renders, so the first render shows that page, or, when the remote fails, its unavailable card (as the
 * server's page shows it). Never rejects.
 */
export async function preloadRemoteApp(remote: RemoteName, screen: ScreenContext): Promise<void> {
  try {
    loadedApps.set(remote, await loadRemoteApp(remote, { screen }));
  } catch (error) {
    loadedApps.set(remote, error instanceof Error ? error : new Error(String(error)));
  }
}

function stateOf(loaded: ComponentType | Error | undefined): RemoteAppState {
  if (loaded instanceof Error) return { status: 'failed', error: loaded };
  return loaded ? { status: 'ready', App: loaded } : { status: 'loading' };
}

/** A remote's App component; `reload` forgets the remote and loads it again (the Retry button). */
export function useRemoteApp(remote: RemoteName): { state: RemoteAppState; reload: () => void } {
  const apps = useContext(LoadedAppsContext);
  const [attempt, setAttempt] = useState(0);
  // The outcome of a load, with the remote and attempt it answers: until the current one's arrives, the page
  // shows the app already loaded (moving between one remote's routes) or its failure, else the spinner.
  const [outcome, setOutcome] = useState<{ remote: RemoteName; attempt: number; state: RemoteAppState } | null>(null);
  const cached = attempt === 0 ? apps.get(remote) : undefined;
  const settled = outcome?.remote === remote && outcome.attempt === attempt ? outcome.state : null;
  const state = useMemo<RemoteAppState>(() => settled ?? stateOf(cached), [settled, cached]);

  useEffect(() => {
    if (attempt === 0 && apps.has(remote)) return;
    let current = true;
    loadRemoteApp(remote, { reload: attempt > 0 }).then(
      (App) => {
        apps.set(remote, App);
        if (current) setOutcome({ remote, attempt, state: { status: 'ready', App } });
      },
      (error: unknown) => {
        if (current) setOutcome({ remote, attempt, state: { status: 'failed', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [apps, remote, attempt]);

  const reload = useCallback(() => {
    apps.delete(remote);
    setAttempt((n) => n + 1);
  }, [apps, remote]);

  return { state, reload };
}
