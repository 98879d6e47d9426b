import { useCallback, useSyncExternalStore } from 'react';
import { useFirstRender } from '@vantage/client/first-render';

/**
 * Whether the viewport is at least `px` wide, known from the first render on, and kept current (the header's
 * layout, the staff charts' phone layout). antd's Grid.useBreakpoint
 * learns it only after mounting and re-renders in the same task, which on the first page also pulled every
 * mount effect of the page into that one task. On the server, and while the browser hydrates its page, the
 * width is the one the server assumed.
 */
export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  const { assumedWidth } = useFirstRender();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => assumedWidth >= px,
  );
}
