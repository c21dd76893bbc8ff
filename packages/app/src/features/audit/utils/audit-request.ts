import type { AuditAction, AuditFilters } from '@countertop/api';

/** What the filter bar holds: nothing chosen is null. */
export interface AuditFilterValues {
  personId: string | null;
  kind: AuditAction | null;
  from: string | null;
  to: string | null;
}

export const NO_FILTERS: AuditFilterValues = { personId: null, kind: null, from: null, to: null };

/** The filters as the list and the export take them, leaving out what is not chosen. */
export function auditRequest({ personId, kind, from, to }: AuditFilterValues): AuditFilters {
  return {
    ...(personId ? { actorUserId: personId } : {}),
    ...(kind ? { action: [kind] } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}
