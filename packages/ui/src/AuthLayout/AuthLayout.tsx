import type { ReactNode } from 'react';
import * as styles from './AuthLayout.css';

export interface AuthLayoutProps {
  /** The page's heading (h1), e.g. 'Sign in'. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** The form and what goes with it. */
  children: ReactNode;
  /** Top left: the product name or logo. */
  brand?: ReactNode;
  /** Top right: e.g. `<ThemeToggle />`. */
  actions?: ReactNode;
  /** Under the card: e.g. links to the product website. */
  footer?: ReactNode;
  /** The card's width: `narrow` for a sign-in form, `wide` for a long form in sections (sign-up). @default 'narrow' */
  width?: AuthLayoutWidth;
}

export const authLayoutWidths = ['narrow', 'wide'] as const;
export type AuthLayoutWidth = (typeof authLayoutWidths)[number];

/**
 * The signed-out page: brand and actions on top, one centred card with the title and form, and a
 * footer. Provides the banner, main and contentinfo landmarks.
 *
 * ```tsx
 * <AuthLayout brand="Countertop" actions={<ThemeToggle />} title="Sign in" footer={<Stack as="nav" …/>}>
 *   <LoginForm />
 * </AuthLayout>
 * ```
 */
export function AuthLayout({
  title,
  description,
  children,
  brand,
  actions,
  footer,
  width = 'narrow',
}: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.brand}>{brand}</div>
        {actions}
      </header>
      <main className={styles.main({ width })}>
        <div className={styles.headings}>
          <h1 className={styles.title}>{title}</h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {children}
      </main>
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </div>
  );
}
