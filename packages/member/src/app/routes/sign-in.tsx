import { isAuthenticated, useSession } from '@countertop/app-kit';
import { AuthLayout } from '@countertop/ui/AuthLayout';
import { ThemeToggle } from '@countertop/ui/ThemeToggle';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SignInForm } from '@/features/sign-in/components/sign-in-form';

export function SignInRoute() {
  const session = useSession();
  if (isAuthenticated(session)) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <AuthLayout
      brand="Countertop"
      actions={<ThemeToggle />}
      title="Sign in"
      description="Your member pass, balances and payment approvals. New here? Signing in makes you a member."
    >
      <SignInForm />
    </AuthLayout>
  );
}
