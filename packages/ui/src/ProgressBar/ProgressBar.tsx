import {
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children' | 'className' | 'style'> {
  /** Visible label, e.g. the file being uploaded. Without one, give an `aria-label`. */
  label?: string;
  /** Progress from `minValue` to `maxValue`. @default 0 */
  value?: number;
  /** Shows the percentage (or `valueLabel`) beside the label. @default true */
  showValueLabel?: boolean;
  /** Red fill, for an upload that failed part-way; say so in the label too. @default false */
  isFailed?: boolean;
}

/**
 * A determinate progress bar, e.g. an image upload. `isIndeterminate` when the total is unknown.
 *
 * ```tsx
 * <ProgressBar label="Uploading shopfront.jpg" value={percent} />
 * ```
 */
export function ProgressBar({ label, showValueLabel = true, isFailed = false, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar {...props} className={styles.root} data-tone={isFailed ? 'danger' : undefined}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {(label || (showValueLabel && !isIndeterminate)) && (
            <div className={styles.header}>
              {label && <Label className={styles.label}>{label}</Label>}
              {showValueLabel && !isIndeterminate && <span className={styles.valueText}>{valueText}</span>}
            </div>
          )}
          <div className={styles.track}>
            <div
              className={styles.fill}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
