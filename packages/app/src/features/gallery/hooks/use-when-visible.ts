import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onVisible` each time the returned element scrolls into view (or is in view when it
 * appears): the bottom of a list that loads more as it is scrolled. Browsers without
 * IntersectionObserver (jsdom) never call it.
 */
export function useWhenVisible<E extends Element>(onVisible: () => void, isEnabled: boolean) {
  const ref = useRef<E>(null);
  const handle = useEffectEvent(onVisible);
  useEffect(() => {
    const element = ref.current;
    if (!isEnabled || !element || typeof IntersectionObserver === 'undefined') return;
    // A margin below the viewport, so the next page is on its way before the end is reached.
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && handle(),
      {
        rootMargin: '0px 0px 200px 0px',
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isEnabled]);
  return ref;
}
