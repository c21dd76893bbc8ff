import { AuthLayout, Link, ThemeToggle } from '@countertop/ui';
import { paths } from '@/config/paths';

/** Public business registration (docs/product/management.md §2); the form lands with its own issue. */
export function RegisterRoute() {
  return (
    <AuthLayout brand="Countertop" actions={<ThemeToggle />} title="Register your business">
      <p>Business registration is coming soon. This page will hold the registration form.</p>
      <Link href={paths.login.getHref()}>Back to login</Link>
    </AuthLayout>
  );
}
