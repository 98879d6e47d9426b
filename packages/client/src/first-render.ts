// What the server rendered the first screen for, so that the browser's first render (the hydration) renders the
// same page: the viewport width it assumed (a phone's or a desktop's, from the request) and whether the page is a
// member's (the hint cookie). The shell provides it on both sides; the browser reads it from the page's data.
import { createContext, useContext, useSyncExternalStore } from 'react';

export const PHONE_WIDTH = 375;
export const DESKTOP_WIDTH = 1280;

export interface FirstRender {
  /** The viewport width the first render assumes; hooks that measure the real one re-render after it. */
  assumedWidth: number;
  /** A member's page: what only their session can render is rendered in the browser. */
  signedIn: boolean;
}

/** A page the server did not render: the browser measures from its first render on. */
export const NO_SERVER_RENDER: FirstRender = { assumedWidth: DESKTOP_WIDTH, signedIn: false };

export const FirstRenderContext = createContext<FirstRender>(NO_SERVER_RENDER);

export const useFirstRender = (): FirstRender => useContext(FirstRenderContext);

/** The width a request's browser most likely has: a phone's when its User-Agent says Mobile. */
export const assumedWidthFor = (userAgent: string | undefined): number =>
  /\bMobile\b/.test(userAgent ?? '') ? PHONE_WIDTH : DESKTOP_WIDTH;

/**
 * True inside the server's stand-in for a member's page: the page as every visitor sees it (public data), shown
 * from the first paint until the browser renders the member's own. What the page offers a guest (sign in, sign
 * up, upgrade, a locked card's way in) is a placeholder there: the member's page may not offer it.
 */
export const MemberPreviewContext = createContext(false);

export const useMemberPreview = (): boolean => useContext(MemberPreviewContext);

const nothingToWatch = () => () => undefined;

/**
 * False on the server and in the browser's hydration of its page, true from the next render on (and at once on
 * a page the browser renders alone). A server's form shows before its code runs: until then its submit is disabled, so
 * that a submit does not post the page to itself and lose what was typed.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
