import { AuthLayout, Button, Link } from '@countertop/ui';
import { BASENAME, paths } from '@/config/paths';

/**
 * Shown when a route cannot render (app/router.tsx's error boundary): most often a screen's code
 * failed to download (offline before the service worker holds this build, or a deploy replaced the
 * files), where a reload is the fix. Outside the router's links, so its link carries the basename
 * and reloads the app.
 */
export function RouteError() {
  return (
    <AuthLayout brand="Countertop" title="Something went wrong">
      <p role="alert">This page could not be loaded. Check your connection and reload the page.</p>
      <Button variant="primary" onPress={() => window.location.reload()}>
        Reload
      </Button>
      <Link href={`${BASENAME}${paths.home.getHref()}`}>Back to your pass</Link>
    </AuthLayout>
  );
}
