import type { ReactNode } from 'react';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The page's title: its one `h1`. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons for the page, right-aligned (wrapping under the title when they leave it less than 16rem). */
  actions?: ReactNode;
}

/**
 * The top of a page: title (h1), optional description and actions.
 *
 * ```tsx
 * <PageHeader title="Products" actions={<Button variant="primary">Add product</Button>} />
 * ```
 */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className={styles.pageHeader}>
      <div className={styles.headings}>
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
