import { NotFound } from '@countertop/ui/NotFound';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <NotFound
      title="Page Not Found"
      text="There is nothing at this address."
      linkLabel="Back to your pass"
      href={paths.home.getHref()}
    />
  );
}
