import {
  Input,
  TextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles, type ErrorMessage } from '../Field';
import { useUiStrings } from '../intl';
import { textField } from '../intl/en-AU/textField';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children' | 'className' | 'style'> {
  /** Visible label. Without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the input, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown under the input while it is invalid (`isInvalid`, or native/`validate` validation). */
  errorMessage?: ErrorMessage;
  /** Text shown in the empty input. Not a label: screen readers may skip it. */
  placeholder?: string;
  /**
   * With `isReadOnly`, tags the label 'Read-only' and gives the input a flat look, for forms that
   * mix fields a person can change with fields they cannot. @default false
   */
  markReadOnly?: boolean;
  /**
   * Makes it a multi-line text area showing this many lines, for text of a few sentences (an
   * offer's description); Enter then starts a new line instead of submitting the form.
   */
  rows?: number;
}

/**
 * A text input with label, description and error message: one line, or several with `rows`. Every
 * RAC TextField prop passes through: `type`, `inputMode`, `autoComplete`, `maxLength`, `isRequired`,
 * `validate`, …
 *
 * ```tsx
 * <TextField label="Email" type="email" autoComplete="email" isRequired value={email} onChange={setEmail} />
 * <TextField label="OTP" inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
 * <TextField label="Description" rows={4} />
 * ```
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  markReadOnly = false,
  rows,
  ...props
}: TextFieldProps) {
  const strings = useUiStrings('textField', textField);
  const marked = markReadOnly && props.isReadOnly;
  const controlClass = `${fieldStyles.control} ${rows ? styles.textArea : styles.input}${marked ? ` ${styles.readOnly}` : ''}`;
  return (
    <RACTextField {...props} className={fieldStyles.field}>
      {label && (
        <FieldLabel
          isRequired={props.isRequired}
          readOnlyMark={marked ? strings.format('readOnly') : undefined}
        >
          {label}
        </FieldLabel>
      )}
      {rows ? (
        <TextArea placeholder={placeholder} rows={rows} className={controlClass} />
      ) : (
        <Input placeholder={placeholder} className={controlClass} />
      )}
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACTextField>
  );
}
