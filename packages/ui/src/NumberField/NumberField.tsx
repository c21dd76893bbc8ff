import {
  Button,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles, type ErrorMessage } from '../Field';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children' | 'className' | 'style'> {
  /** Visible label. Without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the input, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown under the input while it is invalid. */
  errorMessage?: ErrorMessage;
  /** Text shown in the empty input. */
  placeholder?: string;
  /** Shows − and + buttons (they are skipped by Tab; arrow keys step too). @default true */
  showSteppers?: boolean;
}

/**
 * A number input: typing is limited to numbers, arrow keys and the steppers step by `step`,
 * Home/End jump to `minValue`/`maxValue`, and the value is clamped to them on blur (RAC).
 *
 * ```tsx
 * <NumberField label="Number of counters" minValue={1} step={1} value={n} onChange={setN} />
 * ```
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  showSteppers = true,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField {...props} className={fieldStyles.field}>
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group className={styles.group}>
        <Input placeholder={placeholder} className={styles.input} />
        {showSteppers && (
          <>
            {/* RAC names these "Decrease"/"Increase" (localised) and keeps them out of the Tab order. */}
            <Button slot="decrement" className={styles.stepper}>
              <Minus size={14} aria-hidden="true" />
            </Button>
            <Button slot="increment" className={styles.stepper}>
              <Plus size={14} aria-hidden="true" />
            </Button>
          </>
        )}
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACNumberField>
  );
}
