import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept in step with resizes. Without `matchMedia` (server
 * rendering, old test environments) it reports `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window === 'undefined' || !window.matchMedia ? fallback : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => fallback);
}
