// Loads a remote's exposed App through the Module Federation runtime, from the manifest URL that
// /remotes.json names. A failed load is retried once; after that the caller shows its fallback and
// may call again with `reload`, which forgets everything cached about the remote.
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_APP_MODULE, REMOTES, type RemoteName } from '@vantage/contracts/ui-routes';
import type { ScreenContext } from '@vantage/client/remote-routes';
import { fetchRemotesConfig, type RemotesConfig } from '../api/remotes-config';

const AUTOMATIC_RETRY_DELAY_MS = 1_000;

let remotesConfig: Promise<RemotesConfig> | null = null;

function manifestUrl(remote: RemoteName): Promise<string> {
  remotesConfig ??= fetchRemotesConfig().catch((error: unknown) => {
    remotesConfig = null; // read it again next time
    throw error;
  });
  return remotesConfig.then((config) => config[remote]);
}

/** What a remote exposes as './App': the component, and optionally a preload of a path's screen. */
interface RemoteAppModule {
  default?: ComponentType;
  preload?: (context: ScreenContext) => Promise<void>;
}

async function loadOnce(remote: RemoteName, reload: boolean, screen?: ScreenContext): Promise<ComponentType> {
  if (reload) remotesConfig = null;
  const { container } = REMOTES[remote];
  // `force` drops the cached manifest, remoteEntry and module of a remote that failed before.
  registerRemotes([{ name: container, entry: await manifestUrl(remote) }], { force: reload });
  const exposed = await loadRemote<RemoteAppModule>(`${container}/${REMOTE_APP_MODULE.slice(2)}`);
  if (!exposed?.default) throw new Error(`${container} exposes no ${REMOTE_APP_MODULE} component`);
  if (screen) await exposed.preload?.(screen);
  return exposed.default;
}

/** The remote's App; with `screen`, also the code and first data of the screen its path opens. */
export async function loadRemoteApp(
  remote: RemoteName,
  { reload = false, screen }: { reload?: boolean; screen?: ScreenContext } = {},
): Promise<ComponentType> {
  try {
    return await loadOnce(remote, reload, screen);
  } catch (error) {
    console.warn(`Loading remote "${remote}" failed, retrying once`, error);
    await new Promise((resolve) => setTimeout(resolve, AUTOMATIC_RETRY_DELAY_MS));
    return loadOnce(remote, true, screen);
  }
}
