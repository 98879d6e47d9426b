// What only a member's session can render (their header menu, their pages) is rendered by the browser: the
// server knows no session (it lives in the browser's storage), only the hint that there is one. On a member's
// page the server sends a stand-in in its place; the browser hydrates the page around the stand-in, leaves the
// stand-in as the server sent it, and then renders the member's part in a transition. A transition is rendered
// in slices that let the phone answer between them, where a part React rendered within the hydration (as it
// does a boundary the server gave up on) was one long task.
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MemberPreviewContext, useFirstRender } from '@vantage/client/first-render';
import { isFirstScreenHydrated } from '@vantage/client/first-screen';

/** Never settles: the browser's React keeps the server's HTML of a boundary whose content suspends in hydration. */
const keptAsServed = new Promise<never>(() => undefined);

function ServerStandIn({ children }: { children: ReactNode }) {
  if (typeof window !== 'undefined') throw keptAsServed;
  return <MemberPreviewContext.Provider value>{children}</MemberPreviewContext.Provider>;
}

/** How many stand-ins of the server's page the browser has not replaced yet, and who waits for the last one. */
let standIns = 0;
let onAllReplaced: (() => void) | null = null;

/** Calls `callback` once the member's parts of the server's page are rendered (at once on a guest's page). */
export function whenMemberPartsRendered(callback: () => void): void {
  if (standIns === 0) callback();
  else onAllReplaced = callback;
}

/**
 * `children` on a guest's page; on a member's, the server's stand-in until the browser renders `children` after
 * the hydration. The stand-in is nothing, or with `preview` the part as every visitor sees it (a first paint
 * with the page's public content instead of an empty page until the member's code and data are in).
 */
export function MembersInBrowser({ children, preview = false }: { children: ReactNode; preview?: boolean }) {
  const { signedIn } = useFirstRender();
  // A part mounted once the server's page is hydrated renders the member's view at once.
  const [inBrowser, setInBrowser] = useState(() => !signedIn || isFirstScreenHydrated());
  // One element for the stand-in's life: a boundary still holding the server's HTML must not receive new props
  // (React would give up on it and render it in the browser, an empty fallback).
  const [standIn] = useState(() =>
    preview ? (
      <Suspense fallback={null}>
        <ServerStandIn>{children}</ServerStandIn>
      </Suspense>
    ) : null,
  );
  useEffect(() => {
    if (inBrowser) return;
    standIns += 1;
    startTransition(() => setInBrowser(true));
    return () => {
      standIns -= 1;
      if (standIns === 0 && onAllReplaced) {
        const callback = onAllReplaced;
        onAllReplaced = null;
        callback();
      }
    };
  }, [inBrowser]);
  return inBrowser ? children : standIn;
}
