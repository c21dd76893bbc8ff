/**
 * Client-side routing for every ui link (Link, Sidebar items, NotFound): the app wraps its routes
 * in RAC's RouterProvider with its router's `navigate` and `useHref`. Re-exported so apps use
 * the very RAC instance the components read it from, without importing RAC themselves.
 */
export { RouterProvider } from 'react-aria-components';
export type { RouterConfig } from 'react-aria-components';
