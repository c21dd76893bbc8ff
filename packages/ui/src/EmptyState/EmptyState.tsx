import { LucideProvider } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** The message, e.g. 'No products found'. */
  title: ReactNode;
  /** A line that explains or suggests what to do next. */
  description?: ReactNode;
  /** An icon from `@countertop/ui`, decorative. */
  icon?: ReactNode;
  /** A button or link that fixes the emptiness, e.g. 'Add Product'. */
  action?: ReactNode;
  /** Heading level of the title; leave undefined for a plain paragraph (inside tables and lists). @default undefined */
  headingLevel?: 2 | 3 | 4;
}

/**
 * What a list, table or screen shows when it has nothing to show.
 *
 * ```tsx
 * <EmptyState title="No products found" icon={<TagIcon />} action={<Button>Add Product</Button>} />
 * ```
 */
export function EmptyState({ title, description, icon, action, headingLevel }: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={styles.root} data-empty-state="">
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          <LucideProvider size={24}>{icon}</LucideProvider>
        </span>
      )}
      <Title className={styles.title}>{title}</Title>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
