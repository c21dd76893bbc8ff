import { lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * A component whose module loads the first time it renders (React.lazy for a named export): each
 * screen of an app's route table (under RouteTree's one <Suspense>), and parts of a screen that
 * are not shown at first (a dialog, a tab), so their code and styles stay out of the route's first
 * load. Render it inside <Suspense>.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}
