import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { useState, type ReactNode, type Ref } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles, type ErrorMessage } from '../Field';
import { formatMoney, isMoneyInput, parseMoney } from './money';
import * as styles from './MoneyField.css';

export interface MoneyFieldProps extends Omit<
  RACTextFieldProps,
  'children' | 'className' | 'style' | 'type' | 'inputMode' | 'pattern'
> {
  /** Visible label. Without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the input, e.g. 'Available: $12.50'. */
  description?: ReactNode;
  /** Shown under the input while it is invalid (`isInvalid`); the `maximum` check has its own message. */
  errorMessage?: ErrorMessage;
  /** Text shown in the empty input. @default '0.00' */
  placeholder?: string;
  /** Largest amount allowed; above it the field is invalid and shows `maximumMessage`. @default undefined (no limit) */
  maximum?: number;
  /** Message for an amount above `maximum`. @default 'Cannot exceed $X.XX' */
  maximumMessage?: string | ((maximum: number) => string);
  /** Currency sign drawn before the amount. @default '$' */
  prefix?: string;
  /** The input element, e.g. to focus it. */
  inputRef?: Ref<HTMLInputElement>;
}

const defaultMaximumMessage = (maximum: number) => `Cannot exceed ${formatMoney(maximum)}`;

/**
 * An amount of dollars, as typed text ('12.50'). Keystrokes and pastes that would make anything
 * other than digits with at most two decimals are rejected (the text stays as it was), so the
 * value is always a valid partial amount. Parse it with `parseMoney`.
 *
 * ```tsx
 * <MoneyField label="Wallet Redeem Amount" value={wallet} onChange={setWallet}
 *   maximum={balance} description={`Available: ${formatMoney(balance)}`} />
 * ```
 */
export function MoneyField({
  label,
  description,
  errorMessage,
  placeholder = '0.00',
  maximum,
  maximumMessage = defaultMaximumMessage,
  prefix = '$',
  inputRef,
  value: controlledValue,
  defaultValue = '',
  onChange,
  isInvalid,
  ...props
}: MoneyFieldProps) {
  const [ownValue, setOwnValue] = useState(() => (isMoneyInput(defaultValue) ? defaultValue : ''));
  const value = controlledValue ?? ownValue;
  const amount = parseMoney(value);
  const isOverMaximum = maximum !== undefined && amount !== null && amount > maximum;
  const overMessage =
    maximum === undefined
      ? undefined
      : typeof maximumMessage === 'function'
        ? maximumMessage(maximum)
        : maximumMessage;

  return (
    <RACTextField
      {...props}
      value={value}
      onChange={(next) => {
        // Not storing a rejected edit makes React put the previous text back into the input.
        if (!isMoneyInput(next)) return;
        setOwnValue(next);
        onChange?.(next);
      }}
      isInvalid={isInvalid || isOverMaximum}
      className={fieldStyles.field}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <div className={styles.box}>
        {/* The label names the amount; the sign is visual, like the '$' printed on a form. */}
        <span className={styles.prefix} aria-hidden="true">
          {prefix}
        </span>
        <Input ref={inputRef} inputMode="decimal" placeholder={placeholder} className={styles.input} />
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{isOverMaximum ? overMessage : errorMessage}</FieldErrorText>
    </RACTextField>
  );
}
