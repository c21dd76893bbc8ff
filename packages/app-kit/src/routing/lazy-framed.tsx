import { Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { lazyComponent } from './lazy-component.js';

/**
 * A route's component loaded the first time it renders, with `frame` on screen until its module
 * has arrived: the signed-in layouts, whose frame the HTML already painted (docs/decisions.md, 67),
 * so the page looks the same from the first paint until the layout takes over.
 */
export function lazyFramed(load: () => Promise<ComponentType>, frame: ReactNode): ComponentType {
  const Component = lazyComponent(load);
  return function Framed() {
    return (
      <Suspense fallback={frame}>
        <Component />
      </Suspense>
    );
  };
}
