import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from '../EmptyState/EmptyState.css';
import * as own from './ErrorState.css';
import { useUiStrings } from '../intl';
import { errorState } from '../intl/en-AU/errorState';

export interface ErrorStateProps {
  /** What failed, e.g. 'Failed to load staff data'. */
  title: ReactNode;
  /** More detail or advice. */
  description?: ReactNode;
  /** Shows a retry button that calls this. @default undefined (no button) */
  onRetry?: () => void;
  /** Text of the retry button. @default 'Try again' (localised) */
  retryLabel?: string;
  /** Whether the retry is running: the button shows a spinner and ignores presses. @default false */
  isRetrying?: boolean;
}

/**
 * Stands in for content that failed to load. It is an alert, so screen readers announce it when
 * it appears in place of the content.
 *
 * ```tsx
 * <ErrorState title="Failed to fetch stats." onRetry={() => refetch()} />
 * ```
 */
export function ErrorState({
  title,
  description,
  onRetry,
  retryLabel: ownRetryLabel,
  isRetrying = false,
}: ErrorStateProps) {
  const strings = useUiStrings('errorState', errorState);
  const retryLabel = ownRetryLabel ?? strings.format('retry');
  return (
    <div className={styles.root} role="alert">
      <span className={`${styles.icon} ${own.icon}`} aria-hidden="true">
        <AlertTriangle size={24} />
      </span>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {onRetry && (
        <div className={styles.action}>
          <Button onPress={onRetry} isPending={isRetrying} pendingLabel={strings.format('retrying')}>
            {retryLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
