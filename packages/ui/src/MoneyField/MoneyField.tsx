import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { useState, type ReactNode, type Ref } from 'react';
import { useNumberFormatter } from 'react-aria';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles, type ErrorMessage } from '../Field';
import { isMoneyInput } from './money';
import * as styles from './MoneyField.css';
import { useUiStrings } from '../intl';
import { moneyField } from '../intl/en-AU/moneyField';

export interface MoneyFieldProps extends Omit<
  RACTextFieldProps,
  'children' | 'className' | 'style' | 'type' | 'inputMode' | 'pattern'
> {
  /** Visible label. Without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Help text under the input, e.g. 'Available: $12.50'. */
  description?: ReactNode;
  /** Shown under the input while it is invalid (`isInvalid`), e.g. 'Cannot exceed $12.50'. */
  errorMessage?: ErrorMessage;
  /** Text shown in the empty input. @default '0.00' */
  placeholder?: string;
  /**
   * Currency sign drawn before the amount. @default the locale's sign for Australian dollars ('$' in
   * en-AU, 'AU$' in zh-CN): Countertop's money is always AUD
   */
  prefix?: string;
  /** The input element, e.g. to focus it. */
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Shown as the field's error after a keystroke or paste was refused, until the next accepted one.
   * @default 'Use digits only, with at most two decimals.'
   */
  refusedMessage?: string;
}

/**
 * An amount of money, as typed text ('12.50'). Keystrokes and pastes that would make anything
 * other than digits with at most two decimals are rejected (the text stays as it was, and the
 * field says why, so a refused paste of '12.345' does not leave it silently empty), so the
 * value is always a valid partial amount. The field deals in text only: the app reads the amount
 * with its own money type and says what is wrong through `isInvalid` and `errorMessage`.
 *
 * ```tsx
 * <MoneyField label="Amount" value={amount} onChange={setAmount} description="Available: $12.50"
 *   isInvalid={tooMuch} errorMessage="Cannot exceed $12.50" />
 * ```
 */
export function MoneyField({
  label,
  description,
  errorMessage,
  placeholder = '0.00',
  prefix: ownPrefix,
  inputRef,
  refusedMessage: ownRefusedMessage,
  value: controlledValue,
  defaultValue = '',
  onChange,
  ...props
}: MoneyFieldProps) {
  const strings = useUiStrings('moneyField', moneyField);
  const refusedMessage = ownRefusedMessage ?? strings.format('refused');
  const dollars = useNumberFormatter({ style: 'currency', currency: 'AUD' });
  const prefix = ownPrefix ?? dollars.formatToParts(0).find((part) => part.type === 'currency')?.value;
  const [ownValue, setOwnValue] = useState(() => (isMoneyInput(defaultValue) ? defaultValue : ''));
  const value = controlledValue ?? ownValue;
  const [refused, setRefused] = useState(false);

  return (
    <RACTextField
      {...props}
      isInvalid={refused || props.isInvalid}
      value={value}
      onChange={(next) => {
        // Not storing a rejected edit makes React put the previous text back into the input.
        setRefused(!isMoneyInput(next));
        if (!isMoneyInput(next)) return;
        setOwnValue(next);
        onChange?.(next);
      }}
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
      <FieldErrorText>{refused ? refusedMessage : errorMessage}</FieldErrorText>
    </RACTextField>
  );
}
