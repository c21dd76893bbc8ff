import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { Key, ReactNode } from 'react';
import * as styles from './DescriptionList.css';

export interface DescriptionItem {
  /** Stable key. @default the term */
  id?: Key;
  /** What the value is, e.g. 'Phone Number'. */
  term: string;
  /** The value, e.g. '02 9251 4410'. */
  description: ReactNode;
}

export interface DescriptionListProps {
  /** The pairs, in order. */
  items: readonly DescriptionItem[];
  /** Names the list when the heading above it does not (e.g. several lists on one page). */
  'aria-label'?: string;
  /**
   * The terms' column as a CSS length, e.g. '12rem': give lists shown one under another the same,
   * so their values line up. @default as wide as the longest term (6rem to 16rem)
   */
  termWidth?: string;
}

/**
 * A record's details as term and value pairs (a `<dl>`): a store's address, phone and website in a
 * popup. Each pair is a `<div>` in the `<dl>`, as HTML allows, so it can carry a rule; values wrap
 * anywhere, so a long URL never widens a dialog on a phone.
 *
 * ```tsx
 * <DescriptionList items={[{ term: 'Website', description: 'N/A' }, { term: 'Counters', description: 2 }]} />
 * ```
 */
export function DescriptionList({ items, termWidth, ...props }: DescriptionListProps) {
  return (
    <dl
      className={styles.list}
      aria-label={props['aria-label']}
      style={termWidth === undefined ? undefined : assignInlineVars({ [styles.termWidth]: termWidth })}
    >
      {items.map((item) => (
        <div key={item.id ?? item.term} className={styles.item}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.description}>{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
