import {
  Button,
  ComboBox as RACComboBox,
  Group,
  Input,
  ListBox,
  Popover,
  type ComboBoxProps as RACComboBoxProps,
  type Key,
} from 'react-aria-components';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles, type ErrorMessage } from '../Field';
import type { SelectOption } from '../Select';
import { renderSelectOption } from '../Select/Select';
import * as selectStyles from '../Select/Select.css';
import * as styles from './ComboBox.css';
import { useUiStrings } from '../intl';
import { comboBox } from '../intl/en-AU/comboBox';

type Superseded =
  | 'children'
  | 'className'
  | 'style'
  | 'items'
  | 'defaultItems'
  | 'selectionMode'
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'value'
  | 'defaultValue'
  | 'onChange';

export interface ComboBoxProps<T extends object = SelectOption> extends Omit<
  RACComboBoxProps<T, 'single'>,
  Superseded
> {
  /** Visible label. Without one, give the combo box an `aria-label`. */
  label?: ReactNode;
  /** Help text under the field, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown under the field while it is invalid. */
  errorMessage?: ErrorMessage;
  /** Text shown in the empty input. */
  placeholder?: string;
  /** Options as data, filtered by RAC as the user types (`SelectOption`s unless `children` renders them). */
  defaultItems?: Iterable<T>;
  /** Options as data when the caller filters them itself (e.g. from a server), with `inputValue`. */
  items?: Iterable<T>;
  /** `ComboBoxItem`s, or a function that renders one per item. */
  children?: ReactNode | ((item: T) => ReactNode);
  /** The chosen option's id (controlled); `null` for none. */
  selectedKey?: Key | null;
  /** The option chosen at first (uncontrolled). */
  defaultSelectedKey?: Key | null;
  /** Called with the id of the option the user chooses, or null when the text no longer matches one. */
  onSelectionChange?: (key: Key | null) => void;
  /** Shown in the open list when nothing matches the text. @default 'No results' (localised) */
  emptyText?: string;
}

/**
 * A text input with a list of suggestions that filters as the user types. Arrow keys move
 * through the options, Enter chooses, Escape closes then clears (RAC).
 *
 * ```tsx
 * <ComboBox label="State" defaultItems={states.map((s) => ({ id: s.code, label: s.name }))}
 *   selectedKey={state} onSelectionChange={setState} />
 * ```
 */
export function ComboBox<T extends object = SelectOption>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  emptyText: ownEmptyText,
  ...props
}: ComboBoxProps<T>) {
  const strings = useUiStrings('comboBox', comboBox);
  const emptyText = ownEmptyText ?? strings.format('empty');
  return (
    <RACComboBox<T, 'single'>
      {...props}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={(key) => onSelectionChange?.(key)}
      // Lets the list open with its empty text, so "no match" is said rather than nothing shown.
      allowsEmptyCollection
      className={fieldStyles.field}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group className={styles.box}>
        <Input placeholder={placeholder} className={styles.input} />
        {/* RAC names it from the label ("Show suggestions") and keeps it out of the Tab order. */}
        <Button className={styles.toggle}>
          <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={selectStyles.popover} offset={4}>
        <ListBox<T>
          className={selectStyles.listBox}
          renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}
        >
          {children ?? renderSelectOption}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}

/** One option of a `ComboBox` (the same option as `Select`'s). */
export { SelectItem as ComboBoxItem } from '../Select';
