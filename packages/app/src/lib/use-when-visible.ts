import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onVisible` each time the returned element comes within 200px of the viewport (or is
 * there when it appears): the bottom of a list that loads more as it is scrolled, or a part below
 * the fold that loads when it is about to be seen. Browsers without IntersectionObserver (jsdom)
 * never call it.
 */
export function useWhenVisible<E extends Element>(onVisible: () => void, isEnabled: boolean) {
  const ref = useRef<E>(null);
  const handle = useEffectEvent(onVisible);
  useEffect(() => {
    const element = ref.current;
    if (!isEnabled || !element || typeof IntersectionObserver === 'undefined') return;
    // A margin below the viewport, so what loads is on its way before it is reached.
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
