import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { LucideProvider } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useStaleAnnouncementCleanup } from '../hooks/useStaleAnnouncementCleanup';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<RACButtonProps, 'children' | 'className' | 'style'> {
  /** The label, optionally with icons from `@countertop/ui` before or after it. */
  children: ReactNode;
  /** Visual weight: `primary` for the one main action of a view, `danger` for destructive ones. @default 'secondary' */
  variant?: ButtonVariant;
  /** Height and text size. @default 'md' */
  size?: ButtonSize;
  /** Stretches to the width of its container (forms on narrow screens). @default false */
  fullWidth?: boolean;
  /** Label of the spinner shown while `isPending`, read by screen readers. @default 'Loading' (localised) */
  pendingLabel?: string;
}

/**
 * A button. `isPending` shows a spinner, keeps the button focused and its size unchanged, ignores
 * presses and stops implicit form submission until the work is done (all from RAC's Button).
 *
 * ```tsx
 * <Button variant="primary" type="submit" isPending={sending}>Send OTP</Button>
 * <Button variant="ghost" onPress={logout}><LogoutIcon /> Logout</Button>
 * ```
 */
export function Button({
  children,
  variant = 'secondary',
  size = 'md',
  fullWidth = false,
  pendingLabel,
  ...props
}: ButtonProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  useStaleAnnouncementCleanup(id);
  return (
    <RACButton {...props} id={id} className={styles.button({ variant, size, fullWidth })}>
      {({ isPending }) => (
        <ButtonContent size={size} isPending={isPending} pendingLabel={pendingLabel}>
          {children}
        </ButtonContent>
      )}
    </RACButton>
  );
}

interface ButtonContentProps {
  children: ReactNode;
  size: ButtonSize;
  isPending: boolean;
  pendingLabel: string | undefined;
}

/** Inner layout shared with IconButton: sized icons, and the spinner overlay while pending. */
export function ButtonContent({ children, size, isPending, pendingLabel }: ButtonContentProps) {
  return (
    <LucideProvider size={styles.iconSizes[size]}>
      <span className={styles.content}>{children}</span>
      {isPending && (
        <span className={styles.pendingIndicator}>
          <Spinner size="sm" label={pendingLabel} />
        </span>
      )}
    </LucideProvider>
  );
}
