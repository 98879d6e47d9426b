import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that the browser hydrates after the part around it, in a commit of its own.
 * React leaves a Suspense boundary's server HTML in place at first and hydrates it later, in a render it can
 * interrupt; steps nested in steps commit one after another. A page hydrated in one commit ran every mount
 * effect of the page in one task (antd's components set state as they mount, which runs them all at once): a
 * phone's longest task of the load. Nothing here suspends, so the fallback is never shown, and a page the
 * browser renders alone is unchanged. What renders a step must not update synchronously before the step is
 * hydrated (React would throw the step's HTML away and render it again): put steps under parts whose updates
 * are transitions or come from the step's own data.
 */
export function HydrationStep({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
