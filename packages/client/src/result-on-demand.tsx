import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { ResultProps } from 'antd/es/result';

// antd's Result carries its 404/500/403 illustrations (13 KB compressed with its styles' code), and what shows
// one (not found, an error, a locked game, a payment's outcome) is seldom a page's first screen: it loads when
// one renders.
//
// A page that shows one from the server's first render is hydrated with Result's code already in
// (`preloadShownResult`, before the first render): rendered lazily, its Suspense boundary would stay dehydrated
// until the code came, and an update reaching it meanwhile (a store read, a re-render of the screen around it)
// made React give up the server's HTML there and render it again (React error 421). So Result renders directly
// wherever its code is in: in every server render, and in a browser hydrating a page that shows one.

let loaded: ComponentType<ResultProps> | null = null;
let loading: Promise<ComponentType<ResultProps>> | null = null;

function loadResult(): Promise<ComponentType<ResultProps>> {
  loading ??= import('antd/es/result').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null; // asked again next time
      throw error;
    },
  );
  return loading;
}

const LazyResult = lazy(() => loadResult().then((Result) => ({ default: Result })));

/** The page's class of antd's Result (antd's default prefix, which the shell's ConfigProvider keeps). */
const RESULT_CLASS = 'ant-result';

/**
 * Before a first render that may hydrate the server's HTML: Result's code, if that HTML shows one, so the page is
 * hydrated with Result rendered directly. On the server (no document) always: it renders directly from the first
 * page on, and the browser's render of the same page then has the same tree. A failed load leaves the lazy path.
 */
export async function preloadShownResult(): Promise<void> {
  const shown = typeof document === 'undefined' || document.querySelector(`#root .${RESULT_CLASS}`) !== null;
  if (shown) await loadResult().catch(() => undefined);
}

/** antd's Result, its code loaded with the first one shown. */
export function ResultOnDemand(props: ResultProps) {
  // Decided once per mount: switching from the lazy path to the loaded one would mount the Result again.
  const [Result] = useState(() => loaded);
  if (Result) return <Result {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyResult {...props} />
    </Suspense>
  );
}
