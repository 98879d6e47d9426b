// What only a member's session can render (their header menu, their pages) is rendered by the browser: the
// server knows no session (it lives in the browser's storage), only the hint that there is one. On a member's
// page the server renders a stand-in in its place, the browser hydrates that stand-in as it is, then renders the
// member's own in a transition (a slice at a time, the stand-in on screen meanwhile), once the member's data is in.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { MemberPreviewContext, useFirstRender } from '@vantage/client/first-render';

let memberDataReady: Promise<unknown> = Promise.resolve();
/** Stand-ins on the page that the member's parts have not replaced yet, and who waits for that. */
let standInsLeft = 0;
const waitingForMembers = new Set<() => void>();

/** The member's parts render once `ready` settles (the bootstrap's prefetch of their page's data). */
export function renderMembersWhen(ready: Promise<unknown>): void {
  memberDataReady = ready;
}

/** Calls `then` once no stand-in is left on the page (at once on a guest's page). */
export function whenMembersRendered(then: () => void): void {
  if (standInsLeft === 0) then();
  else waitingForMembers.add(then);
}

/** False on the server and in the hydration of a member's page, true once the member's parts have rendered. */
function useMemberRendered(signedIn: boolean): boolean {
  const [rendered, setRendered] = useState(false);
  const standIn = signedIn && !rendered;
  useEffect(() => {
    if (!standIn) return;
    standInsLeft += 1;
    let replaced = false;
    void memberDataReady.finally(() => !replaced && startTransition(() => setRendered(true)));
    return () => {
      replaced = true;
      standInsLeft -= 1;
      if (standInsLeft > 0) return;
      waitingForMembers.forEach((then) => then());
      waitingForMembers.clear();
    };
  }, [standIn]);
  return rendered;
}

/**
 * `children` on a guest's page; on a member's, the server's stand-in until the browser renders `children`. The
 * stand-in is nothing, or with `preview` the part as every visitor sees it (a first paint with the page's public
 * content instead of an empty page until the member's code and data are in). The same elements either way, so
 * the member's render updates the stand-in's DOM where it can instead of building the page again.
 */
export function MembersInBrowser({ children, preview = false }: { children: ReactNode; preview?: boolean }) {
  const { signedIn } = useFirstRender();
  const memberRendered = useMemberRendered(signedIn);
  const standIn = signedIn && !memberRendered;
  if (!preview) return standIn ? null : children;
  return <MemberPreviewContext.Provider value={standIn}>{children}</MemberPreviewContext.Provider>;
}
