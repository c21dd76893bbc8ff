import { AuthLayout, Button, Link } from '@countertop/ui';
import { paths } from '@/config/paths';

/**
 * Shown when a route cannot render (app/router.tsx's error boundary): most often a screen's code
 * failed to download (offline, or a deploy replaced the files this page was built with), where a
 * reload is the fix. What was thrown is not shown (React logs it to the console): with declarative
 * routing nothing throws react-router's error responses, whose status this screen used to add.
 */
export function RouteError() {
  return (
    <AuthLayout brand="Countertop" title="Something went wrong">
      <p role="alert">This page could not be loaded. Check your connection and reload the page.</p>
      <Button variant="primary" onPress={() => window.location.reload()}>
        Reload
      </Button>
      <Link href={paths.home.getHref()}>Go back home</Link>
    </AuthLayout>
  );
}
