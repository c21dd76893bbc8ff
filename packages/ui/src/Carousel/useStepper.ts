import { useState } from 'react';

/**
 * Which item of `count` is shown, controlled or not, with previous/next that wrap around. Shared
 * by Carousel and ImageViewer so both step the same way.
 */
export function useStepper(
  count: number,
  index: number | undefined,
  defaultIndex: number,
  onIndexChange: ((index: number) => void) | undefined,
) {
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const raw = index ?? ownIndex;
  // The list can shrink under us (an image removed): stay within it.
  const current = count === 0 ? 0 : Math.min(Math.max(raw, 0), count - 1);
  const go = (next: number) => {
    if (count === 0) return;
    const wrapped = ((next % count) + count) % count;
    setOwnIndex(wrapped);
    onIndexChange?.(wrapped);
  };
  return { current, previous: () => go(current - 1), next: () => go(current + 1), go };
}
