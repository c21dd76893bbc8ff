import { RouterProvider } from '@countertop/ui';
import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import type { NavigateOptions } from 'react-router-dom';

/** `https:`, `mailto:`, `tel:`…: a URL of its own, not a path inside the app. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * React Router resolves every string as a route path, so left alone it turns
 * `https://countertop.com.au/privacy` into `/login/https:/countertop.com.au/privacy`.
 */
function useLinkHref(href: string): string {
  const routeHref = useHref(href);
  return HAS_SCHEME.test(href) ? href : routeHref;
}

/**
 * Lets every ui `Link` (and Sidebar item) navigate through react-router instead of reloading
 * the page. Must sit inside the router.
 */
export function LinkRouterProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider
      navigate={(to, options) => void navigate(to, options as NavigateOptions | undefined)}
      useHref={useLinkHref}
    >
      {children}
    </RouterProvider>
  );
}
