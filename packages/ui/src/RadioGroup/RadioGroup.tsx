import {
  RadioButton,
  RadioField,
  RadioGroup as RACRadioGroup,
  type RadioFieldProps,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel, type ErrorMessage } from '../Field';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children' | 'className' | 'style'> {
  /** The group's visible label. Without one, give the group an `aria-label`. */
  label?: ReactNode;
  /** The `Radio` options. */
  children: ReactNode;
  /** Help text under the options, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown while the group is invalid. */
  errorMessage?: ErrorMessage;
  /** Layout of the options; arrow keys move through them either way. @default 'vertical' */
  orientation?: 'horizontal' | 'vertical';
}

/**
 * A set of mutually exclusive options. Tab reaches the selected option, arrow keys move and select.
 *
 * ```tsx
 * <RadioGroup label="User type" orientation="horizontal" value={userType} onChange={setUserType}>
 *   <Radio value="Owner">Owner</Radio>
 *   <Radio value="Staff">Staff</Radio>
 * </RadioGroup>
 * ```
 */
export function RadioGroup({
  label,
  children,
  description,
  errorMessage,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} orientation={orientation} className={styles.group}>
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <div className={styles.items({ orientation })}>{children}</div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'children' | 'className' | 'style'> {
  /** The option's label. */
  children: ReactNode;
  /** A line of help under this option. */
  description?: ReactNode;
}

/** One option of a `RadioGroup`; `value` is what the group reports when it is chosen. */
export function Radio({ children, description, ...props }: RadioProps) {
  return (
    <RadioField {...props} className={styles.field}>
      <RadioButton className={styles.row}>
        <span className={styles.circle} aria-hidden="true">
          <span className={styles.dot} />
        </span>
        <span>{children}</span>
      </RadioButton>
      {description && (
        <div className={styles.radioDescription}>
          <FieldDescription>{description}</FieldDescription>
        </div>
      )}
    </RadioField>
  );
}
