import { isAuthenticated, lazyComponent, useSession } from '@countertop/app-kit';
import { AuthLayout } from '@countertop/ui/AuthLayout';
import { Link } from '@countertop/ui/Link';
import { Spinner } from '@countertop/ui/Spinner';
import { Stack } from '@countertop/ui/Stack';
import { ThemeToggle } from '@countertop/ui/ThemeToggle';
import { Suspense, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { WEBSITE_LINKS } from '@/config/constants';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';

// Only a signed-in user without a store sees the dialog: its select and list box stay out of the
// login page's first load (docs/architecture.md, "Loading per route").
const StoreCounterDialog = lazyComponent(
  async () => (await import('@/features/auth/components/store-counter-dialog')).StoreCounterDialog,
);

/**
 * The signed-in shell and dashboard, fetched while the store dialog is open so Continue finds them
 * downloaded (the router's lazy routes import these same modules, so the chunks are shared).
 */
function preloadDashboard() {
  void import('./app/protected-layout');
  void import('./app/dashboard');
}

export function LoginRoute() {
  const session = useSession();
  const signedIn = isAuthenticated(session);
  const choosingStore = signedIn && !session.store;
  useEffect(() => {
    if (choosingStore) preloadDashboard();
  }, [choosingStore]);
  if (signedIn && session.store) {
    // The navigation is a transition: React keeps this screen up until the dashboard's chunks are
    // in, so it must be the loading screen, not the blank frame a lone <Navigate> leaves (issue 23).
    return (
      <>
        <Spinner fullPage label="Loading" />
        <Navigate to={paths.dashboard.getHref()} replace />
      </>
    );
  }

  return (
    <>
      <AuthLayout
        brand="Countertop"
        actions={<ThemeToggle />}
        title="Sign in"
        footer={
          <Stack as="nav" aria-label="Product website" direction="horizontal" gap="lg" wrap>
            {WEBSITE_LINKS.map((link) => (
              <Link key={link.href} href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </Link>
            ))}
          </Stack>
        }
      >
        <LoginForm />
        <Link href={paths.register.getHref()}>Register your business</Link>
      </AuthLayout>
      {/* Signed in without a store: after verification, or a reload while choosing. */}
      {choosingStore && (
        <Suspense>
          <StoreCounterDialog isOpen />
        </Suspense>
      )}
    </>
  );
}
