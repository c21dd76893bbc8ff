import { AuthLayout } from '@countertop/ui/AuthLayout';
import { ThemeToggle } from '@countertop/ui/ThemeToggle';
import { RegisterForm } from '@/features/registration/components/register-form';
import { REGISTER_TEXT } from '@/features/registration/texts';

/** Public business registration (docs/product/management.md §2 Register). */
export function RegisterRoute() {
  return (
    <AuthLayout
      brand="Countertop"
      actions={<ThemeToggle />}
      title={REGISTER_TEXT.title}
      description={REGISTER_TEXT.description}
      width="wide"
    >
      <RegisterForm />
    </AuthLayout>
  );
}
