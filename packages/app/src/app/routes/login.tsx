import { Link, ThemeToggle } from '@countertop/ui';
import { Navigate } from 'react-router-dom';
import { WEBSITE_LINKS } from '@/config/constants';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { StoreCounterDialog } from '@/features/auth/components/store-counter-dialog';
import { isAuthenticated } from '@/lib/session/session-store';
import { useSession } from '@/lib/session/use-session';

export function LoginRoute() {
  const session = useSession();
  const signedIn = isAuthenticated(session);
  if (signedIn && session.store) return <Navigate to={paths.dashboard.getHref()} replace />;

  return (
    <div style={{ display: 'grid', gap: 24, maxWidth: 420, margin: '0 auto', padding: 24 }}>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16 }}>
        <span>Countertop</span>
        <ThemeToggle />
      </header>
      <main style={{ display: 'grid', gap: 16 }}>
        <h1>Sign in</h1>
        <LoginForm />
        <Link href={paths.register.getHref()}>Register your business</Link>
      </main>
      <footer>
        <nav aria-label="Product website" style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          {WEBSITE_LINKS.map((link) => (
            <Link key={link.href} href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </Link>
          ))}
        </nav>
      </footer>
      {/* Signed in without a store: after verification, or a reload while choosing. */}
      <StoreCounterDialog isOpen={signedIn && !session.store} />
    </div>
  );
}
