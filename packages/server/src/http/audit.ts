import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
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
 * What a back-office change records of itself; `deviceUuid` names the caller's device when its row
 * went with the change (a device deleting itself).
 */
export type BackOfficeEvent = Omit<AuditEvent, 'businessId' | 'actorUserId'> & {
  deviceUuid?: string | undefined;
};

/**
 * Makes a signed-in owner's or staff member's change and records it, in their business, from the
 * request's origin, in one transaction: the change and its audit event commit together or not at
 * all, so a failed audit write never leaves an unrecorded change behind a 500.
 */
export function auditedChange<T>(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  { request, auth }: { request: FastifyRequest; auth: Auth },
  change: (tx: Tx) => Promise<T>,
  describe: (result: T) => BackOfficeEvent,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    const { deviceUuid, ...event } = describe(result);
    const origin = auditOrigin(request);
    if (deviceUuid) origin.device = { uuid: deviceUuid };
    await recordAudit(tx, origin, clock.now(), {
      ...event,
      businessId: auth.businessId,
      actorUserId: auth.userId,
    });
    return result;
  });
}
