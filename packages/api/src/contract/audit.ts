import { z } from 'zod';
import { pageRequest } from './common.js';
import { endpoint } from './endpoint.js';

/** What the audit trail records (docs/domain.md, "Audit trail"). */
export const AUDIT_ACTIONS = [
  'sign-in',
  'code-check-failed',
  'device-deleted',
  'staff-added',
  'staff-updated',
  'reward-plan-changed',
  'refund',
  'gift-card-template-added',
  'gift-card-template-updated',
  'gift-card-template-published',
  'gift-card-template-deleted',
  'refund-refused',
  'alert-updated',
  'alert-settings-changed',
  'consent-accepted',
  'consent-left',
  'consent-blocked',
] as const;
export const auditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditAction>;

/** One recorded event: who, what, about what, from where (address, device, browser) and when. */
export const auditEvent = z.object({
  id: z.string(),
  action: auditAction,
  /** The owner or staff member who acted; null when nobody had proved who they are (a failed check). */
  actorName: z.string().nullable(),
  actorType: z.enum(['B', 'S']).nullable(),
  /** What it was about: a staff member's, template's or refund's id, a device's uuid, an account's id. */
  subject: z.string().nullable(),
  ipAddress: z.string(),
  deviceUuid: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

/** The business's audit trail, newest first; owners only. `action` narrows it to some actions. */
export const listAuditEvents = endpoint({
  method: 'POST',
  path: '/audit/list',
  access: 'owner',
  request: pageRequest.extend({ action: z.array(auditAction).max(AUDIT_ACTIONS.length).optional() }),
  response: z.object({ events: z.array(auditEvent), totalCount: z.number().int() }),
});
