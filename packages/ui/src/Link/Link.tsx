import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import * as styles from './Link.css';

export const linkVariants = ['accent', 'muted', 'inherit'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends Omit<RACLinkProps, 'className' | 'style'> {
  /** Colour: `accent` for links in content, `muted` for footers, `inherit` to match the text. @default 'accent' */
  variant?: LinkVariant;
}

/**
 * A link. Internal `href`s go through the app's RAC `RouterProvider` (client-side navigation);
 * external ones open normally, with `target`/`rel` as given.
 *
 * ```tsx
 * <Link href="/register">Register your business</Link>
 * <Link variant="muted" href="https://example.com/privacy" target="_blank">Privacy</Link>
 * ```
 */
export function Link({ variant = 'accent', ...props }: LinkProps) {
  return <RACLink {...props} className={styles.link({ variant })} />;
}
