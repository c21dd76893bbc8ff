import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@countertop/api';
import type { AuditAction } from '@countertop/api';
import { lazyComponent } from '@countertop/app-kit';
import { Button } from '@countertop/ui/Button';
import { Card } from '@countertop/ui/Card';
import { FieldGrid } from '@countertop/ui/Fieldset';
import { Select } from '@countertop/ui/Select';
import { Spinner } from '@countertop/ui/Spinner';
import { Stack } from '@countertop/ui/Stack';
import { Suspense } from 'react';
import type { FieldErrors } from '@/lib/form-errors';
import type { Person } from '../hooks/use-people';
import { NO_FILTERS, type AuditFilterValues } from '../utils/audit-request';
import { DATE_RANGES, type DateRange } from '../utils/date-ranges';
import { AUDIT_TEXT as T } from '../texts';

const DateRangeFields = lazyComponent(async () => (await import('./date-range-fields')).DateRangeFields);

// Select keys cannot be null: "everyone" and "every kind" are keys of their own.
const ALL = 'all';
const chosen = (key: string | number | null) => (key === ALL || key === null ? null : String(key));

const KINDS = [
  { id: ALL, label: T.everyKind },
  ...AUDIT_ACTIONS.map((action) => ({ id: action, label: AUDIT_ACTION_LABELS[action] })),
];
const RANGES = DATE_RANGES.map((range) => ({ id: range, label: T.ranges[range] }));

interface AuditFilterBarProps {
  values: AuditFilterValues;
  people: Person[];
  /** The contract's messages for what is chosen (a From date after the To date). */
  errors: FieldErrors;
  onChange: (patch: Partial<AuditFilterValues>) => void;
}

/** Person, kind and dates: each narrows the trail (and its export) as it changes. */
export function AuditFilterBar({ values, people, errors, onChange }: AuditFilterBarProps) {
  const personOptions = [
    { id: ALL, label: T.everyone },
    ...people.map((person) => ({ id: person.id, label: T.personName(person.name, person.type) })),
  ];
  const isFiltered = values.personId !== null || values.kind !== null || values.range !== 'any';
  return (
    <Card>
      <Stack gap="md" role="group" aria-label={T.filters}>
        <FieldGrid columns={3}>
          <Select
            label={T.person}
            items={personOptions}
            selectedKey={values.personId ?? ALL}
            onSelectionChange={(key) => onChange({ personId: chosen(key) })}
          />
          <Select
            label={T.kind}
            items={KINDS}
            selectedKey={values.kind ?? ALL}
            onSelectionChange={(key) => onChange({ kind: chosen(key) as AuditAction | null })}
          />
          <Select
            label={T.dates}
            items={RANGES}
            selectedKey={values.range}
            onSelectionChange={(key) => onChange({ range: (key ?? 'any') as DateRange })}
          />
          {values.range === 'custom' && (
            <Suspense fallback={<Spinner label={T.loadingDates} />}>
              <DateRangeFields
                labels={T}
                from={values.from}
                to={values.to}
                errors={errors}
                onChange={onChange}
              />
            </Suspense>
          )}
        </FieldGrid>
        {isFiltered && (
          <Stack direction="horizontal" justify="end">
            <Button onPress={() => onChange(NO_FILTERS)}>{T.clear}</Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
