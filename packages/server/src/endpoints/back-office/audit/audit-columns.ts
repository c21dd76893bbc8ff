import { AUDIT_ACTION_LABELS, auditFacts, auditSubject, type AuditEvent } from '../../../contract.js';
import { csvText, type csvDates, type CsvColumn } from '../records/csv.js';

const PERSON_TYPE = { B: 'Owner', S: 'Staff' } as const;

/**
 * The audit export's columns: what the /audit screen shows of each event, in the same words (the
 * contract's), then the browser the screen leaves out. Dates are ISO 8601 with the offset of the
 * business's time zone.
 */
export function auditColumns(date: ReturnType<typeof csvDates>): CsvColumn<AuditEvent>[] {
  return [
    { header: 'Date', value: (e) => date(e.createdAt) },
    { header: 'Person', value: (e) => csvText(e.actorName) },
    { header: 'Person Type', value: (e) => (e.actorType ? PERSON_TYPE[e.actorType] : '') },
    { header: 'Kind', value: (e) => AUDIT_ACTION_LABELS[e.action] },
    { header: 'Details', value: (e) => csvText(auditFacts(e)) },
    { header: 'About', value: (e) => csvText(auditSubject(e)) },
    { header: 'IP Address', value: (e) => e.ipAddress },
    { header: 'Device', value: (e) => csvText(e.deviceName ?? e.deviceUuid) },
    { header: 'Browser', value: (e) => csvText(e.userAgent) },
  ];
}
