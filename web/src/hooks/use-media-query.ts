import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes. Without matchMedia (tests' jsdom) every
 * query counts as matching, so everything a query guards is rendered.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia !== 'function' || window.matchMedia(query).matches,
  );
}
