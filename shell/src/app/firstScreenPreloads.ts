// Runs in the shell's entry chunk, before the async boundary, so it imports nothing shared. The shell's server
// lists in the first screen's data what this page loads next (the shell's startup chunks, the route's remote
// manifest, remoteEntry and App chunks: gateway/first-screen.mjs). Requested here, once the HTML is parsed,
// rather than by <link> tags in it: on a slow network they would share its bandwidth with the first paint.

/** The id of the first screen's data element (FIRST_SCREEN_DATA_ID of gateway/first-screen.mjs). */
const FIRST_SCREEN_DATA_ID = 'vantage-first-screen';

interface Preload {
  href: string;
  as: string;
  crossorigin?: string;
}

const isPreload = (value: unknown): value is Preload =>
  typeof (value as Preload | null)?.href === 'string' &&
  (value as Preload).href.startsWith('/') &&
  typeof (value as Preload).as === 'string';

export function startFirstScreenPreloads(): void {
  let preload: unknown;
  try {
    preload = (JSON.parse(document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent ?? '{}') as { preload?: unknown })
      .preload;
  } catch {
    return; // no data: the chunks load as they are asked for
  }
  if (!Array.isArray(preload)) return;
  // One insertion for all of them: a link added to <head> alone costs a style invalidation each.
  const links = document.createDocumentFragment();
  for (const item of preload.filter(isPreload)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = item.as;
    link.href = item.href;
    if (item.crossorigin) link.crossOrigin = item.crossorigin;
    links.appendChild(link);
  }
  document.head.appendChild(links);
}
