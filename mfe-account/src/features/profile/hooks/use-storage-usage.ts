import { useEffect, useState } from 'react';
import { useListWatchlistsQuery } from '@vantage/client/watchlists-api';
import type { WatchlistUsage } from '@vantage/contracts/watchlists';

/** Bytes of the member's profile picture as served (its Content-Length); 0 without one, null while unknown. */
function usePictureBytes(url: string | null): number | null {
  const [bytes, setBytes] = useState<number | null>(url ? null : 0);
  useEffect(() => {
    if (!url) return setBytes(0);
    const controller = new AbortController();
    setBytes(null);
    fetch(url, { method: 'HEAD', signal: controller.signal })
      .then((response) => setBytes(response.ok ? Number(response.headers.get('content-length') ?? 0) : 0))
      .catch(() => undefined);
    return () => controller.abort();
  }, [url]);
  return bytes;
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
