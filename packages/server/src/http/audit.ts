import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/client.js';
import { recordAudit, type AuditEvent, type AuditOrigin } from '../domain/audit/audit-trail.js';
import type { Auth } from '../domain/caller.js';

/**
 * Where a request came from, for the audit trail: Fastify's client address (behind a proxy, what
 * TRUST_PROXY lets it read), the User-Agent, and the device: the signed-in session's, else the
 * one a sign-in names.
 */
export function auditOrigin(request: FastifyRequest, signInDeviceUuid?: string): AuditOrigin {
  const userAgent = request.headers['user-agent'];
  const device = request.auth
    ? { rowId: request.auth.deviceId }
    : signInDeviceUuid
      ? { uuid: signInDeviceUuid }
      : null;
  return { ipAddress: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null, device };
}

/**
 * Records what a signed-in owner or staff member did, in their business, from the request's
 * origin. `within` is the operation's transaction when it has one; `deviceUuid` names the
 * caller's device when its row is gone (a device deleting itself).
 */
export function auditBackOffice(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  request: FastifyRequest,
  auth: Auth,
  event: Omit<AuditEvent, 'businessId' | 'actorUserId'>,
  { within = db, deviceUuid }: { within?: Queryable; deviceUuid?: string | undefined } = {},
): Promise<void> {
  const origin = auditOrigin(request);
  if (deviceUuid) origin.device = { uuid: deviceUuid };
  return recordAudit(within, origin, clock.now(), {
    ...event,
    businessId: auth.businessId,
    actorUserId: auth.userId,
  });
}
