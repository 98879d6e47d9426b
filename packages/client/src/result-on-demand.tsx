import { lazy, Suspense } from 'react';
import type { ResultProps } from 'antd/es/result';

// antd's Result carries its 404/500/403 illustrations (13 KB compressed with its styles' code), and what shows
// one (not found, an error, a locked game, a payment's outcome) is seldom a page's first screen: it loads when
// one renders. The server's render waits for it (the whole page at once), and hydration keeps the server's HTML
// until it has loaded.
const LazyResult = lazy(() => import('antd/es/result'));

export function ResultOnDemand(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <LazyResult {...props} />
    </Suspense>
  );
}
