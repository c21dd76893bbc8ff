import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@countertop/api';
import type { AuditAction } from '@countertop/api';
import { Button, Card, DatePicker, FieldGrid, Select, Stack } from '@countertop/ui';
import type { FieldErrors } from '@/lib/form-errors';
import { errorProps } from '@/lib/form-errors';
import type { Person } from '../hooks/use-people';
import { NO_FILTERS, type AuditFilterValues } from '../utils/audit-request';
import { AUDIT_TEXT as T } from '../texts';

// Select keys cannot be null: "everyone" and "every kind" are keys of their own.
const ALL = 'all';

const KINDS = [
  { id: ALL, label: T.everyKind },
  ...AUDIT_ACTIONS.map((action) => ({ id: action, label: AUDIT_ACTION_LABELS[action] })),
];

interface AuditFilterBarProps {
  values: AuditFilterValues;
  people: Person[];
  /** The contract's messages for what is chosen (a From date after the To date). */
  errors: FieldErrors;
  onChange: (patch: Partial<AuditFilterValues>) => void;
}

/** Person, kind and the days from and to: each narrows the trail (and its export) as it changes. */
export function AuditFilterBar({ values, people, errors, onChange }: AuditFilterBarProps) {
  const personOptions = [
    { id: ALL, label: T.everyone },
    ...people.map((person) => ({ id: person.id, label: T.personName(person.name, person.type) })),
  ];
  const isFiltered = Object.values(values).some((value) => value !== null);
  return (
    <Card>
      <Stack gap="md" role="group" aria-label={T.filters}>
        <FieldGrid columns={2}>
          <Select
            label={T.person}
            items={personOptions}
            selectedKey={values.personId ?? ALL}
            onSelectionChange={(key) =>
              onChange({ personId: key === ALL || key === null ? null : String(key) })
            }
          />
          <Select
            label={T.kind}
            items={KINDS}
            selectedKey={values.kind ?? ALL}
            onSelectionChange={(key) =>
              onChange({ kind: key === ALL || key === null ? null : (key as AuditAction) })
            }
          />
          <DatePicker
            label={T.from}
            value={values.from}
            onChange={(from) => onChange({ from })}
            {...errorProps(errors.from)}
          />
          <DatePicker
            label={T.to}
            value={values.to}
            onChange={(to) => onChange({ to })}
            {...errorProps(errors.to)}
          />
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
