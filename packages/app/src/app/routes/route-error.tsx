import { AuthLayout, Button, Link } from '@countertop/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * Shown when a route cannot render: most often a screen's code failed to download (offline, or a
 * deploy replaced the files this page was built with), where a reload is the fix.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <AuthLayout brand="Countertop" title="Something went wrong">
      <p role="alert">
        This page could not be loaded. Check your connection and reload the page.
        {detail && ` (${detail})`}
      </p>
      <Button variant="primary" onPress={() => window.location.reload()}>
        Reload
      </Button>
      <Link href={paths.home.getHref()}>Go back home</Link>
    </AuthLayout>
  );
}
