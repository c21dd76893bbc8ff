/**
 * Client-side routing for every ui link (Link, Sidebar items, NotFound): `CountertopProvider`
 * puts its `navigate` and `useHref` in RAC's RouterProvider. Re-exported so code that needs a
 * router alone uses the very RAC instance the components read it from, without importing RAC.
 */
export { RouterProvider } from 'react-aria-components';
export type { RouterConfig } from 'react-aria-components';
