import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker as RACDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  type DatePickerProps as RACDatePickerProps,
} from 'react-aria-components';
import type { CalendarDate } from '@internationalized/date';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles, type ErrorMessage } from '../Field';
import { IconButton } from '../IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { fromBound, fromIsoDate } from './isoDate';
import { useUiStrings } from '../intl';
import { datePicker } from '../intl/en-AU/datePicker';
import * as styles from './DatePicker.css';

type Superseded =
  | 'children'
  | 'className'
  | 'style'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'minValue'
  | 'maxValue'
  | 'placeholderValue';

export interface DatePickerProps extends Omit<RACDatePickerProps<CalendarDate>, Superseded> {
  /** Visible label. Without one, give the picker an `aria-label`. */
  label?: ReactNode;
  /** Help text under the field, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown under the field while it is invalid. @default RAC's localised range message */
  errorMessage?: ErrorMessage;
  /** The date as 'YYYY-MM-DD' (controlled); `null` for none. */
  value?: string | null;
  /** The date at first (uncontrolled), as 'YYYY-MM-DD'. */
  defaultValue?: string | null;
  /** Called with the new date as 'YYYY-MM-DD', or null when cleared. */
  onChange?: (value: string | null) => void;
  /** Earliest allowed date: 'YYYY-MM-DD' or 'today'. Earlier days are disabled in the calendar. @default undefined */
  minValue?: string;
  /** Latest allowed date: 'YYYY-MM-DD' or 'today'. @default undefined */
  maxValue?: string;
}

/**
 * A date typed segment by segment (arrow keys change the focused segment) or chosen from a
 * calendar (the button, or Alt+ArrowDown, opens it; arrows move by day, PageUp/PageDown by
 * month, Enter chooses, Escape closes). Values are ISO date strings.
 *
 * ```tsx
 * <DatePicker label="Expires On" minValue="today" value={expiry} onChange={setExpiry} isRequired />
 * ```
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  ...props
}: DatePickerProps) {
  const strings = useUiStrings('datePicker', datePicker);
  return (
    <RACDatePicker<CalendarDate>
      {...props}
      value={fromIsoDate(value)}
      defaultValue={fromIsoDate(defaultValue)}
      onChange={(date) => onChange?.(date ? date.toString() : null)}
      minValue={fromBound(minValue)}
      maxValue={fromBound(maxValue)}
      className={fieldStyles.field}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group className={styles.box}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        {/* RAC names it "Calendar" and links it to the label. */}
        <Button className={styles.calendarButton}>
          <CalendarDays size={16} aria-hidden="true" />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={styles.popover} offset={4} placement="bottom start">
        <Dialog className={styles.dialog}>
          <Calendar<CalendarDate>>
            <header className={styles.calendarHeader}>
              <IconButton slot="previous" label={strings.format('previousMonth')} size="sm" tooltip={false}>
                <ChevronLeftIcon />
              </IconButton>
              <Heading className={styles.calendarHeading} />
              <IconButton slot="next" label={strings.format('nextMonth')} size="sm" tooltip={false}>
                <ChevronRightIcon />
              </IconButton>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </RACDatePicker>
  );
}
