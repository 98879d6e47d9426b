// Code a page shows below its first screen loads as the reader comes near it, not with the page.
import { useEffect, useState } from 'react';

/** How far below (or above) the viewport a part starts loading, so it is in before it is on screen. */
const AHEAD = '300px';

/**
 * A callback ref for the stand-in's element and whether it has come within AHEAD of the viewport (true from then
 * on). False in the first render, on the server and in the browser alike, so the hydrated page is the server's.
 * A browser without IntersectionObserver loads it in the task after the first render.
 */
export function useNearViewport<T extends Element>(): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return [setElement, near];
}
