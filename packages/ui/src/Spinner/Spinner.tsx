import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import { useUiStrings } from '../intl';
import { common } from '../intl/en-AU/common';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps extends Omit<ProgressBarProps, 'children' | 'className' | 'style' | 'value'> {
  /** What is loading, for screen readers (and shown under a full-page spinner). @default 'Loading' (localised) */
  label?: string;
  /** Diameter of the spinner. @default 'md' (or 'lg' when `fullPage`) */
  size?: SpinnerSize;
  /** Covers the viewport and centres the spinner with its label: the app's start-up screen. @default false */
  fullPage?: boolean;
}

/**
 * An indeterminate busy indicator: a `progressbar` named by `label`.
 *
 * ```tsx
 * <Spinner label="Loading stores" />
 * <Spinner fullPage label="Starting Countertop" />
 * ```
 *
 * Inside a `Button` it becomes that button's pending indicator (RAC links the two by id).
 */
export function Spinner({ label: ownLabel, size, fullPage = false, ...props }: SpinnerProps) {
  const strings = useUiStrings('common', common);
  const label = ownLabel ?? strings.format('loading');
  const diameter = styles.sizes[size ?? (fullPage ? 'lg' : 'md')];
  return (
    <ProgressBar
      {...props}
      isIndeterminate
      aria-label={label}
      className={styles.spinner({ fullPage })}
      data-full-page={fullPage || undefined}
    >
      <svg
        className={styles.circle}
        width={diameter}
        height={diameter}
        viewBox="0 0 24 24"
        aria-hidden="true"
      >
        <circle
          className={styles.track}
          cx="12"
          cy="12"
          r="10"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {fullPage && (
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
      )}
    </ProgressBar>
  );
}
