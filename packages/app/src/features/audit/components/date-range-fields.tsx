import { DatePicker } from '@countertop/ui/DatePicker';
import { errorProps } from '@/lib/form-errors';

interface DateRangeFieldsProps {
  labels: { from: string; to: string };
  from: string | null;
  to: string | null;
  /** What is wrong with each day, under its field (a From date after the To date). */
  errors: { from?: string | undefined; to?: string | undefined };
  onChange: (days: { from?: string | null; to?: string | null }) => void;
}

/**
 * The two days of a chosen range, typed or picked in a calendar. Loaded on demand ('Choose
 * dates'): the calendars are the heaviest part of the audit screen and most looks are at a recent
 * span. It takes its labels rather than importing the screen's texts, so its chunk needs nothing
 * of the screen's.
 */
export function DateRangeFields({ labels, from, to, errors, onChange }: DateRangeFieldsProps) {
  return (
    <>
      <DatePicker
        label={labels.from}
        value={from}
        onChange={(day) => onChange({ from: day })}
        {...errorProps(errors.from)}
      />
      <DatePicker
        label={labels.to}
        value={to}
        onChange={(day) => onChange({ to: day })}
        {...errorProps(errors.to)}
      />
    </>
  );
}
