import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { useNumberFormatter } from 'react-aria';
import * as styles from './StatTile.css';

export interface StatTileProps extends Pick<RACLinkProps, 'routerOptions' | 'onPress'> {
  /** What is counted, e.g. 'Open Orders'. */
  label: string;
  /** The figure. Missing values (undefined, null, NaN) show as 0, as a count of nothing should. @default 0 */
  value?: number | string | null;
  /** Makes the whole tile a link to the view behind the figure. @default undefined (not a link) */
  href?: string;
  /** An icon from `@countertop/ui`, drawn beside the figure and hidden from screen readers. */
  icon?: ReactNode;
}

/**
 * The value as shown, a number in the locale's digits: a missing or non-numeric figure is a 0,
 * never an empty tile.
 */
export function displayValue(value: StatTileProps['value'], numbers: Intl.NumberFormat): string {
  if (value === undefined || value === null || value === '') return numbers.format(0);
  if (typeof value === 'number') return numbers.format(Number.isFinite(value) ? value : 0);
  return value;
}

/**
 * A dashboard figure with its label. With `href` the whole tile is one link, named "label value"
 * (e.g. "Open Orders 12"), so it is one Tab stop and one click target.
 *
 * ```tsx
 * <StatTile label="Open Orders" value={stats.openOrders} href="/orders" icon={<ReceiptIcon />} />
 * ```
 */
export function StatTile({ label, value, href, icon, ...linkProps }: StatTileProps) {
  const numbers = useNumberFormatter();
  const content = (
    <>
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        {/* Keeps the words apart in the link's name ("Stores 3", not "Stores3"). */}{' '}
        <span className={styles.value}>{displayValue(value, numbers)}</span>
      </span>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
    </>
  );
  if (href === undefined) return <div className={styles.tile}>{content}</div>;
  return (
    <RACLink {...linkProps} href={href} className={styles.tile}>
      {content}
    </RACLink>
  );
}
