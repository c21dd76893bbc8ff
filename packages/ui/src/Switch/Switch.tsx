import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { FieldDescription } from '../Field';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children' | 'className' | 'style'> {
  /** The label, clickable along with the track. */
  children: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
}

/**
 * An on/off setting that takes effect at once (a `switch` role). For a choice that is submitted
 * with a form, or a confirmation, use `Checkbox`.
 *
 * ```tsx
 * <Switch isSelected={chatAccess} onChange={setChatAccess}>Chat Access</Switch>
 * ```
 */
export function Switch({ children, description, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={styles.field}>
      <SwitchButton className={styles.row}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumbDot} />
        </span>
        <span>{children}</span>
      </SwitchButton>
      {description && (
        <div className={styles.help}>
          <FieldDescription>{description}</FieldDescription>
        </div>
      )}
    </SwitchField>
  );
}
