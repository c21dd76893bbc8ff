import { Link, PageHeader } from '@countertop/ui';
import { paths } from '@/config/paths';

/** Public business registration (spec part 2 §2); the form lands with its own issue. */
export function RegisterRoute() {
  return (
    <main style={{ display: 'grid', gap: 16, maxWidth: 640, margin: '0 auto', padding: 24 }}>
      <PageHeader title="Register your business" />
      <p>Business registration is coming soon. This page will hold the registration form.</p>
      <Link href={paths.login.getHref()}>Back to login</Link>
    </main>
  );
}
