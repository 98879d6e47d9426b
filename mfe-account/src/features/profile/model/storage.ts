// product rules §10: what a member stores (profile picture and watchlists) against the plan's storage.
import { bytesText, projectsUsedText } from '@vantage/contracts/watchlist-rules';
import type { WatchlistUsage } from '@vantage/contracts/watchlists';

export interface StorageLines {
  projects: string;
  storage: string;
  remaining: string;
}

export function storageLines(usage: WatchlistUsage, pictureBytes: number): StorageLines {
  const used = usage.watchlist_bytes + pictureBytes;
  return {
    projects: projectsUsedText(usage.projects_used, usage.projects_limit),
    storage: `${bytesText(used)} of ${bytesText(usage.storage_limit_bytes)} (profile picture ${bytesText(pictureBytes)}, watchlists ${bytesText(usage.watchlist_bytes)})`,
    remaining: bytesText(Math.max(0, usage.storage_limit_bytes - used)),
  };
}
