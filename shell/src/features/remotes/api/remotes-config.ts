import { apiRequest } from '@vantage/client/http';
import { REMOTES, type RemoteName } from '@vantage/contracts/ui-routes';

export const REMOTES_CONFIG_PATH = '/remotes.json';

/** Manifest URL (mf-manifest.json) of each remote, deployed beside the shell's index.html. */
export type RemotesConfig = Record<RemoteName, string>;

const NAMES = Object.keys(REMOTES) as RemoteName[];

// A plain check, not a zod schema in the answer-check worker: the shell needs this file before any remote loads,
// and it is the site's own file, not a service's answer.
function isRemotesConfig(value: unknown): value is RemotesConfig {
  if (!value || typeof value !== 'object') return false;
  return NAMES.every((name) => typeof (value as Record<string, unknown>)[name] === 'string');
}

/** Read at run time, so a remote can move or be redeployed without rebuilding the shell. */
export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const config = await apiRequest<unknown>(REMOTES_CONFIG_PATH, {
    anonymous: true,
    headers: { 'Cache-Control': 'no-cache' },
  });
  if (!isRemotesConfig(config))
    throw new Error(
      `${REMOTES_CONFIG_PATH} must name a manifest URL for ${NAMES.slice(0, -1).join(', ')} and ${NAMES.at(-1)}`,
    );
  return config;
}
