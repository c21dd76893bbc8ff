import { useCallback, useState } from 'react';

/**
 * An element's content width, kept up to date as it resizes: the chart draws at its real size, so
 * its text stays the theme's size on a phone instead of shrinking with a scaled viewBox. Where
 * ResizeObserver is missing (old test DOMs) the width is read once.
 */
export function useElementWidth<E extends HTMLElement>(): [(element: E | null) => void, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: E | null) => {
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    // React 19 runs a ref callback's returned function when the element goes.
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
