// What only a member's session can render (their header menu, their pages) is rendered by the browser: the
// server knows no session (it lives in the browser's storage), only the hint that there is one. On a member's
// page the server sends the fallback in its place, and the browser renders it once it has the session.
import { Suspense, type ReactNode } from 'react';
import { MemberPreviewContext, useFirstRender } from '@vantage/client/first-render';

/** The digest of the server's deliberate hand-over (not a failure: the hydration does not report it). */
export const RENDERED_IN_BROWSER = 'vantage:rendered-in-browser';

class RenderedInBrowser extends Error {
  readonly digest = RENDERED_IN_BROWSER;
}

function InBrowser({ children }: { children: ReactNode }) {
  if (typeof window === 'undefined') throw new RenderedInBrowser('a member’s part, rendered in the browser');
  return children;
}

/**
 * `children` on a guest's page; on a member's, the server's stand-in and `children` in the browser. The stand-in
 * is nothing, or with `preview` the part as every visitor sees it (a first paint with the page's public content
 * instead of an empty page until the member's code and data are in).
 */
export function MembersInBrowser({ children, preview = false }: { children: ReactNode; preview?: boolean }) {
  const { signedIn } = useFirstRender();
  if (!signedIn) return children;
  const standIn = preview ? <MemberPreviewContext.Provider value>{children}</MemberPreviewContext.Provider> : null;
  return (
    <Suspense fallback={standIn}>
      <InBrowser>{children}</InBrowser>
    </Suspense>
  );
}
