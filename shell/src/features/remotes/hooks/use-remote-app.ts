import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
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
  // The outcome of a load, with the remote and attempt it answers: until the current one's arrives, the page
  // shows the app already loaded (moving between one remote's routes), else the spinner.
  const [outcome, setOutcome] = useState<{ remote: RemoteName; attempt: number; state: RemoteAppState } | null>(null);
  const cached = attempt === 0 ? loadedApps.get(remote) : undefined;
  const settled = outcome?.remote === remote && outcome.attempt === attempt ? outcome.state : null;
  const state = useMemo<RemoteAppState>(
    () => settled ?? (cached ? { status: 'ready', App: cached } : { status: 'loading' }),
    [settled, cached],
  );

  useEffect(() => {
    if (attempt === 0 && loadedApps.has(remote)) return;
    let current = true;
    loadRemoteApp(remote, { reload: attempt > 0 }).then(
      (App) => {
        loadedApps.set(remote, App);
        if (current) setOutcome({ remote, attempt, state: { status: 'ready', App } });
      },
      (error: unknown) => {
        if (current) setOutcome({ remote, attempt, state: { status: 'failed', error } });
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
