import { apiRequest } from '@vantage/client/http';
import type { RemoteName } from '@vantage/contracts/ui-routes';

export const REMOTES_CONFIG_PATH = '/remotes.json';

/** Manifest URL (mf-manifest.json) of each remote, deployed beside the shell's index.html. */
export type RemotesConfig = Record<RemoteName, string>;

function isRemotesConfig(value: unknown): value is RemotesConfig {
  if (!value || typeof value !== 'object') return false;
  return (['games', 'account', 'admin'] as const).every(
    (name) => typeof (value as Record<string, unknown>)[name] === 'string',
  );
}

/** Read at run time, so a remote can move or be redeployed without rebuilding the shell. */
export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const config = await apiRequest<unknown>(REMOTES_CONFIG_PATH, {
    anonymous: true,
    headers: { 'Cache-Control': 'no-cache' },
  });
  if (!isRemotesConfig(config))
    throw new Error(`${REMOTES_CONFIG_PATH} must name a manifest URL for games, account and admin`);
  return config;
}
