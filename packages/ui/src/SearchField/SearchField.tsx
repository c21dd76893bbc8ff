import {
  Button,
  ButtonContext,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { useState, type ReactNode, type Ref } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles, type ErrorMessage } from '../Field';
import { IconButton } from '../IconButton';
import { CloseIcon, SearchIcon } from '../icons';
import * as styles from './SearchField.css';
import { useUiStrings } from '../intl';
import { searchField } from '../intl/en-AU/searchField';

export interface SearchFieldProps extends Omit<
  RACSearchFieldProps,
  'children' | 'className' | 'style' | 'onSubmit'
> {
  /** Visible label. Without one, give the field an `aria-label`. */
  label?: ReactNode;
  /** Text shown in the empty input. */
  placeholder?: string;
  /** Help text under the input. */
  description?: ReactNode;
  /** Shown under the input while it is invalid. */
  errorMessage?: ErrorMessage;
  /** Called with the trimmed query on Enter or the search button; never for blank queries or while busy. */
  onSubmit?: (query: string) => void;
  /** A search is running: the search button shows a spinner and further submits are ignored. @default false */
  isBusy?: boolean;
  /** Name of the search button (and its tooltip). @default 'Search' (localised) */
  submitLabel?: string;
  /** Read by screen readers while busy. @default 'Searching' (localised) */
  busyLabel?: string;
  /** Controls placed between the input and the search button, e.g. a camera IconButton. */
  actions?: ReactNode;
  /** The input element, to focus it again after a search. */
  inputRef?: Ref<HTMLInputElement>;
}

/** The query to submit, or null when there is nothing to search for. */
export function searchQuery(value: string): string | null {
  const query = value.trim();
  return query === '' ? null : query;
}

/**
 * A search box with a search button. Enter or the button submits the trimmed query; blank
 * queries do nothing; `isBusy` blocks a second submit until the first is done. Escape clears.
 *
 * ```tsx
 * <SearchField aria-label="Search contacts" placeholder="Enter a name or number"
 *   isBusy={search.isPending} onSubmit={(q) => search.mutate(q)}
 *   actions={<IconButton label="Scan a QR code" onPress={openScanner}><CameraIcon /></IconButton>} />
 * ```
 */
export function SearchField({
  label,
  placeholder,
  description,
  errorMessage,
  onSubmit,
  isBusy = false,
  submitLabel: ownSubmitLabel,
  busyLabel: ownBusyLabel,
  actions,
  inputRef,
  value: controlledValue,
  defaultValue = '',
  onChange,
  ...props
}: SearchFieldProps) {
  const strings = useUiStrings('searchField', searchField);
  const submitLabel = ownSubmitLabel ?? strings.format('submit');
  const busyLabel = ownBusyLabel ?? strings.format('busy');
  // Kept here as well as in RAC so the search button can submit the current text.
  const [ownValue, setOwnValue] = useState(defaultValue);
  const value = controlledValue ?? ownValue;

  const submit = (text: string) => {
    const query = searchQuery(text);
    if (query === null || isBusy || props.isDisabled) return;
    onSubmit?.(query);
  };

  return (
    <RACSearchField
      {...props}
      value={value}
      onChange={(next) => {
        setOwnValue(next);
        onChange?.(next);
      }}
      onSubmit={submit}
      className={fieldStyles.field}
      data-busy={isBusy || undefined}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <div className={styles.row}>
        <div className={styles.box}>
          <SearchIcon className={styles.icon} size={16} aria-hidden="true" />
          <Input ref={inputRef} placeholder={placeholder} className={styles.input} />
          {/* RAC's clear button: named "Clear search", skipped by Tab (Escape clears too). */}
          <Button className={styles.clear}>
            <CloseIcon size={14} aria-hidden="true" />
          </Button>
        </div>
        {/* RAC's SearchField turns every Button inside it into a clear button through
            ButtonContext; the actions and the submit button must not inherit that. */}
        <ButtonContext.Provider value={null}>
          {actions}
          <IconButton
            label={submitLabel}
            variant="primary"
            isPending={isBusy}
            pendingLabel={busyLabel}
            isDisabled={props.isDisabled}
            onPress={() => submit(value)}
          >
            <SearchIcon />
          </IconButton>
        </ButtonContext.Provider>
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACSearchField>
  );
}
