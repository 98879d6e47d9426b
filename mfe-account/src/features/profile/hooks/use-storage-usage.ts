import { useEffect, useState } from 'react';
import { useListWatchlistsQuery } from '@vantage/client/watchlists-api';
import type { WatchlistUsage } from '@vantage/contracts/watchlists';

/** Bytes of the member's profile picture as served (its Content-Length); 0 without one, null while unknown. */
function usePictureBytes(url: string | null): number | null {
  const [read, setRead] = useState<{ url: string; bytes: number } | null>(null);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    fetch(url, { method: 'HEAD', signal: controller.signal })
      .then((response) =>
        setRead({ url, bytes: response.ok ? Number(response.headers.get('content-length') ?? 0) : 0 }),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, [url]);
  if (!url) return 0;
  return read?.url === url ? read.bytes : null;
}

export interface StorageUsage {
  usage: WatchlistUsage | undefined;
  pictureBytes: number | null;
  isError: boolean;
}

/** What the member stores (picture and watchlists) against the plan's projects and storage (product rules §10). */
export function useStorageUsage(cacheKey: string, pictureUrl: string | null): StorageUsage {
  const { data, isError } = useListWatchlistsQuery(cacheKey);
  return { usage: data?.usage, pictureBytes: usePictureBytes(pictureUrl), isError };
}
