import type { CountertopProviderProps } from '@countertop/ui/CountertopProvider';
import { useCallback } from 'react';
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
 * react-router's `navigate` and `useHref` for `CountertopProvider`, so every ui `Link` (and
 * Sidebar item) navigates through the router instead of reloading the page. Must run inside the router.
 */
export function useRouterLinks(): Pick<CountertopProviderProps, 'navigate' | 'useHref'> {
  const navigate = useNavigate();
  return {
    navigate: useCallback(
      (to: string, options: unknown) => void navigate(to, options as NavigateOptions | undefined),
      [navigate],
    ),
    useHref: useLinkHref,
  };
}
