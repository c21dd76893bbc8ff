import type { AuditAction, AuditFilters } from '@countertop/api';
import type { DateRange } from './date-ranges';

/** What the filter bar holds: nothing chosen is null; `from` and `to` are the custom range's days. */
export interface AuditFilterValues {
  personId: string | null;
  kind: AuditAction | null;
  range: DateRange;
  from: string | null;
  to: string | null;
}

export const NO_FILTERS: AuditFilterValues = {
  personId: null,
  kind: null,
  range: 'any',
  from: null,
  to: null,
};

/** The filters as the list and the export take them, leaving out what is not chosen. */
export function auditRequest(values: AuditFilterValues): AuditFilters {
  const { personId, kind, range, from, to } = values;
  const custom = range === 'custom';
  return {
    ...(personId ? { actorUserId: personId } : {}),
    ...(kind ? { action: [kind] } : {}),
    ...(range !== 'any' && !custom ? { span: range } : {}),
    ...(custom && from ? { from } : {}),
    ...(custom && to ? { to } : {}),
  };
}
