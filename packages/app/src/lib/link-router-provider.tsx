import { RouterProvider } from '@countertop/ui';
import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import type { NavigateOptions } from 'react-router-dom';

/**
 * Lets every ui `Link` (and Sidebar item) navigate through the data router instead of reloading
 * the page. Must sit inside the router.
 */
export function LinkRouterProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider
      navigate={(to, options) => void navigate(to, options as NavigateOptions | undefined)}
      useHref={useHref}
    >
      {children}
    </RouterProvider>
  );
}
