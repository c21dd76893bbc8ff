import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  type Key,
  type ListBoxItemProps,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { Check, ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles, type ErrorMessage } from '../Field';
import * as styles from './Select.css';

/** The simplest option: an id and the text shown for it. */
export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

type Superseded =
  'children' | 'className' | 'style' | 'items' | 'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange';

export interface SelectProps<T extends object = SelectOption> extends Omit<RACSelectProps<T>, Superseded> {
  /** Visible label. Without one, give the select an `aria-label`. */
  label?: ReactNode;
  /** Help text under the field, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown under the field while it is invalid. */
  errorMessage?: ErrorMessage;
  /** Text of the button while nothing is chosen. @default 'Select an item' (localised by RAC) */
  placeholder?: string;
  /** Options as data; rendered by `children` when it is a function, else as their `label`. */
  items?: Iterable<T>;
  /** `SelectItem`s, or a function that renders one per item of `items`. */
  children?: ReactNode | ((item: T) => ReactNode);
  /** The chosen option's id (controlled); `null` for none. Same as RAC's `value`. */
  selectedKey?: Key | null;
  /** The option chosen at first (uncontrolled). Same as RAC's `defaultValue`. */
  defaultSelectedKey?: Key | null;
  /** Called with the id of the option the user chooses. Same as RAC's `onChange`. */
  onSelectionChange?: (key: Key | null) => void;
}

/**
 * A labelled button that opens a list of options (a listbox in a popover). Type-ahead, arrow keys,
 * Enter/Space and Escape come from RAC.
 *
 * ```tsx
 * <Select label="Store" items={stores.map((s) => ({ id: s.id, label: s.name }))}
 *   selectedKey={storeId} onSelectionChange={setStoreId} />
 * ```
 */
export function Select<T extends object = SelectOption>({
  label,
  description,
  errorMessage,
  items,
  children,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  value,
  defaultValue,
  onChange,
  ...props
}: SelectProps<T>) {
  const labelId = useId();
  const valueId = useId();
  return (
    <RACSelect<T>
      {...props}
      value={selectedKey !== undefined ? selectedKey : value}
      defaultValue={defaultSelectedKey !== undefined ? defaultSelectedKey : defaultValue}
      onChange={(key) => {
        onChange?.(key);
        onSelectionChange?.(key);
      }}
      className={fieldStyles.field}
    >
      {label && (
        <FieldLabel id={labelId} isRequired={props.isRequired}>
          {label}
        </FieldLabel>
      )}
      {/* RAC names the button "value label"; label first reads better ("Store, Main Street")
          and lets people and tests find the field by its label. */}
      <Button className={styles.trigger} aria-labelledby={label ? `${labelId} ${valueId}` : undefined}>
        <SelectValue id={valueId} className={styles.value} />
        <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={styles.popover} offset={4}>
        <ListBox<T> items={items} className={styles.listBox}>
          {children ?? renderSelectOption}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

/** Renders data items without a `children` function (Select's and ComboBox's): they are `SelectOption`s. */
export function renderSelectOption(item: object) {
  const option = item as Partial<SelectOption>;
  return (
    <SelectItem id={option.id} isDisabled={option.isDisabled}>
      {option.label ?? ''}
    </SelectItem>
  );
}

export interface SelectItemProps extends Omit<ListBoxItemProps, 'className' | 'style' | 'children'> {
  /** What the option shows. Give `textValue` too when this is not plain text (for type-ahead). */
  children: ReactNode;
}

/** One option of a `Select`; rich content is fine (e.g. an amount and a discount). */
export function SelectItem({ children, ...props }: SelectItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem {...props} textValue={textValue} className={styles.item}>
      <span className={styles.itemLabel}>{children}</span>
      <Check className={styles.check} size={16} aria-hidden="true" />
    </ListBoxItem>
  );
}
