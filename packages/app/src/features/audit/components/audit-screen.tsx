import {
  AUDIT_ACTION_LABELS,
  auditFacts,
  auditFilters,
  auditSubject,
  exportAuditEvents,
} from '@countertop/api';
import type { AuditEvent } from '@countertop/api';
import { useAuditEvents } from '@countertop/api/react';
import { formatDateTime } from '@countertop/app-kit';
import { PageHeader } from '@countertop/ui/PageHeader';
import { Stack } from '@countertop/ui/Stack';
import type { DataTableColumn } from '@countertop/ui/DataTable';
import { useState } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button';
import { PagedTable } from '@/components/paged-table';
import { fieldErrors, hasErrors } from '@/lib/form-errors';
import { PAGED_LIST_QUERY, usePage } from '@/lib/use-page';
import { usePeople } from '../hooks/use-people';
import { auditRequest, NO_FILTERS, type AuditFilterValues } from '../utils/audit-request';
import { AUDIT_PAGE_SIZE, AUDIT_TEXT as T } from '../texts';
import { AuditFilterBar } from './audit-filter-bar';

const who = (event: AuditEvent) =>
  event.actorName && event.actorType ? T.personName(event.actorName, event.actorType) : T.unknownPerson;

function What({ event }: { event: AuditEvent }) {
  const facts = auditFacts(event);
  return (
    <Stack gap="xxs">
      <strong>{AUDIT_ACTION_LABELS[event.action]}</strong>
      {facts && <span>{facts}</span>}
    </Stack>
  );
}

const when: DataTableColumn<AuditEvent> = {
  id: 'when',
  header: T.columns.when,
  cell: (event) => formatDateTime(event.createdAt),
};
const what: DataTableColumn<AuditEvent> = {
  id: 'what',
  header: T.columns.what,
  cell: (event) => <What event={event} />,
  isRowHeader: true,
};
const columns: DataTableColumn<AuditEvent>[] = [
  when,
  { id: 'who', header: T.columns.who, cell: who },
  what,
  { id: 'about', header: T.columns.about, cell: auditSubject },
  {
    id: 'from',
    header: T.columns.from,
    cell: (event) => (
      <Stack gap="xxs">
        <span>{event.ipAddress}</span>
        <span>{event.deviceName ?? event.deviceUuid ?? T.unknownDevice}</span>
      </Stack>
    ),
  },
];

/** On a phone: what happened, with who and when under it; the rest is in the CSV. */
const phoneColumns: DataTableColumn<AuditEvent>[] = [
  {
    ...what,
    cell: (event) => (
      <Stack gap="xxs">
        <What event={event} />
        <span>{`${who(event)}, ${formatDateTime(event.createdAt)}`}</span>
      </Stack>
    ),
  },
];

/**
 * /audit (owners only, docs/product/management.md, Audit): the business's audit trail, newest
 * first, 10 a page, narrowed by person, kind and dates (a recent span, or days chosen; days where
 * the business is). Export CSV saves every event that passes the same filters. A From date after
 * the To date is said on the field and asks nothing.
 */
export function AuditScreen() {
  const people = usePeople();
  const paging = usePage(AUDIT_PAGE_SIZE);
  const [values, setValues] = useState<AuditFilterValues>(NO_FILTERS);
  const filters = auditRequest(values);
  const errors = fieldErrors(auditFilters, filters);
  const list = useAuditEvents(
    { ...paging.request, ...filters },
    { ...PAGED_LIST_QUERY, enabled: !hasErrors(errors) },
  );

  function change(patch: Partial<AuditFilterValues>) {
    setValues((current) => ({ ...current, ...patch }));
    paging.setPage(1);
  }

  return (
    <>
      <PageHeader
        title={T.title}
        description={T.description}
        actions={<ExportCsvButton endpoint={exportAuditEvents} filters={filters} />}
      />
      <Stack gap="lg">
        <AuditFilterBar values={values} people={people} errors={errors} onChange={change} />
        <PagedTable
          texts={T}
          paging={paging}
          query={list}
          listPage={
            list.data ? { totalItems: list.data.events, totalCount: list.data.totalCount } : undefined
          }
          columns={columns}
          phoneColumns={phoneColumns}
          getRowId={(event) => event.id}
        />
      </Stack>
    </>
  );
}
