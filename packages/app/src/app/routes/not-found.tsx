import { NotFound } from '@countertop/ui/NotFound';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <NotFound
      title="Page Not Found"
      text="The page you're looking for doesn't exist or has been moved."
      linkLabel="Go back home"
      href={paths.home.getHref()}
    />
  );
}
