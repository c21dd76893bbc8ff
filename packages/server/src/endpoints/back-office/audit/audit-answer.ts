import type { AuditEvent } from '../../../contract.js';
import type { AuditEventRecord } from './audit-repository.js';

/** An audit event as the /audit screen and its export read it. */
export function toAuditEvent({ event, actorName, actorType, deviceName }: AuditEventRecord): AuditEvent {
  return {
    id: String(event.id),
    action: event.action,
    actorName,
    actorType,
    subject: event.subject,
    ipAddress: event.ipAddress,
    deviceUuid: event.deviceUuid,
    deviceName,
    userAgent: event.userAgent,
    details: event.details,
    createdAt: event.createdAt.toISOString(),
  };
}
