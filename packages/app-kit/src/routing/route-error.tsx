import { AuthLayout } from '@countertop/ui/AuthLayout';
import { Button } from '@countertop/ui/Button';
import { Link } from '@countertop/ui/Link';

/**
 * RouteTree's error screen: most often a screen's code failed to download (offline, or a deploy
 * replaced the files this page was built with), where a reload is the fix. What was thrown is not
 * shown (React logs it to the console). `homeHref` is a route path: the link goes through the
 * router (which adds its basename), and moving on resets RouteTree's error screen.
 */
export function RouteError({ homeHref, homeLabel }: { homeHref: string; homeLabel: string }) {
  return (
    <AuthLayout brand="Countertop" title="Something went wrong">
      <p role="alert">This page could not be loaded. Check your connection and reload the page.</p>
      <Button variant="primary" onPress={() => window.location.reload()}>
        Reload
      </Button>
      <Link href={homeHref}>{homeLabel}</Link>
    </AuthLayout>
  );
}
