import { useSyncExternalStore } from 'react';

/** antd's sm breakpoint: below it a phone held upright. */
const NARROW = '(max-width: 575px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the screen is a phone's width: the charts lay their labels out differently there. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches);
}
