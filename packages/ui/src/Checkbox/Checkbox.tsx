import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { FieldDescription, FieldErrorText, type ErrorMessage } from '../Field';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children' | 'className' | 'style'> {
  /** The label, clickable along with the box. */
  children: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown while invalid, e.g. a required confirmation left unticked on submit. */
  errorMessage?: ErrorMessage;
}

/**
 * A checkbox with its label. For a required confirmation, `isRequired` blocks native form
 * submission until it is ticked, and the caller can also enable its button from `isSelected`.
 *
 * ```tsx
 * <Checkbox isRequired isSelected={confirmed} onChange={setConfirmed}>
 *   I accept the terms
 * </Checkbox>
 * ```
 */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={styles.field}>
      <CheckboxButton className={styles.row}>
        {({ isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <Minus className={styles.mark} size={14} strokeWidth={3} />
              ) : (
                <Check className={styles.mark} size={14} strokeWidth={3} />
              )}
            </span>
            <span>{children}</span>
          </>
        )}
      </CheckboxButton>
      {(description || errorMessage) && (
        <div className={styles.help}>
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorText>{errorMessage}</FieldErrorText>
        </div>
      )}
    </CheckboxField>
  );
}
