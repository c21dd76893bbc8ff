import { useCallback, useState } from 'react';

/**
 * Whether an element's content is taller than the element (it scrolls), kept up to date as the
 * element resizes or its content changes (a spinner replaced by a long list).
 */
export function useScrollsVertically<E extends HTMLElement>(): [(element: E | null) => void, boolean] {
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback((element: E | null) => {
    if (!element) return;
    const check = () => setScrolls(element.scrollHeight > element.clientHeight);
    check();
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(check);
    resized?.observe(element);
    const changed = new MutationObserver(check);
    changed.observe(element, { childList: true, subtree: true, characterData: true });
    // React 19 runs a ref callback's returned function when the element goes.
    return () => {
      resized?.disconnect();
      changed.disconnect();
    };
  }, []);
  return [ref, scrolls];
}
