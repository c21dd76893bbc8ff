import { useCallback, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { useTheme } from '../theme/useTheme';
import { portalContainer } from './portalContainer';
import * as styles from './ThemeProvider.css';

/** A theme class (from `makeTheme`, or `themeClassNames.dark`), or one per scheme. */
export type ThemeProviderTheme = string | { dark: string; light: string };

export interface ThemeProviderProps {
  /**
   * The subtree's theme: a class from `makeTheme` or Countertop's `'dark'`/`'light'`; or a
   * `{ dark, light }` pair, which follows the page's choice (dark, light or system).
   */
  theme: ThemeProviderTheme;
  /** What wears the theme. */
  children?: ReactNode;
  /** Classes added to the wrapper (layout); the theme sets its colours and font. */
  className?: string;
}

/**
 * Scopes a theme to a subtree: its children, and the dialogs, popovers and tooltips they open,
 * wear `theme` whatever the page's theme is. The wrapper is a block that paints the theme's page
 * colour, text colour and font.
 *
 * ```tsx
 * const brand = makeTheme(themeFromAccent(lightTheme, { accent: '#0b6e4f' }));
 * <ThemeProvider theme={brand}><Button variant="primary">Pay</Button></ThemeProvider>
 * ```
 */
export function ThemeProvider({ theme, children, className }: ThemeProviderProps) {
  const { theme: pageTheme } = useTheme();
  const themeClass = typeof theme === 'string' ? theme : theme[pageTheme];
  const getContainer = useCallback(() => portalContainer(themeClass), [themeClass]);
  return (
    <div className={[themeClass, styles.root, className].filter(Boolean).join(' ')}>
      <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
    </div>
  );
}
